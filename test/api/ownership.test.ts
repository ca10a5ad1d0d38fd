// Ownership matrix: actor B, with a valid token and records of its own, calls every
// operation that names something with actor A's ids (and A's sandbox name). Each answers
// 404 with the specific NotFound name, as if the id did not exist (an actor's sandbox list is
// 403), and nothing of A's changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { type Call, expectXrpcError, type Fixture, makeFixture, NOT_FOUND, OPS, type Op, op, send, snapshot } from './ops.js';

let s: TestServer;
let a: Fixture;
let b: Fixture;
let before: Record<string, unknown>;

beforeAll(async () => {
  s = await startServer();
  a = await makeFixture(s);
  b = await makeFixture(s);
  before = await snapshot(s, a);
});
afterAll(() => s.close());

/** Every operation that names something of A's, by sandbox id and (where it names the sandbox) by name. */
const MATRIX: [string, Op, 'id' | 'name'][] = OPS.filter((o) => o.scope && o.scope !== 'actor').flatMap((o) =>
  (o.namesSandbox ? (['id', 'name'] as const) : (['id'] as const)).map((ref): [string, Op, 'id' | 'name'] => [
    `${o.nsid}${o.namesSandbox ? ` (sandbox by ${ref})` : ''} -> 404 ${NOT_FOUND[o.scope as keyof typeof NOT_FOUND]}`,
    o,
    ref,
  ]),
);

describe('B calls with A’s ids', () => {
  it('covers every operation that takes an id', () => {
    const unscoped = OPS.filter((o) => !o.scope).map((o) => o.nsid);
    expect(unscoped.sort()).toEqual([
      'io.svc.actor.getProfile',
      'io.svc.actor.getTerminalToken',
      'io.svc.event.getSubscriptions',
      'io.svc.publicKey.getPublicKey',
      'io.svc.sandbox.createSandbox',
      'io.svc.sandbox.getSandboxes',
    ]);
  });

  it.each(MATRIX)('%s', async (_, o, ref) => {
    const res = await send(s, o, o.build(a, ref), { token: b.actor.token });
    expectXrpcError(res, 404, NOT_FOUND[o.scope as keyof typeof NOT_FOUND]);
    // Not even the existence of the id leaks: the answer is the one an unknown id gets.
    expect(res.body.message).not.toContain(a.actor.did);
    expect(res.body.message).not.toContain(a.actor.handle);
  });

  it.each([
    ['did', () => a.actor.did],
    ['handle', () => a.actor.handle],
  ])('io.svc.actor.getActorSandboxes with A’s %s -> 403 Forbidden', async (_, id) => {
    const o = op('io.svc.actor.getActorSandboxes');
    const res = await send(s, o, { params: { ...o.build(b).params, did: id() } }, { token: b.actor.token });
    expectXrpcError(res, 403, 'Forbidden');
    expect(JSON.stringify(res.body)).not.toContain(a.sandbox.id);
  });

  it('an id of A answers exactly like an id that never existed', async () => {
    const o = op('io.svc.variable.getVariable');
    const theirs = await send(s, o, { params: { id: a.variableId } }, { token: b.actor.token });
    const unknown = await send(s, o, { params: { id: 'var-doesnotexist00' } }, { token: b.actor.token });
    expect(theirs.status).toBe(unknown.status);
    expect(theirs.body.error).toBe(unknown.body.error);
    expect(theirs.body.message.replace(a.variableId, '<id>')).toBe(unknown.body.message.replace('var-doesnotexist00', '<id>'));
  });
});

describe('B cannot move its own records into A’s sandbox', () => {
  const MOVES: [string, string, keyof Fixture, string][] = [
    ['io.svc.variable.updateVariable', 'variable', 'variableId', 'variables'],
    ['io.svc.secret.updateSecret', 'secret', 'secretId', 'secrets'],
    ['io.svc.file.updateFile', 'file', 'fileId', 'files'],
    ['io.svc.volume.updateVolume', 'volume', 'volumeId', 'volumes'],
  ];
  const cases = MOVES.flatMap((m) =>
    (['id', 'name'] as const).map((ref) => [`${m[0]} with sandboxId = A’s sandbox ${ref}`, ...m, ref] as const),
  );

  it.each(cases)('%s -> 404 SandboxNotFound', async (_, nsid, kind, idKey, list, ref) => {
    const o = op(nsid);
    const call = o.build(b) as Call & { body: Record<string, any> };
    expect(call.body.id).toBe(b[idKey]);
    call.body[kind].sandboxId = a.sandbox[ref];
    const res = await send(s, o, call, { token: b.actor.token });
    expectXrpcError(res, 404, 'SandboxNotFound');
    // The record stayed in B's sandbox, unchanged.
    const listOp = op(`io.svc.${kind}.get${kind[0].toUpperCase()}${kind.slice(1)}s`);
    const mine = await send(s, listOp, { params: { sandboxId: b.sandbox.id } }, { token: b.actor.token });
    const row = mine.body[list].find((r: { id: string }) => r.id === b[idKey]);
    expect(row).toBeDefined();
    expect(row.updatedAt).toBe(row.createdAt);
  });

  it('B’s service cannot be put in A’s sandbox by adding it there', async () => {
    const o = op('io.svc.service.addService');
    const res = await send(s, o, o.build(a), { token: b.actor.token });
    expectXrpcError(res, 404, 'SandboxNotFound');
  });
});

describe('afterwards', () => {
  it('nothing of A’s changed: sandbox, records, ports, VPN key, backups, stored bytes', async () => {
    expect(await snapshot(s, a)).toEqual(before);
  });

  it('A still reaches everything with its own token', async () => {
    for (const [, o, ref] of MATRIX.filter(([, o]) => o.kind === 'query')) {
      const res = await send(s, o, o.build(a, ref), { token: a.actor.token });
      expect(res.status, `${o.nsid}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('B’s own records are where they were', async () => {
    const res = await send(s, op('io.svc.variable.getVariables'), { params: { sandboxId: b.sandbox.id } }, { token: b.actor.token });
    expect(res.body.variables.map((v: { id: string }) => v.id)).toContain(b.variableId);
    expect(res.body.total).toBe(1);
  });
});
