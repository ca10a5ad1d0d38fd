// Services supervised in real sandboxes: live status, output, stop/kill, crash loops,
// updates, and the sandbox's own start and stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Subscriber, startSubscriber } from '../events-helpers.js';
import { type TestActor, type TestServer, xrpcError } from '../harness.js';
import { startEngineServer, until } from './helpers.js';

let s: TestServer;
let a: TestActor;
let sub: Subscriber;
beforeAll(async () => {
  s = await startEngineServer({
    config: {
      services: { stopGraceMs: 1000, backoffMs: 100, backoffMaxMs: 400, crashLimit: 3, crashWindowMs: 30_000 },
      eventRetry: { baseMs: 100, maxMs: 400, attempts: 5 },
    },
  });
  a = s.actor();
  sub = await startSubscriber();
  await a.client.io.svc.event.addSubscription({ url: sub.url, events: ['service.started', 'service.exited', 'service.failed'] });
});
afterAll(async () => {
  await sub.close();
  await s.close();
});

/** A node HTTP server on 127.0.0.1:port answering `${reply} ${$GREETING}`. */
const webServer = (port: number, reply: string) =>
  `node -e "require('http').createServer((q, r) => r.end('${reply} ' + process.env.GREETING)).listen(${port}, '127.0.0.1', () => { console.log('listening in ' + process.cwd()); console.error('to stderr'); })"`;

const exec = (id: string, command: string) => a.client.io.svc.sandbox.exec({ command }, { qp: { id } }).then((r) => r.data);
/** What 127.0.0.1:port inside the sandbox answers, or `DOWN`. */
const fetchInside = async (id: string, port: number) =>
  (
    await exec(
      id,
      `node -e "fetch('http://127.0.0.1:${port}/').then((r) => r.text()).then((t) => process.stdout.write(t), () => process.stdout.write('DOWN'))"`,
    )
  ).stdout;
const services = async (id: string) => (await a.client.io.svc.service.getServices({ sandboxId: id })).data.services;
const service = async (sandboxId: string, name: string) => (await services(sandboxId)).find((x) => x.name === name);
const logs = async (serviceId: string, lines?: number) =>
  (await a.client.io.svc.service.getServiceLogs({ serviceId, ...(lines ? { lines } : {}) })).data.lines;

async function sandbox(name: string) {
  const { data } = await a.client.io.svc.sandbox.createSandbox({ name, envs: [{ name: 'GREETING', value: 'hi' }] });
  expect(data.status).toBe('RUNNING');
  return data;
}

