import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.startService({
    handler: async ({ params, req }) => {
      return json(ctx.services.view(await ctx.services.start(actorOf(req), params.serviceId)));
    },
  });
}
