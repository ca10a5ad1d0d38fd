import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { volumeView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.volume.getVolume({
    handler: ({ params, req }) => {
      return json({ volume: volumeView(ctx.volumes.get(actorOf(req), params.id)) });
    },
  });
}
