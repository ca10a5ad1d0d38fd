import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.unexposePort({
    handler: ({ params, input, req }) => {
      ctx.ports.unexpose(actorOf(req), params.id, input.body.port);
    },
  });
}
