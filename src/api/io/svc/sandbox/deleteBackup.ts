import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.deleteBackup({
    handler: ({ params, req }) => {
      ctx.backups.delete(actorOf(req), params.id);
    },
  });
}
