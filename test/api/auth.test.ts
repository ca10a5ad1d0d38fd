// Every operation refuses every kind of bad credential, with otherwise valid input, before
// doing anything: 401 AuthMissing, 400 InvalidToken or 400 ExpiredToken, body `{error, message}`.
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { COVERAGE, expectOutcome, expectXrpcError, type Fixture, makeFixture, OPS, send, snapshot } from './ops.js';

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** A compact JWT like the server's, signed with `key`. */
function signJwt(claims: Record<string, unknown>, key: Buffer, header = HEADER): string {
  const body = `${header}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

interface Variant {
  name: string;
  status: number;
  error: string;
  /** The Authorization header to send (undefined: none). */
  header: () => string | undefined;
}

let s: TestServer;
let fx: Fixture;
let before: Record<string, unknown>;
const tokens: Record<string, string> = {};

const bearer = (key: string) => () => `Bearer ${tokens[key]}`;
const VARIANTS: Variant[] = [
  { name: 'no Authorization header', status: 401, error: 'AuthMissing', header: () => undefined },
  { name: '"Bearer " (empty token)', status: 401, error: 'AuthMissing', header: () => 'Bearer ' },
  { name: '"Bearer null"', status: 401, error: 'AuthMissing', header: () => 'Bearer null' },
  { name: 'Basic credentials', status: 401, error: 'AuthMissing', header: () => `Basic ${b64url('user:pass')}` },
  { name: 'garbage token', status: 400, error: 'InvalidToken', header: () => 'Bearer garbage' },
  { name: 'three garbage segments', status: 400, error: 'InvalidToken', header: () => 'Bearer a.b.c' },
  { name: 'JWT signed with another key', status: 400, error: 'InvalidToken', header: bearer('foreignKey') },
  { name: 'JWT with alg "none"', status: 400, error: 'InvalidToken', header: bearer('algNone') },
  { name: 'JWT with claims changed after signing', status: 400, error: 'InvalidToken', header: bearer('tampered') },
  { name: 'JWT signed by the server for an unknown jti', status: 400, error: 'InvalidToken', header: bearer('unknownJti') },
  { name: 'revoked token', status: 400, error: 'InvalidToken', header: bearer('revoked') },
  { name: 'token of a disabled actor', status: 400, error: 'InvalidToken', header: bearer('disabled') },
  { name: 'terminal token used as access token', status: 400, error: 'InvalidToken', header: bearer('terminal') },
  { name: 'expired token', status: 400, error: 'ExpiredToken', header: bearer('expired') },
];

beforeAll(async () => {
  s = await startServer();
  fx = await makeFixture(s);
  const { id, did } = fx.actor;
  const real = claimsOf(fx.actor.token);

  tokens.foreignKey = signJwt(real, randomBytes(32));
  tokens.algNone = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(real))}.`;
  const [h, , sig] = fx.actor.token.split('.');
  tokens.tampered = `${h}.${b64url(JSON.stringify({ ...real, exp: Math.floor(Date.now() / 1000) + 86400 * 365 }))}.${sig}`;
  tokens.unknownJti = signJwt({ ...real, jti: 'tok-doesnotexist' }, s.ctx.keys.signing);

  tokens.revoked = s.ctx.tokens.issue(id, did, 'access', 3600).token;
  expect(s.ctx.tokens.revoke(tokens.revoked)).toBe(true);

  const off = s.actor();
  tokens.disabled = off.token;
  s.ctx.db.prepare('UPDATE actors SET disabled = 1 WHERE id = ?').run(off.id);

  const terminal = await fx.actor.client.io.svc.actor.getTerminalToken();
  tokens.terminal = terminal.data.token;

  // Lives one second: wait once until it is past its exp, then reuse it for every operation.
  tokens.expired = s.ctx.tokens.issue(id, did, 'access', 1).token;
  const exp = claimsOf(tokens.expired).exp as number;
  await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));

  before = await snapshot(s, fx);
});
afterAll(() => s.close());

describe('operation table', () => {
  it('has a valid call for every query and procedure of the lexicons', () => {
    expect(COVERAGE.withoutCall).toEqual([]);
    expect(COVERAGE.withoutLexicon).toEqual([]);
    expect(OPS.map((o) => o.nsid)).toEqual(COVERAGE.lexiconMethods);
    expect(OPS.length).toBeGreaterThanOrEqual(52);
  });
});

describe.each(OPS.map((o) => [o.nsid, o] as const))('%s', (_, op) => {
  it.each(VARIANTS.map((v) => [`${v.name} -> ${v.status} ${v.error}`, v] as const))('%s', async (_, v) => {
    const res = await send(s, op, op.build(fx), { authorization: v.header() });
    expectXrpcError(res, v.status, v.error);
  });
});

describe('after every refused call', () => {
  it('nothing of the fixture changed, and the owner token still works on every read', async () => {
    expect(await snapshot(s, fx)).toEqual(before);
  });

  it('a valid token on the same calls is accepted (the refusals above were about the credentials)', async () => {
    // The reads only: the writes are exercised on fresh fixtures by bad-input.test.ts.
    for (const op of OPS.filter((o) => o.kind === 'query')) {
      expectOutcome(await send(s, op, op.build(fx), { token: fx.actor.token }), op.answers);
    }
  });
});

describe('/xrpc/_health', () => {
  it('needs no token', async () => {
    const res = await s.fetch('/xrpc/_health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: expect.any(String) });
  });

  it('ignores a bad token', async () => {
    const res = await s.fetch('/xrpc/_health', { headers: { authorization: 'Bearer garbage' } });
    expect(res.status).toBe(200);
  });
});
