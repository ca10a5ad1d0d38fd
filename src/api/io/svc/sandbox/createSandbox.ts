import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { ownerView, sandboxView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.createSandbox({
    handler: async ({ input, req }) => {
      const actor = actorOf(req);
      const row = await ctx.sandboxes.create(actor, input.body);
      return json(sandboxView(row, ownerView(actor), ctx.sandboxes.exposedPorts(row.id)));
    },
  });
}
