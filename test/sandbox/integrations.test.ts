// Inbound webhooks with real sandboxes: recorded, written into the sandbox (now or at its
// next start), forwarded to a service inside it, signatures checked, deleted ones 404.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { startEngineServer, until } from './helpers.js';

let s: TestServer;
let a: TestActor;
beforeAll(async () => {
  s = await startEngineServer({ config: { forwardRetry: { baseMs: 100, maxMs: 400, attempts: 4 } } });
  a = s.actor();
});
afterAll(() => s.close());

const exec = (id: string, command: string, env: Record<string, string> = {}) =>
  a.client.io.svc.sandbox
    .exec({ command, env: Object.entries(env).map(([name, value]) => ({ name, value })) }, { qp: { id } })
    .then((r) => r.data);

/** POSTs to a webhook URL (through the test server's address: the URL says localhost). */
async function hook(webhookUrl: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}${new URL(webhookUrl).pathname}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const deliveries = async (id: string) => (await a.client.io.svc.sandbox.getIntegrationDeliveries({ id })).data;

// A tiny HTTP server for inside the sandbox: writes each request it gets to ~/got/<n>.json.
const RECEIVER = `
const fs = require('fs'); fs.mkdirSync('/home/sandbox/got', { recursive: true }); let n = 0;
require('http').createServer((q, r) => {
  const b = []; q.on('data', (c) => b.push(c));
  q.on('end', () => {
    fs.writeFileSync('/home/sandbox/got/' + (++n) + '.json', JSON.stringify({ method: q.method, url: q.url, headers: q.headers, body: Buffer.concat(b).toString() }));
    r.end('ok');
  });
}).listen(+process.env.PORT, '127.0.0.1');`;

describe('webhook deliveries', () => {
  it('a POST is answered 202, listed by getIntegrationDeliveries and appears as a file in the running sandbox', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'Git Hub/../x' });
    expect(int).toMatchObject({ signed: false });
    expect(int.target).toBeUndefined();
    const res = await hook(int.webhookUrl, '{"action":"opened"}', { 'content-type': 'application/json', 'x-github-event': 'issues' });
    expect(res.status).toBe(202);
    expect(res.body.id).toMatch(/^dlv-[a-z0-9]+$/);
    const file = `/home/sandbox/.svc/integrations/Git_Hub_.._x/${res.body.id}.json`;
    const written = await until('the delivery file', async () => {
      const r = await exec(sbx.id, `cat ${file}`);
      return r.exitCode === 0 && r.stdout;
    });
    expect(JSON.parse(written)).toMatchObject({
      id: res.body.id,
      integrationId: int.id,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-github-event': 'issues' },
      body: '{"action":"opened"}',
      bodyEncoding: 'utf8',
    });
    const { deliveries: list, total } = await deliveries(int.id);
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ id: res.body.id, method: 'POST', state: 'DELIVERED', body: '{"action":"opened"}', size: 19 });
    expect(list[0].fileWrittenAt).toBeTruthy();
    expect(list[0].headers).toContainEqual({ name: 'x-github-event', value: 'issues' });
    // Hop-by-hop headers are not part of the record.
    expect(list[0].headers.map((h) => h.name)).not.toContain('connection');
  });

  it('binary bodies are kept exactly (base64); over 1 MiB is 413', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ start: false });
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'bin' });
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x01]);
    expect((await hook(int.webhookUrl, bytes, { 'content-type': 'application/octet-stream' })).status).toBe(202);
    const [d] = (await deliveries(int.id)).deliveries;
    expect(d).toMatchObject({ bodyEncoding: 'base64', body: bytes.toString('base64'), size: 4, state: 'PENDING' });
    const big = await hook(int.webhookUrl, Buffer.alloc(1024 * 1024 + 1, 0x61));
    expect(big).toMatchObject({ status: 413, body: { error: 'PayloadTooLarge' } });
    expect((await deliveries(int.id)).total).toBe(1);
  });

  it('a delivery to a stopped sandbox is handed over at its next start', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ start: false });
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'Slack' });
    const res = await hook(int.webhookUrl, 'payload=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect((await deliveries(int.id)).deliveries[0]).toMatchObject({ state: 'PENDING' });
    await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: sbx.id } });
    // Written before startSandbox answers.
    const r = await exec(
      sbx.id,
      `cat /home/sandbox/.svc/integrations/Slack/${res.body.id}.json; stat -c '%a %u' /home/sandbox/.svc/integrations/Slack/${res.body.id}.json`,
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('"body": "payload=1"');
    expect(r.stdout.trim().split('\n').pop()).toBe('600 1000');
    await until('DELIVERED', async () => (await deliveries(int.id)).deliveries[0].state === 'DELIVERED');
  });

  it('a service named as target receives the POST with the original body and headers plus the delivery id', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    await a.client.io.svc.service.addService(
      { service: { name: 'api', command: 'node server.js', ports: [3000] } },
      { qp: { sandboxId: sbx.id } },
    );
    // Supervision is not this test's subject: the receiver is started by hand.
    expect((await exec(sbx.id, 'nohup node -e "$RECEIVER" >/dev/null 2>&1 &', { RECEIVER, PORT: '3000' })).exitCode).toBe(0);
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({
      id: sbx.id,
      name: 'GitHub',
      target: { service: 'api', path: '/hooks/gh?x=1' },
    });
    expect(int.target).toEqual({ service: 'api', path: '/hooks/gh?x=1' });
    const res = await hook(int.webhookUrl, '{"zen":"hi"}', { 'content-type': 'application/json', 'x-github-delivery': 'abc-123' });
    expect(res.status).toBe(202);
    const got = await until('the forwarded request', async () => {
      const r = await exec(sbx.id, 'cat ~/got/1.json');
      return r.exitCode === 0 && JSON.parse(r.stdout);
    });
    expect(got).toMatchObject({
      method: 'POST',
      url: '/hooks/gh?x=1',
      body: '{"zen":"hi"}',
      headers: {
        'content-type': 'application/json',
        'x-github-delivery': 'abc-123',
        'x-svc-delivery-id': res.body.id,
        'x-svc-integration-id': int.id,
      },
    });
    const d = await until('DELIVERED', async () => {
      const [x] = (await deliveries(int.id)).deliveries;
      return x.state === 'DELIVERED' && x;
    });
    expect(d).toMatchObject({ lastStatus: 200 });
    expect(d.attempts).toBeGreaterThanOrEqual(1);
    expect(d.forwardedAt).toBeTruthy();
  });

  it('a target that does not answer is retried with backoff, then FAILED; one that comes up later gets it', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const { data: dead } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'dead', target: { port: 3999 } });
    await hook(dead.webhookUrl, 'x');
    const failed = await until('FAILED', async () => {
      const [x] = (await deliveries(dead.id)).deliveries;
      return x.state === 'FAILED' && x;
    });
    expect(failed).toMatchObject({ attempts: 4, lastError: expect.stringMatching(/port 3999/) });
    expect(failed.fileWrittenAt).toBeTruthy();

    const { data: late } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'late', target: { port: 3001 } });
    await hook(late.webhookUrl, 'y');
    await until('a failed attempt', async () => (await deliveries(late.id)).deliveries[0].attempts >= 1);
    await exec(sbx.id, 'nohup node -e "$RECEIVER" >/dev/null 2>&1 &', { RECEIVER, PORT: '3001' });
    await until('DELIVERED', async () => (await deliveries(late.id)).deliveries[0].state === 'DELIVERED');
  });
});

