import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { backupView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.createBackup({
    handler: async ({ params, input, req }) => {
      return json(backupView(await ctx.backups.create(actorOf(req), params.id, input.body)));
    },
  });
}
