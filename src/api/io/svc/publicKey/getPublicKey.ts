import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.publicKey.getPublicKey({
    handler: () => {
      return json({ keyId: ctx.keys.boxKeyId, publicKey: Buffer.from(ctx.keys.boxPublic).toString('hex') });
    },
  });
}
