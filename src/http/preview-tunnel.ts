// Public previews by host name, tunnelled: a connection whose first request is for a public
// exposed port (`http://{port}-{id}.{previewDomain}/`) is joined to one connection inside the
// sandbox, and its bytes are copied both ways instead of being parsed into requests and
// rebuilt. Request heads are still read (strictly, src/http/request-head.ts) so that every
// request gets what the HTTP proxy gives it: X-Forwarded-For/-Host/-Proto set by us (never the
// client's), the `svc_token` query parameter and the preview cookie removed, the check that the
// port is still exposed, public and the sandbox running (re-read whenever this server changed
// ports or statuses, and at least every second), and an activity mark for the idle timeout. Responses pass through untouched; an upgrade (WebSocket) turns the connection into an
// opaque pipe.
//
// The HTTP proxy (src/http/preview.ts) keeps everything else: the path form, private previews,
// and every first request this cannot take (errors are answered there). A later request that
// this cannot forward (another host, as a proxy in front of this server sends on one
// connection; a port no longer public; a head it does not parse) hands the connection back to
// the HTTP server, once the sandbox has answered every request sent before it. After an
// upgrade request the connection is opaque both ways and stays tunnelled.
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { PreviewTarget } from '../services/previews.js';
import { PREVIEW_COOKIE, PREVIEW_QUERY_TOKEN, previewEpoch } from '../services/previews.js';
import { Body, HEAD_END, headerList, MAX_HEAD, type RequestHead, ResponseTracker, readHead } from './request-head.js';

/**
 * Changes made through this server are seen by the next request (previewsChanged()); this
 * bounds how long one made elsewhere (another process on the same database) can go unseen.
 */
const RECHECK_MS = 1000;
const EMPTY = Buffer.alloc(0);
const TOKEN_PARAM = `${PREVIEW_QUERY_TOKEN}=`;
/** No byte either way for this long closes a connection between requests (WebSockets excepted). */
const IDLE_MS = 60_000;
/** The longest a request head may take to arrive in pieces. */
const HEAD_MS = 60_000;

export interface TunnelDeps {
  /** The sandbox and port a Host header names, or null when it is not a preview host. */
  route(host: string): { sandboxId: string; port: number } | null;
  /** The port's current target; throws when it is not exposed or the sandbox not running. */
  target(sandboxId: string, port: number): PreviewTarget;
  connect(sandboxId: string, port: number): Promise<Socket>;
  touch(sandboxId: string): void;
  proto: string;
  dropCookie(header: string, name: string): string;
  takeParam(path: string, name: string): { path: string };
}

/**
 * Offered each new connection with its first request head (`buffered` holds it and whatever
 * followed). Returns false to leave the connection to the HTTP server at once; otherwise it
 * keeps the connection, or gives it to the HTTP server later with `handBack` and the bytes it
 * has not forwarded.
 */
export type ConnectionHook = (socket: Socket, buffered: Buffer, handBack: (rest: Buffer) => void) => boolean;

