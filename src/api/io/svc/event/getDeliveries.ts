import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { eventDeliveryView } from '../../../../views/deliveries.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.event.getDeliveries({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.events.deliveries(actorOf(req), params.id, params.limit, params.offset);
      return json({ deliveries: rows.map(eventDeliveryView), total });
    },
  });
}
