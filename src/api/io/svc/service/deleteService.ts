import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.deleteService({
    handler: async ({ params, req }) => {
      await ctx.services.delete(actorOf(req), params.serviceId);
    },
  });
}
