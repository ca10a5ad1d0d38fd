import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { profileView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.actor.getProfile({
    handler: ({ params, req }) => {
      const actor = actorOf(req);
      return json(profileView(params.did ? ctx.actors.get(params.did) : ctx.actors.byId(actor.id)));
    },
  });
}
