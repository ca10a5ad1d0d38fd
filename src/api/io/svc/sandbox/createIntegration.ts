import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { integrationView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.createIntegration({
    handler: ({ input, req }) => {
      const row = ctx.integrations.create(actorOf(req), input.body);
      return json(integrationView(row, ctx.integrations.webhookUrl(row)));
    },
  });
}
