import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { variableView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.variable.getVariables({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.variables.list(actorOf(req), params.sandboxId, params.limit, params.offset);
      return json({ variables: rows.map(variableView), total });
    },
  });
}
