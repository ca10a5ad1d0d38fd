import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { xrpcError } from '../harness.js';
import { startEngineServer, until } from './helpers.js';

let s: TestServer;
let a: TestActor;
beforeAll(async () => {
  s = await startEngineServer();
  a = s.actor();
});
afterAll(() => s.close());

/** The id of the sandbox kept warm, once it is ready. */
const warmId = () =>
  until('a warm sandbox', async () => {
    const ids = readdirSync(join(s.dataDir, 'engine', 'warm'));
    if (ids.length !== 1 || !existsSync(join(s.dataDir, 'engine', 'run', `${ids[0]}.json`))) return undefined;
    return ids[0];
  });

describe('warm sandboxes through the API', () => {
  it('a create takes the warm sandbox: same id, running at once, its own workspace and hostname', async () => {
    const id = await warmId();
    const { data } = await a.client.io.svc.sandbox.createSandbox({ name: 'warm-1' });
    expect(data).toMatchObject({ id, status: 'RUNNING' });
    const r = await a.client.io.svc.sandbox.exec({ command: 'hostname; echo x > f; pwd' }, { qp: { id } });
    expect(r.data).toMatchObject({ stdout: `${id}\n/home/sandbox\n`, exitCode: 0 });
    expect(readdirSync(join(s.dataDir, 'sandboxes', id, 'home'))).toEqual(['f']);
  });

  it('a create that fails gives the warm sandbox back for the next one', async () => {
    const id = await warmId();
    const err = await xrpcError(a.client.io.svc.sandbox.createSandbox({ name: 'warm-1' }));
    expect(err).toMatchObject({ status: 409, error: 'NameTaken' });
    expect(readdirSync(join(s.dataDir, 'engine', 'warm'))).toEqual([id]);
    const { data } = await a.client.io.svc.sandbox.createSandbox({ name: 'warm-2' });
    expect(data).toMatchObject({ id, status: 'RUNNING' });
  });

  it('a sandbox created stopped, or with outbound network, does not take it', async () => {
    const id = await warmId();
    const { data: off } = await a.client.io.svc.sandbox.createSandbox({ name: 'warm-off', start: false });
    expect(off.id).not.toBe(id);
    const { data: net } = await a.client.io.svc.sandbox.createSandbox({ name: 'warm-net', network: { mode: 'full' } });
    expect(net).toMatchObject({ status: 'RUNNING' });
    expect(net.id).not.toBe(id);
    expect(readdirSync(join(s.dataDir, 'engine', 'warm'))).toEqual([id]);
  });
});
