import type { Server as HttpServer } from 'node:http';
import express from 'express';
import { authMiddleware } from './api/auth.js';
import { errorMiddleware, notFoundMiddleware } from './api/errors.js';
import { registerHandlers } from './api/index.js';
import type { AppContext } from './context.js';
import { createServer } from './generated/server/index.js';

/** Largest JSON body: a 1 MiB file sealed and base64-encoded, plus the envelope. */
export const JSON_LIMIT = 2 * 1024 * 1024;

/**
 * One express app. The xrpc-server's route table and catchall are mounted directly rather
 * than its nested express app: one router per request instead of two.
 */
export async function createApp(ctx: AppContext): Promise<express.Express> {
  const xrpc = createServer({ validateResponse: ctx.config.validateResponse, payload: { jsonLimit: JSON_LIMIT } });
  await registerHandlers(xrpc, ctx);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (ctx.config.logRequests) app.use(requestLog(ctx));
  app.get('/xrpc/_health', (_req, res) => {
    res.json({ version: ctx.config.version, engine: ctx.sandboxes.runtime.unavailableReason() ?? 'ready' });
  });
  app.use(authMiddleware(ctx.tokens));
  app.use(xrpc.xrpc.routes);
  app.use(xrpc.xrpc.catchall);
  app.use(notFoundMiddleware);
  app.use(errorMiddleware(ctx.log));
  return app;
}

function requestLog(ctx: AppContext): express.RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      ctx.log.info('request', {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      });
    });
    next();
  };
}

export async function listen(app: express.Express, port: number, host: string): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}
