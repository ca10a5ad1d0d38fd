// Authenticates every /xrpc/ request but the health check, before params or bodies are
// read: an unauthenticated caller never makes the server parse input.
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { bearer, type Tokens } from '../auth/tokens.js';

export const PUBLIC_XRPC = new Set(['/xrpc/_health']);

/** Sets `req.actor` from the bearer access token, or throws the auth error. */
export function authenticate(tokens: Tokens, req: IncomingMessage): void {
  req.actor = tokens.verify(bearer(req.headers.authorization), 'access');
}

export function authMiddleware(tokens: Tokens) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/xrpc/') || PUBLIC_XRPC.has(req.path)) return next();
    try {
      authenticate(tokens, req);
      next();
    } catch (err) {
      next(err);
    }
  };
}
