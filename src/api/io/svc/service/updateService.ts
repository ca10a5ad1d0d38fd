import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.updateService({
    handler: async ({ params, input, req }) => {
      return json(ctx.services.view(await ctx.services.update(actorOf(req), params.serviceId, input.body.service)));
    },
  });
}
