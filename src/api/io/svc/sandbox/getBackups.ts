import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { backupView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.getBackups({
    handler: ({ params, req }) => {
      return json({ backups: ctx.backups.list(actorOf(req), params.id).map(backupView) });
    },
  });
}
