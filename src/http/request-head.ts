// HTTP/1.1 request heads as the preview tunnel reads them: strictly. Anything this does not
// understand exactly (folded or malformed headers, Content-Length and Transfer-Encoding together,
// several hosts) is refused rather than guessed at, so the tunnel and the sandbox's server can
// never disagree on where one request ends and the next begins.

export const MAX_HEAD = 64 * 1024;
export const HEAD_END = Buffer.from('\r\n\r\n');
const NONE = Buffer.alloc(0);

export type BodyFraming = { kind: 'none' } | { kind: 'length'; n: number } | { kind: 'chunked' };

export interface RequestHead {
  method: string;
  target: string;
  version: string;
  host: string;
  body: BodyFraming;
  /** An upgrade (WebSocket): after this head the connection carries opaque bytes. */
  upgrade: boolean;
  /**
   * Headers a preview must not pass on as sent: X-Forwarded-*, or a Cookie header naming the
   * preview cookie. When false (nearly always) the head can be forwarded byte for byte.
   */
  edits: boolean;
}

// Bytes are scanned rather than matched with expressions on strings: a head is read for
// every request through a tunnel, and allocating its lines and headers cost more than the rest
// of the request's work in this process.
const TCHAR = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") TCHAR[c.charCodeAt(0)] = 1;
const CRLF = Buffer.from('\r\n');
const SP = 32;
const HT = 9;
const COLON = 58;

/** True when buf[start, start + name.length) is `name` (lowercase ASCII) in any case. */
function isName(buf: Buffer, start: number, length: number, name: string): boolean {
  if (length !== name.length) return false;
  for (let i = 0; i < length; i++) if ((buf[start + i] | 0x20) !== name.charCodeAt(i)) return false;
  return true;
}

/**
 * Reads one head: `buf` from `from` to `end` (where its blank line starts). Null when it is not
 * one this forwards: a malformed request line, a header that is not `token: value` (folded,
 * bare CR or LF, NUL), no Host or several, several different Content-Lengths, Content-Length
 * with Transfer-Encoding, a Transfer-Encoding whose last coding is not chunked (or in HTTP/1.0),
 * CONNECT, or anything but HTTP/1.0 and 1.1.
 */
export function readHead(buf: Buffer, from: number, end: number): RequestHead | null {
  let eol = buf.indexOf(CRLF, from);
  if (eol === -1 || eol > end) eol = end;
  const sp1 = buf.indexOf(SP, from);
  const sp2 = sp1 === -1 ? -1 : buf.indexOf(SP, sp1 + 1);
  if (sp1 <= from || sp2 <= sp1 + 1 || sp2 >= eol || eol - sp2 !== 9) return null;
  for (let i = from; i < sp1; i++) if (!TCHAR[buf[i]]) return null;
  for (let i = sp1 + 1; i < sp2; i++) if (buf[i] <= SP || buf[i] >= 127) return null;
  const version = buf.toString('latin1', sp2 + 1, eol);
  if (version !== 'HTTP/1.1' && version !== 'HTTP/1.0') return null;
  const method = buf.toString('latin1', from, sp1);
  if (method === 'CONNECT') return null;
  let host: string | undefined;
  let length: string | undefined;
  let encoding: string | undefined;
  let connection = '';
  let upgrade = false;
  let edits = false;
  for (let pos = eol + 2; pos < end; pos = eol + 2) {
    eol = buf.indexOf(CRLF, pos);
    if (eol === -1 || eol > end) eol = end;
    let colon = pos;
    while (colon < eol && TCHAR[buf[colon]]) colon++;
    if (colon === pos || colon === eol || buf[colon] !== COLON) return null; // also folded lines
    let v = colon + 1;
    let ve = eol;
    for (let i = v; i < ve; i++) if (buf[i] === 0 || buf[i] === 10 || buf[i] === 13) return null;
    while (v < ve && (buf[v] === SP || buf[v] === HT)) v++;
    while (ve > v && (buf[ve - 1] === SP || buf[ve - 1] === HT)) ve--;
    const n = colon - pos;
    const c = buf[pos] | 0x20;
    if (c === 104 && isName(buf, pos, n, 'host')) {
      if (host !== undefined) return null;
      host = buf.toString('latin1', v, ve);
    } else if (c === 99 && isName(buf, pos, n, 'content-length')) {
      const value = buf.toString('latin1', v, ve);
      if (!/^\d{1,15}$/.test(value) || (length !== undefined && length !== value)) return null;
      length = value;
    } else if (c === 116 && isName(buf, pos, n, 'transfer-encoding')) {
      const value = buf.toString('latin1', v, ve);
      encoding = encoding === undefined ? value : `${encoding}, ${value}`;
    } else if (c === 99 && isName(buf, pos, n, 'connection')) {
      connection += `,${buf.toString('latin1', v, ve).toLowerCase()}`;
    } else if (c === 117 && isName(buf, pos, n, 'upgrade')) {
      upgrade = true;
    } else if (c === 120 && n >= 11 && isName(buf, pos, 11, 'x-forwarded')) {
      edits = true;
    } else if (c === 99 && isName(buf, pos, n, 'cookie')) {
      const at = buf.indexOf('svc_preview', v, 'latin1');
      if (at !== -1 && at < ve) edits = true;
    }
  }
  if (host === undefined) return null;
  let body: BodyFraming = { kind: 'none' };
  if (encoding !== undefined) {
    if (length !== undefined || version === 'HTTP/1.0') return null;
    const codings = encoding.toLowerCase().split(',');
    if (codings[codings.length - 1].trim() !== 'chunked') return null;
    body = { kind: 'chunked' };
  } else if (length !== undefined && length !== '0') {
    body = { kind: 'length', n: Number(length) };
  }
  upgrade &&= connection.split(',').some((t) => t.trim() === 'upgrade');
  return { method, target: buf.toString('latin1', sp1 + 1, sp2), version, host, body, upgrade, edits };
}

