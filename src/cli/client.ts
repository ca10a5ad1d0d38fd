// HTTP client of the `svc` commands that talk to a running server (cp, backup): XRPC calls,
// copy-storage uploads and downloads, and errors that say what to do next.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ClientSettings } from '../config.js';

/** A failure to report to the user as is (exit 1), or a usage error (exit 2). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const TOKEN_HINT = 'make one with "svc token create --actor <handle>" on the server, then pass --token or set SVC_TOKEN';

/** What the user can do about an API error, by its name. */
function hint(error: string): string {
  if (error === 'AuthMissing' || error === 'InvalidToken' || error === 'ExpiredToken') return ` (${TOKEN_HINT})`;
  if (error === 'SandboxNotFound') return ' (sandboxes are named by id or name; the token decides whose sandboxes you see)';
  if (error === 'CopyNotFound') return ' (copies expire: copy again)';
  return '';
}

export class ApiError extends CliError {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(`${message}${hint(error)} [${error}]`);
  }
}

export class ApiClient {
  constructor(readonly settings: ClientSettings) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    if (!this.settings.token) throw new CliError(`no access token: ${TOKEN_HINT}`, 2);
    return { authorization: `Bearer ${this.settings.token}`, ...extra };
  }

  private async fetch(path: string, init: RequestInit & { duplex?: 'half' }, bodyError?: () => unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.url}${path}`, init);
    } catch (err) {
      // A failure of the streamed body (local tar) surfaces as a fetch error: report it as itself.
      if (bodyError?.()) throw bodyError();
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (err as Error).message;
      throw new CliError(
        `cannot reach the server at ${this.settings.url} (${why}): start it with "svc serve", or point --url or SVC_URL at it`,
      );
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let body: { error?: string; message?: string } = {};
      try {
        body = JSON.parse(text);
      } catch {}
      throw new ApiError(res.status, body.error ?? `HTTP ${res.status}`, body.message ?? (text.slice(0, 200) || res.statusText));
    }
    return res;
  }

  async query<T>(nsid: string, params: Record<string, string>): Promise<T> {
    const res = await this.fetch(`/xrpc/${nsid}?${new URLSearchParams(params)}`, { headers: this.headers() });
    return (await res.json()) as T;
  }

  async procedure<T>(nsid: string, body?: unknown, params: Record<string, string> = {}): Promise<T> {
    const qs = new URLSearchParams(params).toString();
    const res = await this.fetch(`/xrpc/${nsid}${qs ? `?${qs}` : ''}`, {
      method: 'POST',
      headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** POST /cp: streams a .tar.gz as the multipart field "file"; returns its uuid. */
  async upload(archive: AsyncIterable<Buffer>): Promise<string> {
    const boundary = `svc-${randomBytes(16).toString('hex')}`;
    let failed: unknown;
    async function* body() {
      try {
        yield* multipartBody(archive, boundary);
      } catch (err) {
        failed = err;
        throw err;
      }
    }
    const res = await this.fetch(
      '/cp',
      {
        method: 'POST',
        headers: this.headers({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
        body: body() as unknown as BodyInit,
        duplex: 'half',
      },
      () => failed,
    );
    return ((await res.json()) as { uuid: string }).uuid;
  }

  /** GET /cp/{uuid}: the archive as a stream, and its size. */
  async download(uuid: string): Promise<{ size: number; body: Readable }> {
    const res = await this.fetch(`/cp/${encodeURIComponent(uuid)}`, { headers: this.headers() });
    if (!res.body) throw new CliError('the server sent no archive');
    return { size: Number(res.headers.get('content-length') ?? 0), body: Readable.fromWeb(res.body as never) };
  }
}

/** A multipart/form-data body with one file field, streamed. */
export async function* multipartBody(archive: AsyncIterable<Buffer>, boundary: string): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="archive.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
  );
  for await (const chunk of archive) yield chunk;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Flags every client command takes. */
export const CLIENT_OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const CLIENT_HELP = `Server and credentials:
  --url URL      the server (default $SVC_URL or http://localhost:8789)
  --token TOKEN  an access token (default $SVC_TOKEN; make one with: svc token create --actor <handle>)
  --json         machine-readable output on stdout
  -h, --help     this help`;

/** Runs a client command: prints CliErrors as "svc: ..." and returns the exit code. */
export async function run(fn: () => Promise<number>): Promise<number> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`svc: ${err.message}\n`);
      return err.exitCode;
    }
    if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`svc: ${err.message} (see --help)\n`);
      return 2;
    }
    throw err;
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}
