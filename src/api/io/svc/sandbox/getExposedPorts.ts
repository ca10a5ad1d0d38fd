import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { portView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.getExposedPorts({
    handler: ({ params, req }) => {
      const rows = ctx.ports.list(actorOf(req), params.id);
      return json({ ports: rows.map((p) => portView(p, ctx.ports.previewUrl(p.sandbox_id, p.port))) });
    },
  });
}
