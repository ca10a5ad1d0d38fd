// Access and terminal tokens: compact JWTs signed with HMAC-SHA256 by the server's key.
// Every token's jti is a row in `tokens`, which is how revocation and single use work.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.js';
import { DomainError } from '../errors.js';
import { newId, now } from '../util/ids.js';

export type Audience = 'access' | 'terminal';
const AUDIENCE_CLAIM: Record<Audience, string> = { access: 'svc:access', terminal: 'svc:terminal' };
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function b64url(s: string | Buffer): string {
  return Buffer.from(s).toString('base64url');
}

export const authMissing = () => new DomainError(401, 'AuthMissing', 'Authorization: Bearer <access token> is required');
const invalidToken = (why: string) => new DomainError(400, 'InvalidToken', `invalid token: ${why}`);

export interface TokenActor {
  id: string;
  did: string;
  handle: string;
  displayName: string | null;
  avatar: string | null;
}

interface Claims {
  sub: string;
  aud: string;
  jti: string;
  iat: number;
  exp?: number;
}

/** Tokens whose signature and claims were already checked; revocation is still read each time. */
const CHECKED_CACHE_SIZE = 10_000;

export class Tokens {
  private readonly lookup;
  private readonly markUsed;
  private readonly checked = new Map<string, Claims>();

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {
    this.lookup = db.prepare<
      [string],
      TokenActor & { audience: string; revoked_at: string | null; used_at: string | null; disabled: number }
    >(
      `SELECT a.id, a.did, a.handle, a.display_name AS displayName, a.avatar, a.disabled,
              t.audience, t.revoked_at, t.used_at
         FROM tokens t JOIN actors a ON a.id = t.actor_id WHERE t.id = ?`,
    );
    this.markUsed = db.prepare<[string, string]>('UPDATE tokens SET used_at = ? WHERE id = ? AND used_at IS NULL');
  }

  issue(actorId: string, did: string, audience: Audience, ttlSeconds?: number): { token: string; id: string; expiresAt?: string } {
    const id = newId('tok');
    const iat = Math.floor(Date.now() / 1000);
    const claims: Claims = { sub: did, aud: AUDIENCE_CLAIM[audience], jti: id, iat };
    if (ttlSeconds) claims.exp = iat + ttlSeconds;
    const expiresAt = claims.exp ? new Date(claims.exp * 1000).toISOString() : undefined;
    this.db
      .prepare('INSERT INTO tokens (id, actor_id, audience, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, actorId, audience, expiresAt ?? null, now());
    const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
    return { token: `${body}.${this.sign(body)}`, id, expiresAt };
  }

  /** Checks signature, audience, expiry, revocation and the actor; returns the actor. */
  verify(token: string, audience: Audience): TokenActor {
    const claims = this.claims(token);
    if (claims.aud !== AUDIENCE_CLAIM[audience]) throw invalidToken(`not a ${audience} token`);
    if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) {
      throw new DomainError(400, 'ExpiredToken', 'the token has expired: create a new one');
    }
    const row = this.lookup.get(claims.jti);
    if (!row || row.did !== claims.sub || row.audience !== audience) throw invalidToken('unknown token');
    if (row.revoked_at) throw invalidToken('the token was revoked');
    if (row.disabled) throw invalidToken('the actor is disabled');
    if (audience === 'terminal' && this.markUsed.run(now(), claims.jti).changes === 0) {
      throw invalidToken('the terminal token was already used');
    }
    return { id: row.id, did: row.did, handle: row.handle, displayName: row.displayName, avatar: row.avatar };
  }

  /** Revokes by token string or by token id; returns false when nothing matched. */
  revoke(tokenOrId: string): boolean {
    let id = tokenOrId;
    if (tokenOrId.includes('.')) id = this.claims(tokenOrId).jti;
    return this.db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now(), id).changes > 0;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private claims(token: string): Claims {
    const cached = this.checked.get(token);
    if (cached) return cached;
    const claims = this.parse(token);
    if (this.checked.size >= CHECKED_CACHE_SIZE) this.checked.clear();
    this.checked.set(token, claims);
    return claims;
  }

  private parse(token: string): Claims {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) throw invalidToken('malformed');
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken('bad signature');
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      throw invalidToken('malformed claims');
    }
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.aud !== 'string') {
      throw invalidToken('malformed claims');
    }
    return claims;
  }
}

/** Extracts the bearer token; AuthMissing when there is none usable. */
export function bearer(header: string | undefined): string {
  if (!header) throw authMissing();
  const m = /^Bearer\s+(.*)$/i.exec(header.trim());
  const token = m?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') throw authMissing();
  return token;
}
