import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { secretView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.secret.getSecret({
    handler: ({ params, req }) => {
      return json({ secret: secretView(ctx.secrets.get(actorOf(req), params.id)) });
    },
  });
}
