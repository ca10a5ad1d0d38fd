import { TERMINAL_TOKEN_TTL_SECONDS } from '../../../../auth/terminal.js';
import type { AppContext } from '../../../../context.js';
import type { Server } from '../../../../generated/server/index.js';
import { actorOf, json } from '../../../util.js';

export default function (server: Server, ctx: AppContext) {
  server.io.svc.actor.getTerminalToken({
    handler: ({ req }) => {
      const actor = actorOf(req);
      const { token } = ctx.tokens.issue(actor.id, actor.did, 'terminal', TERMINAL_TOKEN_TTL_SECONDS);
      return json({ token });
    },
  });
}
