import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { ownerView, sandboxView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.actor.getActorSandboxes({
    handler: ({ params, req }) => {
      const actor = actorOf(req);
      const { rows, total } = ctx.sandboxes.listFor(actor, params.did, params);
      const owner = ownerView(actor);
      const sandboxes = rows.map((r) => sandboxView(r, owner, r.ports));
      return json({ sandboxes, total });
    },
  });
}
