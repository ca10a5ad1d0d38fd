import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { fileView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.file.addFile({
    handler: async ({ input, req }) => {
      return json(fileView(await ctx.files.put(actorOf(req), input.body.file)));
    },
  });
}
