import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.restoreBackup({
    handler: async ({ input, req }) => {
      await ctx.backups.restore(actorOf(req), input.body.backupId);
    },
  });
}
