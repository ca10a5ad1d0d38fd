// Which sandbox port a preview request may reach, and who may: exposed ports only; a private
// port only for the sandbox's owner, by access token or by a preview cookie derived from one.
//
// The cookie is `v1.<claims>.<HMAC>`, claims {a: actor, s: sandbox, p: port, j: access token
// id, e: expiry}: bound to one preview, valid at most 12 h and never past the access token's
// expiry, and void as soon as that access token is revoked or the actor disabled (checked on
// every request, like access tokens).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Tokens } from '../auth/tokens.js';
import type { Db } from '../db/index.js';
import { DomainError } from '../errors.js';

let epoch = 0;

/**
 * Called by whatever changes what target() answers (ports exposed or removed, a status change,
 * a sandbox deleted), so that a connection kept open through a preview can re-check its target
 * only when something changed instead of on every request.
 */
export function previewsChanged(): void {
  epoch++;
}

/** Increases with every previewsChanged(). */
export function previewEpoch(): number {
  return epoch;
}

export const PREVIEW_COOKIE = 'svc_preview';
export const PREVIEW_QUERY_TOKEN = 'svc_token';
/** Longest life of a preview cookie. */
export const PREVIEW_SESSION_SECONDS = 12 * 3600;

export interface PreviewTarget {
  sandboxId: string;
  port: number;
  ownerId: string;
  private: boolean;
}

interface CookieClaims {
  a: string;
  s: string;
  p: number;
  j: string;
  e: number;
}

const fail = (status: number, error: string, message: string) => new DomainError(status, error, message);
export const previewPrivate = (why: string) =>
  fail(
    401,
    'PreviewPrivate',
    `this preview is private: ${why}. Send "Authorization: Bearer <access token>" of the sandbox's owner, or open the URL once with ?${PREVIEW_QUERY_TOKEN}=<access token>`,
  );

export class Previews {
  private readonly lookup;
  private readonly tokenRow;
  private readonly cookieKey: Buffer;

  constructor(
    db: Db,
    private readonly tokens: Tokens,
    signingKey: Buffer,
  ) {
    // One query answers every case: unknown sandbox (no row), port not exposed (private NULL), status.
    this.lookup = db
      .prepare<[number, string], [string, string, number | null]>(
        'SELECT s.owner_id, s.status, p.private FROM sandboxes s LEFT JOIN ports p ON p.sandbox_id = s.id AND p.port = ? WHERE s.id = ?',
      )
      .raw();
    this.tokenRow = db.prepare<[string], { actor_id: string; revoked_at: string | null; disabled: number }>(
      `SELECT t.actor_id, t.revoked_at, a.disabled FROM tokens t JOIN actors a ON a.id = t.actor_id WHERE t.id = ? AND t.audience = 'access'`,
    );
    this.cookieKey = createHmac('sha256', signingKey).update('svc preview cookie v1').digest();
  }

  /** The exposed port of a running sandbox; 404 / 503 DomainErrors otherwise. */
  target(sandboxId: string, port: number): PreviewTarget {
    const row = this.lookup.get(port, sandboxId);
    if (!row) throw fail(404, 'SandboxNotFound', `no sandbox ${sandboxId} (preview URLs name the sandbox by id)`);
    const [ownerId, status, priv] = row;
    if (priv === null) throw fail(404, 'PortNotExposed', `port ${port} of sandbox ${sandboxId} is not exposed (io.svc.sandbox.exposePort)`);
    if (status !== 'RUNNING') throw fail(503, 'SandboxNotRunning', `sandbox ${sandboxId} is not running (${status})`);
    return { sandboxId, port, ownerId, private: priv === 1 };
  }

  /** Owner check by access token; returns the token for a cookie. */
  checkToken(t: PreviewTarget, token: string): void {
    let actorId: string;
    try {
      actorId = this.tokens.verify(token, 'access').id;
    } catch (err) {
      throw previewPrivate(err instanceof Error ? err.message : 'invalid token');
    }
    if (actorId !== t.ownerId) throw previewPrivate("the token is not the sandbox owner's");
  }

  /** Owner check by preview cookie value. */
  checkCookie(t: PreviewTarget, value: string): void {
    const c = this.readCookie(value);
    if (!c || c.s !== t.sandboxId || c.p !== t.port || c.a !== t.ownerId) throw previewPrivate('the preview cookie is not valid here');
    if (c.e * 1000 <= Date.now()) throw previewPrivate('the preview cookie has expired');
    const row = this.tokenRow.get(c.j);
    if (!row || row.actor_id !== c.a || row.revoked_at || row.disabled)
      throw previewPrivate('the access token behind the cookie is no longer valid');
  }

  /** After checkToken: a cookie value for this preview and its lifetime in seconds. */
  session(t: PreviewTarget, token: string): { value: string; maxAge: number } {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { jti: string; exp?: number };
    const nowS = Math.floor(Date.now() / 1000);
    const e = Math.min(nowS + PREVIEW_SESSION_SECONDS, claims.exp ?? Number.POSITIVE_INFINITY);
    const body = Buffer.from(JSON.stringify({ a: t.ownerId, s: t.sandboxId, p: t.port, j: claims.jti, e } satisfies CookieClaims)).toString(
      'base64url',
    );
    return { value: `v1.${body}.${this.sign(body)}`, maxAge: Math.max(0, e - nowS) };
  }

  private readCookie(value: string): CookieClaims | null {
    const [v, body, mac] = value.split('.');
    if (v !== 'v1' || !body || !mac) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CookieClaims;
    } catch {
      return null;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.cookieKey).update(body).digest('base64url');
  }
}
