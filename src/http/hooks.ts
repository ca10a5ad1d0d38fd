// Inbound webhooks: POST /hooks/{integrationId}/{secret}, any content type, body at most
// 1 MiB. Answered at once: 202 {id} when recorded, 401 when the sender's signature does not
// verify (recorded as REFUSED), 404 for an unknown id, a wrong secret or a deleted
// integration (indistinguishable), 413 past the size cap.
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IntegrationDeliveries } from '../services/integration-deliveries.js';
import { MAX_HOOK_BODY } from '../services/integration-deliveries.js';
import type { Logger } from '../util/logger.js';

const PATH = /^\/hooks\/([^/]+)\/([^/]+)\/?$/;

/** The path as it may be logged: the secret segment is never written anywhere. */
export function loggablePath(path: string): string {
  return path.startsWith('/hooks/') ? path.replace(PATH, '/hooks/$1/[secret]') : path;
}

class TooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(new TooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new TooLarge());
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

const notFound = (res: Response) => res.status(404).json({ error: 'NotFound', message: 'no such webhook' });

export function hooksRoute(deliveries: IntegrationDeliveries, log: Logger): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = PATH.exec(req.path);
    if (!match) return next();
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return res.status(405).json({ error: 'MethodNotAllowed', message: 'webhooks take POST' });
    }
    try {
      const body = await readBody(req, MAX_HOOK_BODY);
      const answer = deliveries.receive(decodeURIComponent(match[1]), decodeURIComponent(match[2]), {
        method: req.method,
        rawHeaders: req.rawHeaders,
        body,
      });
      if (answer.status === 404) return notFound(res);
      if (answer.status === 401) return res.status(401).json({ error: 'InvalidSignature', message: answer.message, id: answer.id });
      res.status(202).json({ id: answer.id });
    } catch (err) {
      if (err instanceof TooLarge) {
        res.setHeader('connection', 'close');
        return res.status(413).json({ error: 'PayloadTooLarge', message: `a webhook body is at most ${MAX_HOOK_BODY} bytes` });
      }
      if (err instanceof URIError) return notFound(res);
      log.error('webhook failed', {
        path: loggablePath(req.path),
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      if (!res.headersSent) res.status(500).json({ error: 'InternalServerError', message: 'internal server error' });
    }
  };
}
