import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { ownerView, sandboxView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.stopSandbox({
    handler: async ({ params, req }) => {
      const actor = actorOf(req);
      const row = await ctx.sandboxes.stop(actor, params.id);
      return json(sandboxView(row, ownerView(actor), ctx.sandboxes.exposedPorts(row.id)));
    },
  });
}
