import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { secretView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.secret.updateSecret({
    handler: async ({ input, req }) => {
      return json(secretView(await ctx.secrets.put(actorOf(req), input.body.secret, input.body.id)));
    },
  });
}
