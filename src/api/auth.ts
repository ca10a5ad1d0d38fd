// Authenticates every /xrpc/ request but the health check, before params or bodies are
// read: an unauthenticated caller never makes the server parse input.
import type { NextFunction, Request, Response } from 'express';
import { bearer, type Tokens } from '../auth/tokens.js';

export const PUBLIC_XRPC = new Set(['/xrpc/_health']);

export function authMiddleware(tokens: Tokens) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/xrpc/') || PUBLIC_XRPC.has(req.path)) return next();
    try {
      req.actor = tokens.verify(bearer(req.headers.authorization), 'access');
      next();
    } catch (err) {
      next(err);
    }
  };
}
