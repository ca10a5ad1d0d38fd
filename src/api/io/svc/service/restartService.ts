import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.restartService({
    handler: async ({ params, req }) => {
      return json(ctx.services.view(await ctx.services.restart(actorOf(req), params.serviceId)));
    },
  });
}
