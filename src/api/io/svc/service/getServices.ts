import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.getServices({
    handler: ({ params, req }) => {
      return json({ services: ctx.services.all(actorOf(req), params.sandboxId).map((s) => ctx.services.view(s)) });
    },
  });
}
