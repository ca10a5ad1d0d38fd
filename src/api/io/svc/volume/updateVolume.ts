import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { volumeView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.volume.updateVolume({
    handler: async ({ input, req }) => {
      return json(volumeView(await ctx.volumes.put(actorOf(req), input.body.volume, input.body.id)));
    },
  });
}
