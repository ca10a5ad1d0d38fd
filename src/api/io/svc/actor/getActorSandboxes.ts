import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import type { OutputSchema } from '../../../../generated/server/types/io/svc/actor/getActorSandboxes.js';
import { ownerView } from '../../../../views/index.js';
import { actorOf, jsonText } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.actor.getActorSandboxes({
    handler: ({ params, req }) => {
      const actor = actorOf(req);
      const { views, total } = ctx.sandboxes.listViewsFor(actor, params.did, params);
      // Each stored view is an object without `owner`, and the same owner goes into every one.
      const owner = `{"owner":${JSON.stringify(ownerView(actor))},`;
      let items = '';
      for (const v of views) items += (items ? ',' : '') + owner + v.slice(1);
      return jsonText<OutputSchema>(`{"sandboxes":[${items}],"total":${total}}`);
    },
  });
}
