import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { subscriptionView } from '../../../../views/deliveries.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.event.getSubscriptions({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.events.list(actorOf(req), params.limit, params.offset);
      return json({ subscriptions: rows.map((r) => subscriptionView(r)), total });
    },
  });
}
