// HTTP/1.1 request heads as the preview tunnel reads them: strictly. Anything this does not
// understand exactly (folded or malformed headers, Content-Length and Transfer-Encoding together,
// several hosts) is refused rather than guessed at, so the tunnel and the sandbox's server can
// never disagree on where one request ends and the next begins.

export const MAX_HEAD = 64 * 1024;
export const HEAD_END = Buffer.from('\r\n\r\n');

export type BodyFraming = { kind: 'none' } | { kind: 'length'; n: number } | { kind: 'chunked' };

export interface RequestHead {
  method: string;
  target: string;
  version: string;
  /** As received, flat: name, value, name, value... */
  headers: string[];
  host: string;
  body: BodyFraming;
  /** An upgrade (WebSocket): after this head the connection carries opaque bytes. */
  upgrade: boolean;
}

const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) ([^\s]+) (HTTP\/1\.[01])$/;
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\r\n\0]*?)[ \t]*$/;
const DIGITS = /^\d{1,15}$/;

/** Parses a head (latin1 text without its final blank line); null when it is not one we forward. */
export function parseHead(text: string): RequestHead | null {
  const lines = text.split('\r\n');
  const line = REQUEST_LINE.exec(lines[0]);
  if (!line || line[1] === 'CONNECT') return null;
  const headers: string[] = [];
  let host: string | undefined;
  let length: string | undefined;
  let encoding: string | undefined;
  let connection = '';
  let upgrade = false;
  for (let i = 1; i < lines.length; i++) {
    const h = HEADER.exec(lines[i]);
    if (!h) return null; // also folded lines and bare LFs
    const name = h[1].toLowerCase();
    const value = h[2];
    if (name === 'host') {
      if (host !== undefined) return null;
      host = value;
    } else if (name === 'content-length') {
      if (!DIGITS.test(value) || (length !== undefined && length !== value)) return null;
      length = value;
    } else if (name === 'transfer-encoding') {
      encoding = encoding === undefined ? value : `${encoding}, ${value}`;
    } else if (name === 'connection') {
      connection += `,${value.toLowerCase()}`;
    } else if (name === 'upgrade') {
      upgrade = true;
    }
    headers.push(h[1], value);
  }
  if (host === undefined) return null;
  let body: BodyFraming = { kind: 'none' };
  if (encoding !== undefined) {
    if (length !== undefined || line[3] === 'HTTP/1.0') return null;
    const codings = encoding.toLowerCase().split(',');
    if (codings[codings.length - 1].trim() !== 'chunked') return null;
    body = { kind: 'chunked' };
  } else if (length !== undefined && length !== '0') {
    body = { kind: 'length', n: Number(length) };
  }
  upgrade &&= connection.split(',').some((t) => t.trim() === 'upgrade');
  return { method: line[1], target: line[2], version: line[3], headers, host, body, upgrade };
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

const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})(?: |$)/;

/**
 * Follows the responses coming back on a connection, so that the connection can be handed
 * to someone else exactly between two of them: every request sent is announced (its method
 * decides whether its response has a body), and `idle` says when all of them are answered.
 */
export class ResponseTracker {
  /** Something arrived that is not a response this can frame: the connection cannot be handed on. */
  broken = false;
  private readonly methods: string[] = [];
  private state: 'head' | 'length' | 'chunked' | 'until-close' | 'opaque' = 'head';
  private remaining = 0;
  private chunked: ChunkedBody | null = null;
  private pending: Buffer = Buffer.alloc(0);

  sent(method: string): void {
    this.methods.push(method);
  }

  get idle(): boolean {
    return !this.broken && this.methods.length === 0 && this.state === 'head' && this.pending.length === 0;
  }

  feed(data: Buffer): void {
    if (this.broken || this.state === 'opaque' || this.state === 'until-close') return;
    let buf = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    this.pending = Buffer.alloc(0);
    while (buf.length && !this.broken) {
      if (this.state === 'length') {
        const take = Math.min(this.remaining, buf.length);
        buf = buf.subarray(take);
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'head';
      } else if (this.state === 'chunked' && this.chunked) {
        const n = this.chunked.feed(buf);
        if (n < 0) this.broken = true;
        buf = buf.subarray(Math.max(n, 0));
        if (this.chunked.done) this.state = 'head';
      } else if (this.state === 'head') {
        const end = buf.indexOf(HEAD_END);
        if (end === -1) {
          if (buf.length > MAX_HEAD) this.broken = true;
          else this.pending = Buffer.from(buf);
          return;
        }
        this.head(buf.toString('latin1', 0, end));
        buf = buf.subarray(end + 4);
      } else return;
    }
  }

  private head(text: string): void {
    const status = Number(STATUS_LINE.exec(text)?.[1] ?? 0);
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
    const lower = text.toLowerCase();
    if (/\r\ntransfer-encoding:[^\r]*chunked[ \t]*(\r|$)/.test(lower)) {
      this.state = 'chunked';
      this.chunked = new ChunkedBody();
      return;
    }
    const length = /\r\ncontent-length:[ \t]*(\d{1,15})[ \t]*(\r|$)/.exec(lower);
    if (length) {
      this.remaining = Number(length[1]);
      if (this.remaining > 0) this.state = 'length';
      return;
    }
    this.state = 'until-close';
  }
}
