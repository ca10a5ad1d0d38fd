import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.getServiceLogs({
    handler: ({ params, req }) => {
      return json({ lines: ctx.services.logs(actorOf(req), params.serviceId, params.lines) });
    },
  });
}
