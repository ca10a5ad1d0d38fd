import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { vpnKeyView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.getVpnAuthKey({
    handler: ({ params, req }) => {
      return json(vpnKeyView(ctx.vpnKeys.get(actorOf(req), params.id)));
    },
  });
}
