import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { vpnKeyView } from '../../../../views/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.sandbox.putVpnAuthKey({
    handler: async ({ input, req }) => {
      const { id, authKey, sealed } = input.body;
      return json(vpnKeyView(await ctx.vpnKeys.put(actorOf(req), id, authKey, sealed)));
    },
  });
}
