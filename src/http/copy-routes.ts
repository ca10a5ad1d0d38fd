// Copy storage over plain HTTP, for copies between a local directory and a sandbox:
//   POST /cp         multipart field "file" (a .tar.gz) -> {uuid}
//   GET  /cp/{uuid}  -> the archive (application/gzip)
// Both take the access token; archives are the caller's only and expire (services/copies.ts).
import { pipeline } from 'node:stream/promises';
import express, { type Request } from 'express';
import { bearer, type TokenActor } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { DomainError } from '../errors.js';
import { payloadTooLarge } from '../services/tar-check.js';
import { boundaryOf, multipartFile } from './multipart.js';

/** Room for the multipart envelope around the archive. */
const ENVELOPE = 64 * 1024;

export function copyRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const caller = (req: Request): TokenActor => ctx.tokens.verify(bearer(req.headers.authorization), 'access');

  router.post('/cp', async (req, res, next) => {
    try {
      const actor = caller(req);
      const max = ctx.copies.limits.maxBytes;
      if (Number(req.headers['content-length'] ?? 0) > max + ENVELOPE) {
        throw payloadTooLarge(`uploads are capped at ${max} bytes`);
      }
      const uuid = await ctx.copies.upload(actor, multipartFile(req, boundaryOf(req.headers['content-type']), 'file'));
      res.json({ uuid });
    } catch (err) {
      // The rest of a refused upload is not read: answer, then close the connection.
      if (!req.complete) res.setHeader('Connection', 'close');
      next(err);
    }
  });

  router.get('/cp/:uuid', (req, res, next) => {
    try {
      const { size, stream } = ctx.copies.download(caller(req), req.params.uuid);
      res.setHeader('Content-Type', 'application/gzip');
      res.setHeader('Content-Length', String(size));
      res.setHeader('Content-Disposition', `attachment; filename="${req.params.uuid}.tar.gz"`);
      pipeline(stream, res).catch(() => res.destroy());
    } catch (err) {
      next(err);
    }
  });

  router.all(['/cp', '/cp/:uuid'], (req, _res, next) => {
    next(new DomainError(405, 'MethodNotAllowed', `${req.method} is not allowed here: POST /cp uploads, GET /cp/{uuid} downloads`));
  });
  return router;
}
