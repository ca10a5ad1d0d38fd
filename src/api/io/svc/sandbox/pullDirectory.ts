import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.pullDirectory({
    handler: async ({ input, req }) => {
      await ctx.copies.pull(actorOf(req), input.body.sandboxId, input.body.directoryPath, input.body.uuid);
    },
  });
}
