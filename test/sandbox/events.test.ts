// Lifecycle events of real sandboxes, received by a subscriber started here, each signed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Subscriber, startSubscriber, verifySignature } from '../events-helpers.js';
import type { TestActor, TestServer } from '../harness.js';
import { startEngineServer } from './helpers.js';

let s: TestServer;
let a: TestActor;
let sub: Subscriber;
let secret: string;
beforeAll(async () => {
  s = await startEngineServer({ config: { eventRetry: { baseMs: 100, maxMs: 400, attempts: 5 } } });
  a = s.actor();
  sub = await startSubscriber();
  secret = (await a.client.io.svc.event.addSubscription({ url: sub.url })).data.secret!;
});
afterAll(async () => {
  await sub.close();
  await s.close();
});

/** The events received about one sandbox, once `n` of them have arrived, each checked for its signature. */
async function eventsOf(sandboxId: string, n: number) {
  const got = await sub.until((r) => r.filter((x) => x.json.data.sandbox?.id === sandboxId).length >= n);
  const mine = got.filter((x) => x.json.data.sandbox?.id === sandboxId);
  for (const r of mine) expect(verifySignature(secret, r), r.json.type).toBe(true);
  return mine.map((r) => r.json);
}

it('create, start, stop and delete are delivered, signed, with the stop reason', async () => {
  const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ name: 'lifecycle' });
  await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
  await a.client.io.svc.sandbox.deleteSandbox(undefined, { qp: { id: sbx.id } });
  const events = await eventsOf(sbx.id, 4);
  const ref = { id: sbx.id, name: 'lifecycle' };
  expect(events.map((e) => e.type).sort()).toEqual(['sandbox.created', 'sandbox.deleted', 'sandbox.started', 'sandbox.stopped']);
  expect(events.find((e) => e.type === 'sandbox.started')?.data).toEqual({ sandbox: ref });
  expect(events.find((e) => e.type === 'sandbox.stopped')?.data).toEqual({ sandbox: ref, reason: 'user', detail: 'user' });
  expect(events.find((e) => e.type === 'sandbox.deleted')?.data).toEqual({ sandbox: ref });
  for (const e of events) expect(Date.parse(e.timestamp)).toBeGreaterThan(Date.now() - 60_000);
});

it('an idle timeout and a dead sandbox say why they stopped; a failed start is sandbox.failed', async () => {
  const { data: idle } = await a.client.io.svc.sandbox.createSandbox({ timeout: 1 });
  await s.ctx.idle.sweep(Date.now() + 5000);
  const idleEvents = await eventsOf(idle.id, 3);
  expect(idleEvents.find((e) => e.type === 'sandbox.stopped')?.data).toMatchObject({ reason: 'idle_timeout' });

  const { data: dying } = await a.client.io.svc.sandbox.createSandbox({ keepAlive: true });
  const pid = (s.ctx.db.prepare('SELECT engine_pid FROM sandboxes WHERE id = ?').get(dying.id) as { engine_pid: number }).engine_pid;
  process.kill(pid, 'SIGKILL');
  const dead = await eventsOf(dying.id, 4);
  expect(dead.find((e) => e.type === 'sandbox.stopped')?.data).toMatchObject({ reason: 'failure' });
  expect(dead.find((e) => e.type === 'sandbox.failed')?.data).toMatchObject({ reason: expect.stringMatching(/unexpectedly/) });

  const { data: bad } = await a.client.io.svc.sandbox.createSandbox({ repo: '/etc' });
  expect(bad.status).toBe('FAILED');
  const failed = await eventsOf(bad.id, 2);
  expect(failed.map((e) => e.type).sort()).toEqual(['sandbox.created', 'sandbox.failed']);
});

it('ports and integration deliveries are events too', async () => {
  const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
  await a.client.io.svc.sandbox.exposePort({ port: 3000 }, { qp: { id: sbx.id } });
  await a.client.io.svc.sandbox.unexposePort({ port: 3000 }, { qp: { id: sbx.id } });
  const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'GitHub' });
  const res = await fetch(`${s.url}${new URL(int.webhookUrl).pathname}`, { method: 'POST', body: 'hi' });
  const { id } = (await res.json()) as { id: string };
  const events = await eventsOf(sbx.id, 5);
  expect(events.find((e) => e.type === 'port.exposed')?.data).toMatchObject({ port: 3000 });
  expect(events.find((e) => e.type === 'port.unexposed')?.data).toMatchObject({ port: 3000 });
  expect(events.find((e) => e.type === 'integration.delivery')?.data).toEqual({
    sandbox: { id: sbx.id, name: sbx.name },
    integration: { id: int.id, name: 'GitHub' },
    delivery: { id, state: 'PENDING', method: 'POST', size: 2 },
  });
});

it('a service that crashes and a backup are delivered as service.* and backup.created', async () => {
  const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ name: 'svc-events' });
  const { data: svc } = await a.client.io.svc.service.addService(
    { service: { name: 'crasher', command: 'exit 7' } },
    { qp: { sandboxId: sbx.id } },
  );
  await a.client.io.svc.sandbox.exec({ command: 'mkdir -p d && echo x > d/f' }, { qp: { id: sbx.id } });
  const { data: backup } = await a.client.io.svc.sandbox.createBackup({ directory: '/home/sandbox/d' }, { qp: { id: sbx.id } });
  const got = await sub.until((r) =>
    ['service.failed', 'backup.created'].every((t) => r.some((x) => x.json.type === t && x.json.data.sandbox?.id === sbx.id)),
  );
  const mine = got.filter((x) => x.json.data.sandbox?.id === sbx.id);
  for (const r of mine) expect(verifySignature(secret, r), r.json.type).toBe(true);
  const types = mine.map((r) => r.json.type);
  expect(types).toContain('service.started');
  expect(types).toContain('service.exited');
  expect(mine.find((r) => r.json.type === 'service.exited')?.json.data).toMatchObject({
    service: { id: svc.id, name: 'crasher' },
    exitCode: 7,
  });
  expect(mine.find((r) => r.json.type === 'backup.created')?.json.data).toMatchObject({
    backup: { id: backup.id, directory: '/home/sandbox/d' },
  });
});
