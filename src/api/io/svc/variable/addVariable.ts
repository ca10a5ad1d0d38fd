import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { variableView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.variable.addVariable({
    handler: async ({ input, req }) => {
      return json(variableView(await ctx.variables.put(actorOf(req), input.body.variable)));
    },
  });
}
