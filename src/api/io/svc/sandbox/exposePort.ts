import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.exposePort({
    handler: ({ params, input, req }) => {
      const row = ctx.ports.expose(actorOf(req), params.id, input.body.port, input.body.description, input.body.private);
      return json({ previewUrl: ctx.ports.previewUrl(row.sandbox_id, row.port) });
    },
  });
}
