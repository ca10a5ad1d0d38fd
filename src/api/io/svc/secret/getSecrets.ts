import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { secretView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.secret.getSecrets({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.secrets.list(actorOf(req), params.sandboxId, params.limit, params.offset);
      return json({ secrets: rows.map(secretView), total });
    },
  });
}
