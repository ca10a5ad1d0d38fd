import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.service.addService({
    handler: async ({ params, input, req }) => {
      return json(ctx.services.view(await ctx.services.add(actorOf(req), params.sandboxId, input.body.service)));
    },
  });
}