/** The status code of a response head starting "HTTP/1.x NNN", or 0. */
function statusOf(buf: Buffer): number {
  const prefix = 'HTTP/1.';
  for (let i = 0; i < prefix.length; i++) if (buf[i] !== prefix.charCodeAt(i)) return 0;
  if (buf[8] !== SP) return 0;
  let code = 0;
  for (let i = 9; i < 12; i++) {
    const d = buf[i] - 48;
    if (!(d >= 0 && d <= 9)) return 0;
    code = code * 10 + d;
  }
  return code >= 100 ? code : 0;
}

/** The header lines of a head readHead() accepted, as [name, value, name, value...]. */
export function headerList(buf: Buffer, from: number, end: number): string[] {
  const lines = buf.toString('latin1', from, end).split('\r\n');
  const out: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    out.push(lines[i].slice(0, colon), lines[i].slice(colon + 1).trim());
  }
  return out;
}

/** readHead() of a whole head given as text (without its blank line). */
export function parseHead(text: string): RequestHead | null {
  const buf = Buffer.from(text, 'latin1');
  return readHead(buf, 0, buf.length);
}

/**
 * Finds where a chunked body ends, as bytes arrive: feed it each piece and it answers how many
 * of those bytes belong to the body (all of them until the end is seen), or -1 when the
 * framing is broken.
 */
export class ChunkedBody {
  /** The last chunk and its trailers have been seen. */
  done = false;
  private state: 'size' | 'data' | 'data-end' | 'trailer' = 'size';
  private remaining = 0;
  private line = '';

  /** How many bytes at the start of `buf` are body (when `done`, the rest is the next request), or -1. */
  feed(buf: Buffer): number {
    let i = 0;
    while (i < buf.length) {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, buf.length - i);
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'data-end';
        continue;
      }
      // Line-oriented states: the size line, the CRLF after data, trailer lines.
      const nl = buf.indexOf(10, i);
      const end = nl === -1 ? buf.length : nl + 1;
      this.line += buf.toString('latin1', i, end);
      i = end;
      if (this.line.length > 4096) return -1;
      if (nl === -1) continue;
      const line = this.line;
      this.line = '';
      if (!line.endsWith('\r\n')) return -1;
      const content = line.slice(0, -2);
      if (this.state === 'data-end') {
        if (content !== '') return -1;
        this.state = 'size';
      } else if (this.state === 'size') {
        const m = /^([0-9a-fA-F]{1,15})[ \t]*(;.*)?$/.exec(content);
        if (!m) return -1;
        this.remaining = Number.parseInt(m[1], 16);
        this.state = this.remaining === 0 ? 'trailer' : 'data';
      } else if (content === '') {
        this.done = true;
        return i;
      }
    }
    return i;
  }
}

