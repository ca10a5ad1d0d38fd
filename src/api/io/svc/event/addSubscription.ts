import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { subscriptionView } from '../../../../views/deliveries.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.event.addSubscription({
    handler: ({ input, req }) => {
      const { row, secret } = ctx.events.add(actorOf(req), input.body);
      return json(subscriptionView(row, secret));
    },
  });
}
