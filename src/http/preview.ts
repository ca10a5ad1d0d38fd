// The preview proxy: HTTP and WebSocket traffic for a sandbox's exposed ports.
//
//   http://{port}-{sandboxId}.{previewDomain}[:{server port}]/...   (by Host header)
//   {server}/preview/{sandboxId}/{port}/...                          (path form, prefix removed)
//
// Requests reach the port through the engine (a relay in the sandbox's network namespace), over
// kept-alive connections pooled per sandbox port. Errors are short text pages and never wait
// on a sandbox: 404 unknown sandbox / port not exposed / malformed preview path, 401 private
// preview without a valid token, 503 sandbox not running, 502 nothing answers on the port, 504
// no response headers within RESPONSE_TIMEOUT_MS.
//
// The Host header reaches the sandbox unchanged (X-Forwarded-Host/-Proto/-For/-Prefix are
// added). For private previews the owner's credentials (Authorization header, preview cookie,
// ?svc_token=) are removed before the request is forwarded. Path-form responses carry
// `Content-Security-Policy: sandbox ...`: they are served from the server's own origin, and
// sandbox content must never run as that origin (it is the API's and the terminal page's).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AppContext } from '../context.js';
import { EngineError } from '../engine/types.js';
import { DomainError } from '../errors.js';
import { EngineRuntime } from '../services/engine-runtime.js';
import { PREVIEW_COOKIE, PREVIEW_QUERY_TOKEN, Previews, type PreviewTarget, previewPrivate } from '../services/previews.js';
import { type ConnectionHook, previewTunnel } from './preview-tunnel.js';
import type { RequestHook, UpgradeHandler } from './upgrade.js';

const PATH_PREFIX = '/preview/';
/** Connecting to the port (relay start included). */
const CONNECT_TIMEOUT_MS = 5000;
/** From the request to the response headers; long polls past this answer 504. */
const RESPONSE_TIMEOUT_MS = 60_000;
/** How often a long-lived WebSocket counts as activity while it carries data. */
const TOUCH_EVERY_MS = 1000;
const PATH_FORM_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-modals allow-downloads';
// Hop-by-hop headers (RFC 9110 7.6.1) and the ones this proxy sets itself.
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-prefix',
]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Route {
  sandboxId: string;
  port: number;
  /** Path and query as the sandbox sees them. */
  path: string;
  /** Path form: "/preview/{id}/{port}". */
  prefix: string | null;
}

class PreviewError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function previewProxy(ctx: AppContext): { request: RequestHook; upgrade: UpgradeHandler; connection: ConnectionHook } {
  const previews = new Previews(ctx.db, ctx.tokens, ctx.keys.signing);
  const runtime = ctx.sandboxes.runtime;
  const engine = runtime instanceof EngineRuntime ? runtime.engine : null;
  const suffix = `.${ctx.config.previewDomain.toLowerCase().replace(/\.$/, '')}`;
  const proto = new URL(ctx.config.publicUrl).protocol.slice(0, -1);
  const secureCookie = proto === 'https' ? '; Secure' : '';

  // Kept-alive connections idle for 30 s are closed: the sandbox's server may keep them forever.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 30_000, scheduling: 'lifo' });
  // Sockets come from the engine; the agent pools them per sandbox port (host = sandbox id).
  (agent as unknown as { createConnection: unknown }).createConnection = (
    opts: { host: string; port: number },
    cb: (err: Error | null, s?: Socket) => void,
  ) => {
    if (!engine) return void cb(new PreviewError(503, 'sandboxes cannot run on this server'));
    engine.connect(opts.host, Number(opts.port), { timeoutMs: CONNECT_TIMEOUT_MS }).then(
      (s) => cb(null, s),
      (err) => cb(err),
    );
  };

  function hostRoute(host: string | undefined, url: string): Route | null {
    if (!host) return null;
    const c = host.charCodeAt(0);
    if (c < 48 || c > 57) return null; // preview hosts start with the port
    let h = host.toLowerCase();
    const colon = h.lastIndexOf(':');
    if (colon !== -1) h = h.slice(0, colon);
    if (h.endsWith('.')) h = h.slice(0, -1);
    if (!h.endsWith(suffix)) return null;
    const m = /^(\d{1,5})-([a-z0-9][a-z0-9-]{0,62})$/.exec(h.slice(0, -suffix.length));
    if (!m) return null;
    return { sandboxId: m[2], port: Number(m[1]), path: url, prefix: null };
  }