describe('who may deliver', () => {
  it('with a signing secret: valid GitHub and Standard Webhooks signatures pass, a bad one is 401 and recorded REFUSED', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const secret = 'gh-signing-secret';
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'signed', signingSecret: secret });
    expect(int.signed).toBe(true);
    expect(JSON.stringify(int)).not.toContain(secret);
    const body = '{"ref":"main"}';
    const hub = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    expect((await hook(int.webhookUrl, body, { 'x-hub-signature-256': hub })).status).toBe(202);
    const ts = Math.floor(Date.now() / 1000);
    const std = `v1,${createHmac('sha256', secret).update(`msg_1.${ts}.${body}`).digest('base64')}`;
    expect(
      (await hook(int.webhookUrl, body, { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': std })).status,
    ).toBe(202);

    const bad = await hook(int.webhookUrl, body, { 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` });
    expect(bad).toMatchObject({ status: 401, body: { error: 'InvalidSignature' } });
    const stale = await hook(int.webhookUrl, body, {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts - 3600),
      'webhook-signature': std,
    });
    expect(stale.status).toBe(401);
    expect((await hook(int.webhookUrl, body)).status).toBe(401);

    // Refused deliveries are recorded, never handed to the sandbox.
    const list = await until('the accepted ones DELIVERED', async () => {
      const l = (await deliveries(int.id)).deliveries;
      return l.filter((d) => d.state === 'DELIVERED').length === 2 && l;
    });
    expect(list.map((d) => d.state).sort()).toEqual(['DELIVERED', 'DELIVERED', 'REFUSED', 'REFUSED', 'REFUSED']);
    expect(list.find((d) => d.id === bad.body.id)).toMatchObject({
      state: 'REFUSED',
      lastError: expect.stringMatching(/X-Hub-Signature-256/),
    });
    expect((await exec(sbx.id, 'ls /home/sandbox/.svc/integrations/signed | wc -l')).stdout.trim()).toBe('2');
    expect((await exec(sbx.id, `test -e /home/sandbox/.svc/integrations/signed/${bad.body.id}.json`)).exitCode).toBe(1);
  });

  it('unknown ids, wrong secrets and deleted integrations answer the same 404', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ start: false });
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'gone' });
    const url = new URL(int.webhookUrl);
    const [, , id, secret] = url.pathname.split('/');
    expect(secret).toMatch(/^[a-z0-9]{32}$/);
    const wrong = await hook(`${url.origin}/hooks/${id}/${'x'.repeat(32)}`, 'x');
    const unknown = await hook(`${url.origin}/hooks/int-doesnotexist0000/${secret}`, 'x');
    expect(wrong).toEqual({ status: 404, body: { error: 'NotFound', message: 'no such webhook' } });
    expect(unknown).toEqual(wrong);
    expect((await hook(int.webhookUrl, 'x')).status).toBe(202);
    await a.client.io.svc.sandbox.deleteIntegration(undefined, { qp: { id: int.id } });
    expect(await hook(int.webhookUrl, 'x')).toEqual(wrong);
    expect((await fetch(`${s.url}${url.pathname}`)).status).toBe(405);
    // The secret part of webhook URLs is never logged.
    expect(s.logs.join('\n')).not.toContain(secret);
  });

  it('only the last 100 deliveries of an integration are kept', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ start: false });
    const { data: int } = await a.client.io.svc.sandbox.createIntegration({ id: sbx.id, name: 'many' });
    const ids: string[] = [];
    for (let i = 0; i < 103; i++) ids.push((await hook(int.webhookUrl, String(i))).body.id);
    const { total, deliveries: page } = (await a.client.io.svc.sandbox.getIntegrationDeliveries({ id: int.id, limit: 100 })).data;
    expect(total).toBe(100);
    expect(page[0].body).toBe('102');
    expect(page.map((d) => d.id)).not.toContain(ids[0]);
  });
});
