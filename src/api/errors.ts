// The one place where anything thrown becomes an HTTP error `{error, message}`.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { XRPCError } from '@atproto/xrpc-server';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors.js';
import { loggablePath } from '../http/hooks.js';
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
    if (res.headersSent) {
      logFailure(log, req, err);
      return next(err);
    }
    sendError(res, err, log, req);
  };
}

/** Answers `{error, message}` with the error's status (a failure after the headers ends the connection). */
export function sendError(res: ServerResponse, err: unknown, log: Logger, req: IncomingMessage): void {
  const body = logFailure(log, req, err);
  if (res.headersSent) return void res.destroy();
  const text = JSON.stringify({ error: body.error, message: body.message });
  res.statusCode = body.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Server faults are logged (never the request's content); client errors are not. */
function logFailure(log: Logger, req: IncomingMessage, err: unknown): ErrorBody {
  const body = toErrorBody(err);
  if (body.status >= 500) {
    log.error('request failed', {
      method: req.method,
      path: loggablePath((req.url ?? '').split('?')[0]),
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    });
  }
  return body;
}

export function notFoundMiddleware(req: Request, res: Response) {
  res.status(404).json({ error: 'NotFound', message: `nothing at ${req.method} ${req.path}` });
}
