import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { volumeView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.volume.getVolumes({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.volumes.list(actorOf(req), params.sandboxId, params.limit, params.offset);
      return json({ volumes: rows.map(volumeView), total });
    },
  });
}
