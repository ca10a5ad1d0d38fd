import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import express from 'express';
import { authMiddleware } from './api/auth.js';
import { errorMiddleware, notFoundMiddleware } from './api/errors.js';
import { registerHandlers } from './api/index.js';
import { captureQueries, queryHook } from './api/queries.js';
import { configureResponses, withoutStacks } from './api/util.js';
import { wireRules } from './api/wire.js';
import type { AppContext } from './context.js';
import { createServer } from './generated/server/index.js';
import { copyRoutes } from './http/copy-routes.js';
import { hooksRoute, loggablePath } from './http/hooks.js';
import { previewProxy } from './http/preview.js';
import { terminalUpgrade } from './http/terminal.js';
import { terminalPage } from './http/terminal-page.js';
import { onConnection, onRequest, onUpgrade, type RequestHook, serveApp } from './http/upgrade.js';
import { EngineRuntime } from './services/engine-runtime.js';

/** Largest JSON body: a 1 MiB file sealed and base64-encoded, plus the envelope. */
export const JSON_LIMIT = 2 * 1024 * 1024;

/**
 * One express app. The xrpc-server's route table and catchall are mounted directly rather
 * than its nested express app: one router per request instead of two.
 */
export async function createApp(ctx: AppContext): Promise<express.Express> {
  const xrpc = createServer({ validateResponse: ctx.config.validateResponse, payload: { jsonLimit: JSON_LIMIT } });
  configureResponses({ validate: ctx.config.validateResponse });
  const queries = captureQueries(xrpc.xrpc);
  await registerHandlers(xrpc, ctx);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // XRPC params are flat: node's querystring parses them, faster than qs's nested syntax.
  app.set('query parser', 'simple');
  // Previews first, before express: a preview host's every path (and upgrade) belongs to the sandbox.
  const preview = previewProxy(ctx);
  onConnection(app, preview.connection);
  onRequest(app, preview.request);
  onUpgrade(app, preview.upgrade);
  if (ctx.config.logRequests) onRequest(app, requestLog(ctx));
  onRequest(
    app,
    queryHook(queries, { lex: xrpc.xrpc.lex, tokens: ctx.tokens, log: ctx.log, validateResponse: ctx.config.validateResponse }),
  );
  app.get('/xrpc/_health', (_req, res) => {
    res.json({ version: ctx.config.version, engine: engineHealth(ctx) });
  });
  app.use(hooksRoute(ctx.deliveries, ctx.log));
  app.use(terminalPage());
  onUpgrade(app, terminalUpgrade(ctx));
  app.use(authMiddleware(ctx.tokens));
  app.use(wireRules(JSON_LIMIT));
  app.use(exactRoutes(xrpc.xrpc.routes));
  app.use(xrpc.xrpc.catchall);
  app.use(copyRoutes(ctx));
  app.use(notFoundMiddleware);
  app.use(errorMiddleware(ctx.log));
  ctx.background.start();
  return app;
}

/**
 * xrpc-server registers one express route per NSID and method (about 100 here), which
 * express matches one regular expression at a time. Every route path is exact, so the same
 * handlers are dispatched from a map instead.
 */
function exactRoutes(router: express.Router): express.RequestHandler {
  const table = new Map<string, express.RequestHandler>();
  for (const layer of router.stack as { route?: { path: string; stack: { method: string; handle: express.RequestHandler }[] } }[]) {
    for (const { method, handle } of layer.route?.stack ?? []) table.set(`${method.toUpperCase()} ${layer.route?.path}`, handle);
  }
  if (table.size === 0) throw new Error('no XRPC routes registered');
  return (req, res, next) => {
    const handle = table.get(`${req.method} ${req.path}`);
    if (!handle) return next();
    // The synchronous start of a handler validates params; later code runs with stacks.
    withoutStacks(() => handle(req, res, next));
  };
}

/** What the engine enforces, so nothing is silently skipped (limits, isolation, quotas). */
function engineHealth(ctx: AppContext) {
  const runtime = ctx.sandboxes.runtime;
  const reason = runtime.unavailableReason();
  if (reason || !(runtime instanceof EngineRuntime)) return { ready: false, reason };
  return { ready: true, name: runtime.engine.name, ...runtime.engine.capabilities() };
}

/** Logs every request but previews' when it finishes; never takes one. */
function requestLog(ctx: AppContext): RequestHook {
  return (req, res) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      ctx.log.info('request', {
        method: req.method,
        path: loggablePath((req.url ?? '').split('?')[0]),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      });
    });
    return false;
  };
}

export async function listen(app: express.Express, port: number, host: string): Promise<HttpServer> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer();
    serveApp(server, app);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