/** Where a body ends, as its bytes arrive: a Content-Length count, or chunked framing. */
export class Body {
  done = false;
  private remaining: number;
  private readonly chunked: ChunkedBody | null;

  constructor(framing: { kind: 'length'; n: number } | { kind: 'chunked' }) {
    this.remaining = framing.kind === 'length' ? framing.n : 0;
    this.chunked = framing.kind === 'chunked' ? new ChunkedBody() : null;
  }

  /** How many bytes at the start of `buf` are body (when `done`, the rest is the next message), or -1. */
  take(buf: Buffer): number {
    if (this.chunked) {
      const n = this.chunked.feed(buf);
      this.done = this.chunked.done;
      return n;
    }
    const n = Math.min(this.remaining, buf.length);
    this.remaining -= n;
    this.done = this.remaining === 0;
    return n;
  }
}

/**
 * Follows the responses coming back on a connection, so that the connection can be handed
 * to someone else exactly between two of them: every request sent is announced (its method
 * decides whether its response has a body), and `idle` says when all of them are answered.
 */
export class ResponseTracker {
  /** Something arrived that is not a response this can frame: the connection cannot be handed on. */
  broken = false;
  private readonly methods: string[] = [];
  private state: 'head' | 'body' | 'until-close' | 'opaque' = 'head';
  private body: Body | null = null;
  private pending: Buffer = NONE;

  sent(method: string): void {
    this.methods.push(method);
  }

  get idle(): boolean {
    return !this.broken && this.methods.length === 0 && this.state === 'head' && this.pending.length === 0;
  }

  feed(data: Buffer): void {
    if (this.broken || this.state === 'opaque' || this.state === 'until-close') return;
    let buf = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    this.pending = NONE;
    while (buf.length && !this.broken) {
      if (this.state === 'body' && this.body) {
        const n = this.body.take(buf);
        if (n < 0) this.broken = true;
        buf = buf.subarray(Math.max(n, 0));
        if (this.body.done) this.state = 'head';
      } else if (this.state === 'head') {
        const end = buf.indexOf(HEAD_END);
        if (end === -1) {
          if (buf.length > MAX_HEAD) this.broken = true;
          else this.pending = Buffer.from(buf);
          return;
        }
        this.head(buf, end);
        buf = buf.subarray(end + 4);
      } else return;
    }
  }

  private head(buf: Buffer, end: number): void {
    const status = statusOf(buf);
    const method = this.methods[0];
    if (!status || method === undefined) {
      this.broken = true;
      return;
    }
    if (status === 101) {
      this.state = 'opaque';
      return;
    }
    if (status < 200) return; // 100 Continue and friends: the real response follows
    this.methods.shift();
    if (method === 'HEAD' || status === 204 || status === 304) return;
    let length = -1;
    for (let pos = buf.indexOf(CRLF) + 2, eol = 0; pos > 1 && pos < end; pos = eol + 2) {
      eol = buf.indexOf(CRLF, pos);
      if (eol === -1 || eol > end) eol = end;
      const colon = buf.indexOf(COLON, pos);
      if (colon === -1 || colon > eol) continue;
      const c = buf[pos] | 0x20;
      if (c === 116 && isName(buf, pos, colon - pos, 'transfer-encoding')) {
        if (/(^|[\s,])chunked\s*$/i.test(buf.toString('latin1', colon + 1, eol))) {
          this.state = 'body';
          this.body = new Body({ kind: 'chunked' });
          return;
        }
      } else if (c === 99 && isName(buf, pos, colon - pos, 'content-length')) {
        const m = /^\s*(\d{1,15})\s*$/.exec(buf.toString('latin1', colon + 1, eol));
        if (m) length = Number(m[1]);
      }
    }
    if (length === -1) this.state = 'until-close';
    else if (length > 0) {
      this.state = 'body';
      this.body = new Body({ kind: 'length', n: length });
    }
  }
}