describe('a service', () => {
  it('runs a web server in the sandbox with its variables, in /home/sandbox; its output is in the logs; stop and start', async () => {
    const sbx = await sandbox('svc-web');
    const { data: web } = await a.client.io.svc.service.addService(
      { service: { name: 'web', command: webServer(8080, 'hello') } },
      { qp: { sandboxId: sbx.id } },
    );
    expect(web).toMatchObject({ name: 'web', status: 'RUNNING' });
    expect(
      await until(
        'web answers',
        () => fetchInside(sbx.id, 8080),
        (t) => t !== 'DOWN',
      ),
    ).toBe('hello hi');
    const lines = await until(
      'logs',
      () => logs(web.id),
      (l) => l.length >= 2,
    );
    expect(lines.sort()).toEqual(['listening in /home/sandbox', 'to stderr']);
    expect((await exec(sbx.id, `ps -eo args | grep -c '^node -e'`)).stdout.trim()).toBe('1');

    const t0 = Date.now();
    const { data: stopped } = await a.client.io.svc.service.stopService(undefined, { qp: { serviceId: web.id } });
    expect(Date.now() - t0).toBeLessThan(900); // it honoured SIGTERM: no wait for the grace period
    expect(stopped).toMatchObject({ status: 'STOPPED', exitCode: 143 });
    expect(await fetchInside(sbx.id, 8080)).toBe('DOWN');
    expect(await service(sbx.id, 'web')).toMatchObject({ status: 'STOPPED', exitCode: 143 });

    const { data: started } = await a.client.io.svc.service.startService(undefined, { qp: { serviceId: web.id } });
    expect(started.status).toBe('RUNNING');
    expect(started.exitCode).toBeUndefined();
    expect(
      await until(
        'web answers again',
        () => fetchInside(sbx.id, 8080),
        (t) => t !== 'DOWN',
      ),
    ).toBe('hello hi');
    const restarted = await a.client.io.svc.service.restartService(undefined, { qp: { serviceId: web.id } });
    expect(restarted.data.status).toBe('RUNNING');
    expect(
      await until(
        'web answers after restart',
        () => fetchInside(sbx.id, 8080),
        (t) => t !== 'DOWN',
      ),
    ).toBe('hello hi');
    expect((await exec(sbx.id, `ps -eo args | grep -c '^node -e'`)).stdout.trim()).toBe('1');

    const events = await sub.until((r) => r.filter((x) => x.json.data.service?.id === web.id).length >= 5);
    const mine = events.filter((x) => x.json.data.service?.id === web.id).map((x) => x.json);
    expect(mine.find((e) => e.type === 'service.started')).toMatchObject({
      data: { sandbox: { id: sbx.id, name: 'svc-web' }, service: { id: web.id, name: 'web' } },
    });
    expect(mine.find((e) => e.type === 'service.exited')?.data).toMatchObject({ service: { id: web.id }, exitCode: 143 });
  });

  it('that crashes is restarted with backoff, then FAILED after repeated crashes; a clean exit is EXITED, not restarted', async () => {
    const sbx = await sandbox('svc-crash');
    const { data: crash } = await a.client.io.svc.service.addService(
      { service: { name: 'crash', command: 'echo "run $GREETING"; exit 3' } },
      { qp: { sandboxId: sbx.id } },
    );
    const seen = new Set<string>();
    const failed = await until(
      'crash fails',
      async () => {
        const x = await service(sbx.id, 'crash');
        seen.add(x?.status ?? '');
        return x;
      },
      (x) => x?.status === 'FAILED',
    );
    expect(failed).toMatchObject({ status: 'FAILED', exitCode: 3 });
    expect(seen.has('RESTARTING')).toBe(true);
    await new Promise((r) => setTimeout(r, 1000)); // no busy loop: nothing runs any more
    expect(await logs(crash.id)).toEqual(['run hi', 'run hi', 'run hi']);
    const events = await sub.until((r) => r.some((x) => x.json.type === 'service.failed' && x.json.data.service.id === crash.id));
    expect(events.filter((x) => x.json.data.service?.id === crash.id && x.json.type === 'service.started')).toHaveLength(3);
    expect(events.find((x) => x.json.type === 'service.failed')?.json.data).toMatchObject({
      sandbox: { id: sbx.id, name: 'svc-crash' },
      service: { id: crash.id, name: 'crash' },
      exitCode: 3,
    });

    // startService gives a FAILED service a fresh set of tries.
    await a.client.io.svc.service.startService(undefined, { qp: { serviceId: crash.id } });
    await until(
      'crash fails again',
      () => service(sbx.id, 'crash'),
      (x) => x?.status === 'FAILED',
    );
    expect(await logs(crash.id)).toHaveLength(6);

    const { data: once } = await a.client.io.svc.service.addService(
      { service: { name: 'once', command: 'sleep 600 & echo done' } },
      { qp: { sandboxId: sbx.id } },
    );
    expect(
      await until(
        'once exits',
        () => service(sbx.id, 'once'),
        (x) => x?.status === 'EXITED',
      ),
    ).toMatchObject({ exitCode: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await logs(once.id)).toEqual(['done']);
    // What it left running in the background ended with it.
    expect((await exec(sbx.id, 'ps -eo args')).stdout).not.toContain('sleep 600');
  });

  it('that ignores SIGTERM is killed after the grace period', async () => {
    const sbx = await sandbox('svc-stubborn');
    const { data: stubborn } = await a.client.io.svc.service.addService(
      { service: { name: 'stubborn', command: 'trap "" TERM; echo ready; while :; do sleep 0.1; done' } },
      { qp: { sandboxId: sbx.id } },
    );
    await until(
      'ready',
      () => logs(stubborn.id),
      (l) => l.includes('ready'),
    );
    const t0 = Date.now();
    const { data } = await a.client.io.svc.service.stopService(undefined, { qp: { serviceId: stubborn.id } });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(data).toMatchObject({ status: 'STOPPED', exitCode: 137 });
    expect((await exec(sbx.id, 'ps -eo args')).stdout).not.toContain('sleep 0.1');
  });

  it('updated while running is restarted with the new command; a stopped one stays stopped', async () => {
    const sbx = await sandbox('svc-update');
    const { data: web } = await a.client.io.svc.service.addService(
      { service: { name: 'web', command: webServer(8081, 'v1') } },
      { qp: { sandboxId: sbx.id } },
    );
    expect(
      await until(
        'v1',
        () => fetchInside(sbx.id, 8081),
        (t) => t !== 'DOWN',
      ),
    ).toBe('v1 hi');
    const { data: updated } = await a.client.io.svc.service.updateService(
      { service: { name: 'web', command: webServer(8081, 'v2'), description: 'second' } },
      { qp: { serviceId: web.id } },
    );
    expect(updated).toMatchObject({ status: 'RUNNING', description: 'second' });
    expect(
      await until(
        'v2',
        () => fetchInside(sbx.id, 8081),
        (t) => t === 'v2 hi',
      ),
    ).toBe('v2 hi');

    await a.client.io.svc.service.stopService(undefined, { qp: { serviceId: web.id } });
    const { data: again } = await a.client.io.svc.service.updateService(
      { service: { name: 'web', command: webServer(8081, 'v3') } },
      { qp: { serviceId: web.id } },
    );
    expect(again.status).toBe('STOPPED');
    expect(await fetchInside(sbx.id, 8081)).toBe('DOWN');
  });

  it('runs while its sandbox runs: stopped with it, started with it unless stopped by the user; deleted after a stop', async () => {
    const sbx = await sandbox('svc-sandbox');
    const add = (name: string, command: string) =>
      a.client.io.svc.service.addService({ service: { name, command } }, { qp: { sandboxId: sbx.id } }).then((r) => r.data);
    const web = await add('web', webServer(8082, 'up'));
    const off = await add('off', 'sleep 500');
    await a.client.io.svc.service.stopService(undefined, { qp: { serviceId: off.id } });
    expect(
      await until(
        'up',
        () => fetchInside(sbx.id, 8082),
        (t) => t !== 'DOWN',
      ),
    ).toBe('up hi');

    await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
    expect((await services(sbx.id)).map((x) => [x.name, x.status])).toEqual([
      ['off', 'STOPPED'],
      ['web', 'STOPPED'],
    ]);
    expect(await xrpcError(a.client.io.svc.service.startService(undefined, { qp: { serviceId: web.id } }))).toMatchObject({
      status: 409,
      error: 'SandboxNotRunning',
    });

    await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: sbx.id } });
    expect(Object.fromEntries((await services(sbx.id)).map((x) => [x.name, x.status]))).toEqual({ web: 'RUNNING', off: 'STOPPED' });
    expect(
      await until(
        'up again',
        () => fetchInside(sbx.id, 8082),
        (t) => t !== 'DOWN',
      ),
    ).toBe('up hi');

    await a.client.io.svc.service.deleteService(undefined, { qp: { serviceId: web.id } });
    expect(await fetchInside(sbx.id, 8082)).toBe('DOWN');
    expect((await services(sbx.id)).map((x) => x.name)).toEqual(['off']);
    expect(await xrpcError(a.client.io.svc.service.getServiceLogs({ serviceId: web.id }))).toMatchObject({
      status: 404,
      error: 'ServiceNotFound',
    });
    await a.client.io.svc.sandbox.deleteSandbox(undefined, { qp: { id: sbx.id } });
  });

  it('keeps a bounded log: the last 1000 lines at most', async () => {
    const sbx = await sandbox('svc-chatty');
    const { data: chatty } = await a.client.io.svc.service.addService(
      { service: { name: 'chatty', command: 'seq 1 5000; exec sleep 600' } },
      { qp: { sandboxId: sbx.id } },
    );
    const all = await until(
      '5000 lines',
      () => logs(chatty.id, 1000),
      (l) => l.at(-1) === '5000',
    );
    expect(all).toHaveLength(1000);
    expect(all[0]).toBe('4001');
    expect(await logs(chatty.id)).toEqual(all.slice(-100));
    expect(await logs(chatty.id, 3)).toEqual(['4998', '4999', '5000']);
  });
});