export function previewTunnel(deps: TunnelDeps): ConnectionHook {
  /** The public target a head asks for, or null. */
  function publicTarget(head: RequestHead): PreviewTarget | null {
    const route = deps.route(head.host);
    if (!route) return null;
    try {
      const t = deps.target(route.sandboxId, route.port);
      return t.private ? null : t;
    } catch {
      return null;
    }
  }

  return (socket, buffered, handBack) => {
    const end = buffered.indexOf(HEAD_END);
    const first = end === -1 ? null : readHead(buffered, 0, end);
    const target = first && publicTarget(first);
    if (!first || !target) return false;
    deps.connect(target.sandboxId, target.port).then(
      (up) => {
        if (socket.destroyed) return void up.destroy();
        join(socket, up, first.host.toLowerCase(), target, buffered, handBack);
      },
      () => handBack(buffered),
    );
    return true;
  };

  function join(client: Socket, up: Socket, host: string, t: PreviewTarget, buffered: Buffer, handBack: (rest: Buffer) => void): void {
    up.setNoDelay(true);
    client.setNoDelay(true);
    const addr = client.remoteAddress ?? '';
    const responses = new ResponseTracker();
    let pending: Buffer = EMPTY;
    let headSince = 0;
    let state: 'head' | 'body' | 'opaque' = 'head';
    let body: Body | null = null;
    /** Set once a request cannot be forwarded: what the HTTP server gets, when the sandbox is done. */
    let leaving: Buffer | null = null;

    let checkedEpoch = previewEpoch();
    let checkedAt = Date.now();
    /** The port is still exposed, public and its sandbox running: re-read when anything changed. */
    function stillPublic(): boolean {
      const epoch = previewEpoch();
      const at = Date.now();
      if (epoch === checkedEpoch && at - checkedAt < RECHECK_MS) return true;
      try {
        if (deps.target(t.sandboxId, t.port).private) return false;
      } catch {
        return false;
      }
      checkedEpoch = epoch;
      checkedAt = at;
      return true;
    }

    let suffixHost = '';
    let suffix = Buffer.alloc(0);
    /** What ends a head: the forwarded headers for this host, then the blank line. */
    function forwardedFor(reqHost: string, xff?: string): string {
      return `X-Forwarded-For: ${xff ? `${xff}, ${addr}` : addr}\r\nX-Forwarded-Host: ${reqHost}\r\nX-Forwarded-Proto: ${deps.proto}\r\n\r\n`;
    }

    /**
     * The head (buf[0, end)) as the sandbox gets it, or null when this connection cannot
     * forward it. Nearly always the head as sent plus our X-Forwarded-* lines.
     */
    function rewrite(head: RequestHead, buf: Buffer, end: number): Buffer | null {
      if (head.host !== suffixHost && head.host.toLowerCase() !== host) return null;
      if (!stillPublic()) return null;
      deps.touch(t.sandboxId);
      const token = head.target.includes(TOKEN_PARAM);
      if (!head.edits && !token) {
        if (head.host !== suffixHost) {
          suffixHost = head.host;
          suffix = Buffer.from(forwardedFor(head.host), 'latin1');
        }
        return Buffer.concat([buf.subarray(0, end + 2), suffix]);
      }
      const target = token ? deps.takeParam(head.target, PREVIEW_QUERY_TOKEN).path : head.target;
      let text = `${head.method} ${target} ${head.version}\r\n`;
      let xff: string | undefined;
      const h = headerList(buf, 0, end);
      for (let i = 0; i < h.length; i += 2) {
        const name = h[i].toLowerCase();
        if (name === 'x-forwarded-for') xff = xff ? `${xff}, ${h[i + 1]}` : h[i + 1];
        else if (name === 'x-forwarded-host' || name === 'x-forwarded-proto' || name === 'x-forwarded-prefix') continue;
        else if (name === 'cookie' && h[i + 1].includes(PREVIEW_COOKIE)) {
          const rest = deps.dropCookie(h[i + 1], PREVIEW_COOKIE);
          if (rest) text += `${h[i]}: ${rest}\r\n`;
        } else text += `${h[i]}: ${h[i + 1]}\r\n`;
      }
      return Buffer.from(text + forwardedFor(head.host, xff), 'latin1');
    }

    /** Moves what the client sent to the sandbox, request by request; false on a broken body. */
    function forward(data: Buffer): boolean {
      if (leaving) {
        // Held for the HTTP server while the sandbox finishes answering; a client that keeps
        // sending meanwhile has no claim on more memory than a head.
        leaving = Buffer.concat([leaving, data]);
        return leaving.length <= MAX_HEAD;
      }
      let buf = pending.length ? Buffer.concat([pending, data]) : data;
      pending = EMPTY;
      const out: Buffer[] = [];
      while (buf.length) {
        if (state === 'opaque') {
          out.push(buf);
          break;
        }
        if (state === 'body' && body) {
          const n = body.take(buf);
          if (n < 0) return false;
          out.push(buf.subarray(0, n));
          buf = buf.subarray(n);
          if (body.done) state = 'head';
          continue;
        }
        // A head. Blank lines before a request line are allowed and dropped.
        let skip = 0;
        while (skip + 1 < buf.length && buf[skip] === 13 && buf[skip + 1] === 10) skip += 2;
        if (skip) buf = buf.subarray(skip);
        const end = buf.indexOf(HEAD_END);
        if (end === -1) {
          // A head sent in pieces must be whole within HEAD_MS, like the HTTP server's headersTimeout.
          headSince ||= Date.now();
          if (buf.length > MAX_HEAD || Date.now() - headSince > HEAD_MS) return false;
          pending = Buffer.from(buf);
          break;
        }
        headSince = 0;
        const head = readHead(buf, 0, end);
        const rewritten = head && rewrite(head, buf, end);
        if (!head || !rewritten) {
          leave(Buffer.from(buf));
          break;
        }
        out.push(rewritten);
        responses.sent(head.method);
        buf = buf.subarray(end + 4);
        if (head.upgrade) {
          state = 'opaque';
          client.setTimeout(0);
        } else if (head.body.kind !== 'none') {
          state = 'body';
          body = new Body(head.body);
        }
      }
      if (out.length === 0) return true;
      return up.write(out.length === 1 ? out[0] : Buffer.concat(out)) || wait(client, up);
    }

    /** Stops forwarding; the HTTP server takes over once the sandbox has answered what it got. */
    function leave(rest: Buffer): void {
      leaving = rest;
      client.pause();
      if (responses.broken) close();
      else if (responses.idle) setImmediate(giveBack);
    }

    function giveBack(): void {
      if (!leaving || client.destroyed) return;
      const rest = leaving;
      leaving = null;
      client.removeListener('data', onClientData);
      client.removeListener('end', onClientEnd);
      client.removeListener('close', close);
      client.removeListener('timeout', close);
      client.setTimeout(0);
      up.removeAllListeners();
      up.on('error', () => {});
      up.destroy();
      handBack(rest);
    }

    function close(): void {
      client.destroy();
      up.destroy();
    }

    const onClientData = (d: Buffer) => {
      if (!forward(d)) close();
    };
    let clientEnded = false;
    const onClientEnd = () => {
      clientEnded = true;
      up.end();
    };
    client.setTimeout(IDLE_MS);
    client.on('timeout', close);
    client.on('data', onClientData);
    client.on('end', onClientEnd);
    client.on('close', close);
    up.on('data', (d: Buffer) => {
      if (state !== 'opaque') responses.feed(d);
      if (!client.write(d)) wait(up, client);
      if (leaving && responses.idle) setImmediate(giveBack);
      else if (leaving && responses.broken) close();
    });
    // The sandbox closing its side between requests (its keep-alive timeout) does not end the
    // client's connection: the HTTP server takes it, and the next request goes through the proxy.
    const upGone = () => {
      if (state === 'head' && responses.idle && !clientEnded) {
        leaving ??= pending;
        pending = EMPTY;
        giveBack();
      } else client.end(); // what the sandbox sent is still delivered
    };
    up.on('end', upGone);
    up.on('close', upGone);
    up.on('error', close);
    if (forward(buffered)) client.resume();
    else close();
  }
}

/** Backpressure: `from` waits until `to` drains. Always true (the data was accepted). */
function wait(from: Duplex, to: Duplex): true {
  from.pause();
  to.once('drain', () => from.resume());
  return true;
}
