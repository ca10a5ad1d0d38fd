import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { variableView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.variable.getVariable({
    handler: ({ params, req }) => {
      return json({ variable: variableView(ctx.variables.get(actorOf(req), params.id)) });
    },
  });
}
