import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { fileView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.file.getFile({
    handler: ({ params, req }) => {
      return json({ file: fileView(ctx.files.get(actorOf(req), params.id)) });
    },
  });
}
