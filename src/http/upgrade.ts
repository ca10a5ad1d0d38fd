// HTTP upgrades (WebSockets) next to the express app. express never sees them: the node
// server's `upgrade` event does. Handlers are registered on the app; serveApp wires a node
// server to both, so `svc serve` and the test harness serve the same thing.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';

/**
 * Takes the upgrade (and answers it, one way or another) and returns true, or returns false to
 * pass. Handlers are tried in registration order: ones that route by Host (previews) must come
 * before ones that route by path only (the terminal).
 */
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

/** Takes the request (and answers it) and returns true, or returns false to leave it to express. */
export type RequestHook = (req: IncomingMessage, res: ServerResponse) => boolean;

const handlers = new WeakMap<Express, UpgradeHandler[]>();
const hooks = new WeakMap<Express, RequestHook[]>();

/** Requests some handler takes before express sees them (previews: express costs ~40 µs a request). */
export function onRequest(app: Express, hook: RequestHook): void {
  const list = hooks.get(app) ?? [];
  list.push(hook);
  hooks.set(app, list);
}

export function onUpgrade(app: Express, handler: UpgradeHandler): void {
  const list = handlers.get(app) ?? [];
  list.push(handler);
  handlers.set(app, list);
}

/** Serves the app's requests and upgrades on a node HTTP server. */
export function serveApp(server: Server, app: Express): void {
  const first = hooks.get(app) ?? [];
  server.on(
    'request',
    first.length === 0
      ? app
      : (req: IncomingMessage, res: ServerResponse) => {
          for (const hook of first) if (hook(req, res)) return;
          app(req, res);
        },
  );
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    try {
      for (const handler of handlers.get(app) ?? []) if (handler(req, socket, head)) return;
      refuseUpgrade(socket, 404, 'NotFound', 'nothing to upgrade to at this path');
    } catch {
      refuseUpgrade(socket, 500, 'InternalServerError', 'internal server error');
    }
  });
}

/** Answers an upgrade request with a plain HTTP error, `{error, message}` like the API, and closes. */
export function refuseUpgrade(socket: Duplex, status: number, error: string, message: string): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ error, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
