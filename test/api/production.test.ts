// Production mode (no response validation) serializes responses in the handlers: the
// bodies must be the same JSON a client gets in development.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer, xrpcError } from '../harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ config: { validateResponse: false } });
});
afterAll(() => s.close());

it('answers the same shapes with validation off', async () => {
  const a = s.actor();
  const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ name: 'prod', start: false, topics: ['x'] });
  await a.client.io.svc.sandbox.exposePort({ port: 4000 }, { qp: { id: sbx.id } });
  const list = await s.fetch(`/xrpc/io.svc.actor.getActorSandboxes?did=${a.did}`, { token: a.token });
  expect(list.status).toBe(200);
  expect(list.body).toMatchObject({ total: 1, sandboxes: [{ id: sbx.id, name: 'prod', topics: ['x'], ports: [4000], keepAlive: false }] });
  expect(list.body.sandboxes[0]).not.toHaveProperty('description');
  expect((await a.client.io.svc.sandbox.getSandbox({ id: 'prod' })).data.sandbox.ports).toEqual([4000]);
  expect(await xrpcError(a.client.io.svc.sandbox.getSandbox({ id: 'nope' }))).toMatchObject({ status: 404, error: 'SandboxNotFound' });
});
