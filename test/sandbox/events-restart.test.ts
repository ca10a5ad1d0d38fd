// The outbox survives a crash: events recorded (and not yet delivered) before a SIGKILL of
// the server are delivered by the next server process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cliActor, freePort, serveProcess, stopSandboxes } from '../cli.js';
import { startSubscriber, verifySignature } from '../events-helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'svc-events-restart-'));
afterAll(async () => {
  await stopSandboxes(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

it('events written before a SIGKILL of the server are delivered after it starts again', async () => {
  const port = await freePort();
  const { call } = cliActor(dataDir, 'outbox.test', port);
  const env = { SVC_ALLOW_PRIVATE_WEBHOOKS: '1', SVC_EVENT_RETRY_BASE_MS: '200' };
  const sub = await startSubscriber();
  let up = false;
  sub.answer = () => (up ? 200 : 503);
  let server = await serveProcess(dataDir, port, env);
  try {
    const { secret } = await call('io.svc.event.addSubscription', { url: sub.url });
    const sbx = await call('io.svc.sandbox.createSandbox', { name: 'outboxed' });
    expect(sbx.status).toBe('RUNNING');
    // Both events were tried and refused by the subscriber: still pending when the server dies.
    await sub.until((r) => new Set(r.map((x) => x.json.type)).size === 2);
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    const refused = sub.received.length;
    expect(sub.received.every((r) => r.status === 503)).toBe(true);

    up = true;
    server = await serveProcess(dataDir, port, env);
    const got = await sub.until((r) => r.filter((x) => x.status === 200).length >= 2);
    const delivered = got.slice(refused).filter((x) => x.status === 200);
    expect(delivered.map((r) => r.json.type).sort()).toEqual(['sandbox.created', 'sandbox.started']);
    for (const r of delivered) {
      expect(verifySignature(secret, r)).toBe(true);
      expect(r.json.data.sandbox).toEqual({ id: sbx.id, name: 'outboxed' });
    }
    const subs = await call('io.svc.event.getSubscriptions');
    const log = await call('io.svc.event.getDeliveries', undefined, `?id=${subs.subscriptions[0].id}`);
    expect(log.deliveries.map((d: { state: string }) => d.state)).toEqual(['DELIVERED', 'DELIVERED']);
    await call('io.svc.sandbox.deleteSandbox', {}, `?id=${sbx.id}`);
  } finally {
    server.kill('SIGKILL');
    await sub.close();
  }
});
