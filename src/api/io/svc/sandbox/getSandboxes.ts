import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { catalogView } from '../../../../views/index.js';
import { json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.getSandboxes({
    handler: ({ params }) => {
      const { entries, total } = ctx.catalog.list(params.limit, params.offset);
      return json({ sandboxes: entries.map(catalogView), total });
    },
  });
}
