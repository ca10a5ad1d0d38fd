// HTTP upgrades (WebSockets) next to the express app. express never sees them: the node
// server's `upgrade` event does. Handlers are registered on the app; serveApp wires a node
// server to both, so `svc serve` and the test harness serve the same thing.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import type { ConnectionHook } from './preview-tunnel.js';
import { HEAD_END, MAX_HEAD } from './request-head.js';

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
const connectionHooks = new WeakMap<Express, ConnectionHook[]>();

/** How long a new connection may take to send its first request head before HTTP takes it as is. */
const FIRST_HEAD_MS = 10_000;

/** Connections some handler takes whole, on their first request head (preview tunnels). */
export function onConnection(app: Express, hook: ConnectionHook): void {
  connectionHooks.set(app, [...(connectionHooks.get(app) ?? []), hook]);
}

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
  const taking = connectionHooks.get(app) ?? [];
  if (taking.length) offerConnections(server, taking);
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

/**
 * Reads each new connection's first request head and offers the connection to the hooks; the
 * ones no hook takes go to the HTTP server with those bytes put back, as if never read.
 */
function offerConnections(server: Server, taking: ConnectionHook[]): void {
  const http = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const taken = new Set<Socket>();
  const toHttp = (socket: Socket, buffered: Buffer) => {
    taken.delete(socket);
    if (socket.destroyed) return;
    if (buffered.length) socket.unshift(buffered);
    for (const listener of http) listener.call(server, socket);
    socket.resume();
  };
  server.on('connection', (socket: Socket) => {
    socket.on('error', () => socket.destroy());
    firstHead(socket, (buffered, complete) => {
      if (complete) {
        for (const hook of taking) {
          if (hook(socket, buffered, (rest) => toHttp(socket, rest))) {
            taken.add(socket);
            socket.once('close', () => taken.delete(socket));
            return;
          }
        }
      }
      toHttp(socket, buffered);
    });
  });
  // Taken connections are not the HTTP server's to close: closing it closes them too.
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    for (const socket of taken) socket.destroy();
    closeAll();
  };
}

/** Collects bytes until the first request head is complete (or cannot be), then pauses the socket. */
function firstHead(socket: Socket, done: (buffered: Buffer, complete: boolean) => void): void {
  let buffered: Buffer = Buffer.alloc(0);
  const finish = (complete: boolean) => {
    clearTimeout(timer);
    socket.removeListener('data', onData);
    socket.removeListener('end', onEnd);
    socket.pause();
    done(buffered, complete);
  };
  const onData = (d: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, d]) : d;
    if (buffered.indexOf(HEAD_END) !== -1) finish(true);
    else if (buffered.length > MAX_HEAD) finish(false);
  };
  // Closed before a whole head: nothing to answer.
  const onEnd = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(finish, FIRST_HEAD_MS, false);
  socket.on('data', onData);
  socket.on('end', onEnd);
}
