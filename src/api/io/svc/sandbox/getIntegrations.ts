import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { integrationView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.getIntegrations({
    handler: ({ params, req }) => {
      const rows = ctx.integrations.list(actorOf(req), params.id);
      return json({ integrations: rows.map((r) => integrationView(r, ctx.integrations.webhookUrl(r))) });
    },
  });
}
