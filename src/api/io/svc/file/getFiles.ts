import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { fileView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.file.getFiles({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.files.list(actorOf(req), params.sandboxId, params.limit, params.offset);
      return json({ files: rows.map(fileView), total });
    },
  });
}
