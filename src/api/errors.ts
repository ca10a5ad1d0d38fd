// The one place where anything thrown becomes an HTTP error `{error, message}`.

import { XRPCError } from '@atproto/xrpc-server';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors.js';
import type { Logger } from '../util/logger.js';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

export interface ErrorBody {
  status: number;
  error: string;
  message: string;
}

export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof DomainError) return { status: err.status, error: err.error, message: err.message };
  if (err instanceof XRPCError) {
    if (err.statusCode >= 500 && err.statusCode !== 501) return internal();
    if (err.statusCode === 413) return { status: 413, error: 'PayloadTooLarge', message: 'the request body is too large' };
    // xrpc-server names body-parser failures after their JS class ("SyntaxError",
    // "UnsupportedMediaTypeError", "Error" for a corrupt gzip...), never an XRPC error name:
    // clients expect InvalidRequest.
    const error = !err.error || /Error$/.test(err.error) ? 'InvalidRequest' : err.error;
    return { status: err.statusCode, error, message: err.message || error };
  }
  const http = err as HttpLikeError;
  const status = http?.status ?? http?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (http.type === 'entity.parse.failed' || err instanceof SyntaxError) {
      return { status: 400, error: 'InvalidRequest', message: 'the request body is not valid JSON' };
    }
    if (status === 413) return { status, error: 'PayloadTooLarge', message: 'the request body is too large' };
    return { status, error: 'InvalidRequest', message: (err as Error).message || 'bad request' };
  }
  return internal();
}

const internal = (): ErrorBody => ({ status: 500, error: 'InternalServerError', message: 'internal server error' });

export function errorMiddleware(log: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    const body = toErrorBody(err);
    if (body.status >= 500) {
      log.error('request failed', {
        method: req.method,
        path: req.path,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
    }
    if (res.headersSent) return next(err);
    res.status(body.status).json({ error: body.error, message: body.message });
  };
}

export function notFoundMiddleware(req: Request, res: Response) {
  res.status(404).json({ error: 'NotFound', message: `nothing at ${req.method} ${req.path}` });
}