  /** The path form; throws for a malformed preview path (or one that needs its trailing slash). */
  function pathRoute(url: string): Route | null {
    if (!url.startsWith(PATH_PREFIX)) return null;
    const m = /^\/preview\/([a-z0-9][a-z0-9-]{0,62})\/(\d{1,5})(\/[^?]*)?(\?.*)?$/.exec(url);
    if (!m) throw new PreviewError(404, 'preview paths are /preview/{sandboxId}/{port}/...');
    const prefix = `/preview/${m[1]}/${m[2]}`;
    if (m[3] === undefined) throw new PreviewError(308, `${prefix}/${m[4] ?? ''}`); // relative links need the slash
    return { sandboxId: m[1], port: Number(m[2]), path: m[3] + (m[4] ?? ''), prefix };
  }

  function checkPort(route: Route): PreviewTarget {
    if (route.port < 1 || route.port > 65535) throw new PreviewError(404, `port ${route.port} does not exist`);
    try {
      return previews.target(route.sandboxId, route.port);
    } catch (err) {
      if (err instanceof DomainError) throw new PreviewError(err.status, err.message);
      throw err;
    }
  }

  /** Owner check for a private preview: ?svc_token=, else the Authorization header, else the cookie. */
  function authorize(t: PreviewTarget, req: IncomingMessage, queryToken: string | null): void {
    try {
      const auth = req.headers.authorization;
      const cookie = queryToken === null && !auth ? readCookie(req.headers.cookie, PREVIEW_COOKIE) : null;
      if (queryToken !== null) previews.checkToken(t, queryToken);
      else if (auth) previews.checkToken(t, /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] ?? '');
      else if (cookie !== null) previews.checkCookie(t, cookie);
      else throw previewPrivate('no credentials');
    } catch (err) {
      if (err instanceof DomainError) throw new PreviewError(err.status, err.message);
      throw err;
    }
  }

  function forwardedHeaders(req: IncomingMessage, route: Route, t: PreviewTarget, upgrade: boolean): string[] {
    const raw = req.rawHeaders;
    const out: string[] = [];
    let connection: string | undefined;
    let xff: string | undefined;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toLowerCase();
      if (name === 'connection') connection = raw[i + 1].toLowerCase();
      else if (name === 'x-forwarded-for') xff = xff ? `${xff}, ${raw[i + 1]}` : raw[i + 1];
      else if (HOP.has(name)) continue;
      else if (t.private && name === 'authorization') continue;
      else if (name === 'cookie' && raw[i + 1].includes(PREVIEW_COOKIE)) {
        const rest = dropCookie(raw[i + 1], PREVIEW_COOKIE);
        if (rest) out.push(raw[i], rest);
      } else out.push(raw[i], raw[i + 1]);
    }
    if (connection && connection !== 'keep-alive' && connection !== 'close') {
      // Headers the client marked hop-by-hop in Connection go too.
      const named = new Set(connection.split(',').map((s) => s.trim()));
      for (let i = out.length - 2; i >= 0; i -= 2) if (named.has(out[i].toLowerCase())) out.splice(i, 2);
    }
    const addr = req.socket.remoteAddress ?? '';
    out.push('X-Forwarded-For', xff ? `${xff}, ${addr}` : addr);
    out.push('X-Forwarded-Host', req.headers.host ?? '', 'X-Forwarded-Proto', proto);
    if (route.prefix) out.push('X-Forwarded-Prefix', route.prefix);
    if (upgrade) out.push('Connection', 'Upgrade', 'Upgrade', req.headers.upgrade ?? '');
    return out;
  }

  /** Resolves the request: route, exposed port, owner check. Null when it is not a preview. */
  function prepare(req: IncomingMessage): { route: Route; target: PreviewTarget; queryToken: string | null } | null {
    const url = req.url ?? '/';
    const route = hostRoute(req.headers.host, url) ?? pathRoute(url);
    if (!route) return null;
    const target = checkPort(route);
    let queryToken: string | null = null;
    // An access token in the URL never reaches the sandbox, private preview or not.
    if (route.path.includes(`${PREVIEW_QUERY_TOKEN}=`))
      ({ path: route.path, value: queryToken } = takeParam(route.path, PREVIEW_QUERY_TOKEN));
    if (target.private) authorize(target, req, queryToken);
    else queryToken = null;
    ctx.idle.touch(target.sandboxId);
    return { route, target, queryToken };
  }

  const request: RequestHook = (req, res) => {
    let p: ReturnType<typeof prepare>;
    try {
      p = prepare(req);
    } catch (err) {
      answerError(res, err, ctx);
      return true;
    }
    if (!p) return false;
    const { route, target, queryToken } = p;
    if (queryToken !== null) {
      // Exchange the token for a cookie scoped to this preview, and drop it from the address bar.
      const { value, maxAge } = previews.session(target, queryToken);
      const cookiePath = route.prefix ? `${route.prefix}/` : '/';
      res.writeHead(303, {
        location: (route.prefix ?? '') + route.path,
        'set-cookie': `${PREVIEW_COOKIE}=${value}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie}`,
        'cache-control': 'no-store',
        'content-length': '0',
      });
      res.end();
      return true;
    }
    forward(req, res, route, target);
    return true;
  };

  function forward(req: IncomingMessage, res: ServerResponse, route: Route, t: PreviewTarget): void {
    const headers = forwardedHeaders(req, route, t, false);
    const hasBody =
      req.headers['content-length'] !== undefined ? req.headers['content-length'] !== '0' : req.headers['transfer-encoding'] !== undefined;
    let retried = false;
    const send = () => {
      const up = http.request({
        agent,
        host: t.sandboxId,
        port: t.port,
        method: req.method,
        path: route.path,
        headers: headers as unknown as http.OutgoingHttpHeaders,
        setHost: false,
      });
      let answered = false;
      const timer = setTimeout(
        () =>
          up.destroy(
            new PreviewError(504, `port ${t.port} of sandbox ${t.sandboxId} did not answer within ${RESPONSE_TIMEOUT_MS / 1000} s`),
          ),
        RESPONSE_TIMEOUT_MS,
      );
      const abort = () => {
        if (!res.writableFinished) up.destroy();
      };
      res.once('close', abort);
      up.on('response', (r) => {
        answered = true;
        clearTimeout(timer);
        const out = responseHeaders(r.rawHeaders, route.prefix !== null) as unknown as http.OutgoingHttpHeaders;
        if (r.statusMessage) res.writeHead(r.statusCode ?? 502, r.statusMessage, out);
        else res.writeHead(r.statusCode ?? 502, out);
        r.on('data', (d: Buffer) => {
          if (!res.write(d)) {
            r.pause();
            res.once('drain', () => r.resume());
          }
        });
        r.on('end', () => res.end());
        r.on('error', () => res.destroy());
      });
      up.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        res.removeListener('close', abort);
        // A kept-alive connection the sandbox closed just as it was reused: try once more.
        if (!answered && !retried && up.reusedSocket && !hasBody && IDEMPOTENT.has(req.method ?? '') && err.code === 'ECONNRESET') {
          retried = true;
          return send();
        }
        if (answered || res.headersSent) return void res.destroy();
        answerError(res, err, ctx, t);
      });
      if (hasBody) req.pipe(up);
      else up.end();
    };
    send();
  }

  const upgrade: UpgradeHandler = (req, socket, head) => {
    let p: ReturnType<typeof prepare>;
    try {
      p = prepare(req);
    } catch (err) {
      refuse(socket, err, ctx);
      return true;
    }
    if (!p) return false;
    const { route, target } = p;
    if (!engine) {
      refuse(socket, new PreviewError(503, 'sandboxes cannot run on this server'), ctx);
      return true;
    }
    engine.connect(target.sandboxId, target.port, { timeoutMs: CONNECT_TIMEOUT_MS }).then(
      (up) => {
        if (socket.destroyed) return void up.destroy();
        const headers = forwardedHeaders(req, route, target, true);
        let text = `${req.method} ${route.path} HTTP/1.1\r\n`;
        for (let i = 0; i < headers.length; i += 2) text += `${headers[i]}: ${headers[i + 1]}\r\n`;
        up.write(`${text}\r\n`);
        if (head.length) up.write(head);
        splice(socket, up, () => ctx.idle.touch(target.sandboxId));
      },
      (err) => refuse(socket, err, ctx, target),
    );
    return true;
  };

  const connection = previewTunnel({
    route: (host) => hostRoute(host, '/'),
    target: (sandboxId, port) => previews.target(sandboxId, port),
    connect: (sandboxId, port) =>
      engine ? engine.connect(sandboxId, port, { timeoutMs: CONNECT_TIMEOUT_MS }) : Promise.reject(new Error('no engine')),
    touch: (sandboxId) => ctx.idle.touch(sandboxId),
    proto,
    dropCookie,
    takeParam,
  });

  return { request, upgrade, connection };
}

