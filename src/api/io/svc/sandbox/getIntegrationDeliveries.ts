import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { integrationDeliveryView } from '../../../../views/deliveries.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.getIntegrationDeliveries({
    handler: ({ params, req }) => {
      const { rows, total } = ctx.deliveries.list(actorOf(req), params.id, params.limit, params.offset);
      return json({ deliveries: rows.map((r) => integrationDeliveryView(r, ctx.deliveries.request(r))), total });
    },
  });
}
