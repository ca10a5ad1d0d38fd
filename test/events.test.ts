// Event subscriptions without a sandbox engine: the records, signed deliveries, retries,
// giving up, and which URLs are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Subscriber, startSubscriber, verifySignature } from './events-helpers.js';
import { startServer, type TestActor, type TestServer, xrpcError } from './harness.js';

let s: TestServer;
let a: TestActor;
let sub: Subscriber;
beforeAll(async () => {
  s = await startServer({ config: { eventRetry: { baseMs: 100, maxMs: 400, attempts: 3 } } });
  a = s.actor();
  sub = await startSubscriber();
});
afterAll(async () => {
  await sub.close();
  await s.close();
});

const deliveries = async (id: string) => (await a.client.io.svc.event.getDeliveries({ id })).data;

describe('subscriptions', () => {
  it('addSubscription shows the signing secret once; getSubscriptions never does', async () => {
    const { data: created } = await a.client.io.svc.event.addSubscription({ url: sub.url, events: ['sandbox.created'] });
    expect(created).toMatchObject({ id: expect.stringMatching(/^sub-/), url: sub.url, events: ['sandbox.created'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const { data: list } = await a.client.io.svc.event.getSubscriptions({});
    expect(list.total).toBe(1);
    expect(list.subscriptions[0]).toEqual({ ...created, secret: undefined });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    await a.client.io.svc.event.deleteSubscription(undefined, { qp: { id: created.id } });
    expect((await a.client.io.svc.event.getSubscriptions({})).data.total).toBe(0);
  });

  it('events are signed Standard Webhooks; filters by type and sandbox apply; sandbox.deleted reaches a sandbox subscription', async () => {
    const { data: other } = await a.client.io.svc.sandbox.createSandbox({ start: false });
    const { data: all } = await a.client.io.svc.event.addSubscription({ url: `${sub.url}?all` });
    const { data: one } = await a.client.io.svc.event.addSubscription({ url: `${sub.url}?one`, sandboxId: other.name });
    expect(one.sandboxId).toBe(other.id);
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ start: false, name: 'evented' });
    await a.client.io.svc.sandbox.exposePort({ port: 4000 }, { qp: { id: sbx.id } });
    await a.client.io.svc.sandbox.unexposePort({ port: 4000 }, { qp: { id: sbx.id } });
    await a.client.io.svc.sandbox.deleteSandbox(undefined, { qp: { id: other.id } });
    await a.client.io.svc.sandbox.deleteSandbox(undefined, { qp: { id: sbx.id } });
    const got = await sub.until((r) => r.filter((x) => x.json.type === 'sandbox.deleted').length === 3);
    const toAll = got.filter((r) => verifySignature(all.secret!, r));
    const toOne = got.filter((r) => verifySignature(one.secret!, r));
    // Deliveries run concurrently: their order is not guaranteed.
    expect(toAll.map((r) => r.json.type).sort()).toEqual([
      'port.exposed',
      'port.unexposed',
      'sandbox.created',
      'sandbox.deleted',
      'sandbox.deleted',
    ]);
    expect(toOne.map((r) => r.json.type)).toEqual(['sandbox.deleted']);
    expect(toAll.length + toOne.length).toBe(got.length);
    const created = toAll.find((r) => r.json.type === 'sandbox.created')!;
    expect(created.json).toEqual({
      type: 'sandbox.created',
      timestamp: expect.any(String),
      data: { sandbox: { id: sbx.id, name: 'evented' } },
    });
    expect(created.headers['webhook-id']).toMatch(/^evt-/);
    expect(created.headers['content-type']).toBe('application/json');
    expect(toAll.find((r) => r.json.type === 'port.exposed')?.json.data).toMatchObject({
      sandbox: { id: sbx.id },
      port: 4000,
      previewUrl: expect.stringContaining(`4000-${sbx.id}`),
    });
    // Signed with another subscription's secret: does not verify.
    expect(verifySignature(one.secret!, created)).toBe(false);
    const log = await deliveries(all.id);
    expect(log.total).toBe(5);
    expect(log.deliveries.every((d) => d.state === 'DELIVERED' && d.attempts === 1 && d.lastStatus === 200 && d.deliveredAt)).toBe(true);
    for (const id of [all.id, one.id]) await a.client.io.svc.event.deleteSubscription(undefined, { qp: { id } });
  });

  it('a subscriber that fails at first receives the event after retries (same webhook-id); one that keeps failing is given up', async () => {
    const before = sub.received.length;
    sub.answer = (n) => (n < before + 2 ? 503 : 200);
    const { data: flaky } = await a.client.io.svc.event.addSubscription({ url: `${sub.url}?flaky` });
    await a.client.io.svc.sandbox.createSandbox({ start: false });
    const got = await sub.until((r) => r.length >= before + 3);
    const attempts = got.slice(before);
    expect(attempts.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(attempts.every((r) => verifySignature(flaky.secret!, r))).toBe(true);
    const [d] = (await deliveries(flaky.id)).deliveries;
    expect(d).toMatchObject({ state: 'DELIVERED', attempts: 3, lastStatus: 200, eventId: attempts[0].headers['webhook-id'] });
    await a.client.io.svc.event.deleteSubscription(undefined, { qp: { id: flaky.id } });

    sub.answer = () => 500;
    const { data: down } = await a.client.io.svc.event.addSubscription({ url: `${sub.url}?down` });
    await a.client.io.svc.sandbox.createSandbox({ start: false });
    for (let i = 0; ; i++) {
      const [x] = (await deliveries(down.id)).deliveries;
      if (x?.state === 'FAILED') {
        expect(x).toMatchObject({ attempts: 3, lastStatus: 500, lastError: 'answered HTTP 500' });
        expect(x.nextAttemptAt).toBeUndefined();
        break;
      }
      if (i > 100) throw new Error(`not given up: ${JSON.stringify(x)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    sub.answer = () => 200;
  });

  it('unknown event types, other URLs schemes and other actors’ subscriptions are refused', async () => {
    expect(await xrpcError(a.client.io.svc.event.addSubscription({ url: sub.url, events: ['sandbox.exploded'] }))).toMatchObject({
      status: 400,
      error: 'InvalidRequest',
    });
    expect(await xrpcError(a.client.io.svc.event.addSubscription({ url: 'file:///etc/passwd' }))).toMatchObject({ status: 400 });
    const { data: mine } = await a.client.io.svc.event.addSubscription({ url: sub.url });
    const b = s.actor();
    expect(await xrpcError(b.client.io.svc.event.getDeliveries({ id: mine.id }))).toMatchObject({
      status: 404,
      error: 'SubscriptionNotFound',
    });
    expect(await xrpcError(b.client.io.svc.event.deleteSubscription(undefined, { qp: { id: mine.id } }))).toMatchObject({
      status: 404,
      error: 'SubscriptionNotFound',
    });
    expect((await b.client.io.svc.event.getSubscriptions({})).data.total).toBe(0);
    await a.client.io.svc.event.deleteSubscription(undefined, { qp: { id: mine.id } });
  });
});

describe('without SVC_ALLOW_PRIVATE_WEBHOOKS', () => {
  it('loopback, private and link-local URLs are refused', async () => {
    const strict = await startServer({ config: { allowPrivateWebhooks: false } });
    try {
      const c = strict.actor().client;
      for (const url of [
        'http://127.0.0.1:8080/x',
        'http://localhost/x',
        'http://api.localhost/x',
        'http://10.1.2.3/x',
        'http://192.168.0.1/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/x',
        'http://[fd00::1]/x',
        'http://[::ffff:127.0.0.1]/x',
      ]) {
        const e = await xrpcError(c.io.svc.event.addSubscription({ url }));
        expect(e, url).toMatchObject({
          status: 400,
          error: 'InvalidRequest',
          message: expect.stringMatching(/^url: .*SVC_ALLOW_PRIVATE_WEBHOOKS/),
        });
      }
      expect((await c.io.svc.event.addSubscription({ url: 'https://hooks.example.com/svc' })).data.url).toBe(
        'https://hooks.example.com/svc',
      );
    } finally {
      await strict.close();
    }
  });
});
