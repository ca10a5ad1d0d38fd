import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.pushDirectory({
    handler: async ({ input, req }) => {
      const uuid = await ctx.copies.push(actorOf(req), input.body.sandboxId, input.body.directoryPath);
      return json({ uuid });
    },
  });
}