/** Both ways, with backpressure; activity is reported at most every TOUCH_EVERY_MS. */
function splice(a: Duplex, b: Duplex, touch: () => void): void {
  let last = Date.now();
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    from.on('data', (d: Buffer) => {
      const now = Date.now();
      if (now - last > TOUCH_EVERY_MS) {
        last = now;
        touch();
      }
      if (!to.write(d)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    });
    from.on('end', () => to.end());
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  }
}

function responseHeaders(raw: string[], pathForm: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === 'connection' || name === 'keep-alive' || name === 'transfer-encoding' || name === 'trailer' || name === 'upgrade')
      continue;
    if (name.startsWith('proxy-')) continue;
    if (pathForm && name === 'content-security-policy') continue;
    out.push(raw[i], raw[i + 1]);
  }
  if (pathForm) out.push('Content-Security-Policy', PATH_FORM_CSP);
  return out;
}

/** Removes every `name=` parameter from the query, leaving the others byte for byte; the last value. */
function takeParam(path: string, name: string): { path: string; value: string | null } {
  const q = path.indexOf('?');
  if (q === -1) return { path, value: null };
  let value: string | null = null;
  const kept = path
    .slice(q + 1)
    .split('&')
    .filter((part) => {
      const eq = part.indexOf('=');
      if ((eq === -1 ? part : part.slice(0, eq)) !== name) return true;
      try {
        value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
      } catch {
        value = ''; // malformed: an invalid token
      }
      return false;
    });
  return { path: path.slice(0, q) + (kept.length ? `?${kept.join('&')}` : ''), value };
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function dropCookie(header: string, name: string): string {
  return header
    .split(';')
    .filter((part) => part.slice(0, part.indexOf('=')).trim() !== name)
    .join(';')
    .trim();
}

function errorFor(err: unknown, t?: PreviewTarget): PreviewError | null {
  if (err instanceof PreviewError) return err;
  const where = t ? `port ${t.port} of sandbox ${t.sandboxId}` : 'the sandbox';
  if (err instanceof EngineError) {
    if (err.code === 'NotRunning') return new PreviewError(503, `sandbox ${t?.sandboxId ?? ''} is not running`);
    if (err.code === 'ConnectFailed') return new PreviewError(502, `nothing answers on ${where}: ${err.message}`);
    return new PreviewError(503, err.message);
  }
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNREFUSED') return new PreviewError(502, `${where} closed the connection`);
  return null;
}

function answerError(res: ServerResponse, err: unknown, ctx: AppContext, t?: PreviewTarget): void {
  const e = errorFor(err, t);
  if (!e) ctx.log.error('preview failed', { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  if (res.headersSent) return void res.destroy();
  if (e?.status === 308) {
    res.writeHead(308, { location: e.message, 'content-length': '0' });
    return void res.end();
  }
  const body = `${e?.message ?? 'internal server error'}\n`;
  res.writeHead(e?.status ?? 500, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function refuse(socket: Duplex, err: unknown, ctx: AppContext, t?: PreviewTarget): void {
  const e = errorFor(err, t);
  if (!e) ctx.log.error('preview upgrade failed', { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  if (!socket.writable) return void socket.destroy();
  const status = e?.status ?? 500;
  const body = `${e?.message ?? 'internal server error'}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
      `${status === 308 ? `Location: ${e?.message}\r\n` : ''}` +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
