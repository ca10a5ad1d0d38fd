import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.event.deleteSubscription({
    handler: ({ params, req }) => {
      ctx.events.delete(actorOf(req), params.id);
    },
  });
}
