import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.exec({
    handler: async ({ params, input, req }) => {
      return json(await ctx.exec.run(actorOf(req), params.id, input.body));
    },
  });
}
