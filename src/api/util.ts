import type { Request } from 'express';
import type { TokenActor } from '../auth/tokens.js';

declare global {
  namespace Express {
    interface Request {
      /** Set by the auth middleware for every XRPC request that reaches a handler. */
      actor?: TokenActor;
    }
  }
}

/** The authenticated caller. The auth middleware runs before every XRPC route. */
export function actorOf(req: Request): TokenActor {
  if (!req.actor) throw new Error('auth middleware did not run');
  return req.actor;
}

export const json = <T>(body: T) => ({ encoding: 'application/json' as const, body });
