// After a SIGKILL of the server, a re-attached sandbox's services are supervised again:
// the processes left from before are stopped and the services started afresh.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cliActor, freePort, serveProcess, stopSandboxes } from '../cli.js';

const dataDir = mkdtempSync(join(tmpdir(), 'svc-svc-restart-'));
afterAll(async () => {
  await stopSandboxes(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

it('services of a re-attached sandbox run again, once, with fresh logs', async () => {
  const port = await freePort();
  const { call } = cliActor(dataDir, 'svc-restart.test', port);
  const env = { SVC_SERVICE_STOP_GRACE_MS: '1000' };
  const inside = async (command: string) => (await call('io.svc.sandbox.exec', { command }, '?id=svcr')).stdout as string;
  const answer = async () => {
    for (let i = 0; i < 100; i++) {
      const out = await inside(
        `node -e "fetch('http://127.0.0.1:8090/').then((r) => r.text()).then(console.log, () => console.log('DOWN'))"`,
      );
      if (out.trim() !== 'DOWN') return out.trim();
      await new Promise((r) => setTimeout(r, 100));
    }
    return 'DOWN';
  };
  const web = `node -e "require('http').createServer((q, r) => r.end('pid ' + process.pid)).listen(8090, '127.0.0.1', () => console.log('up'))"`;

  let server = await serveProcess(dataDir, port, env);
  try {
    await call('io.svc.sandbox.createSandbox', { name: 'svcr' });
    const added = await call('io.svc.service.addService', { service: { name: 'web', command: web } }, '?sandboxId=svcr');
    expect(added.status).toBe('RUNNING');
    const before = await answer();
    expect(before).toMatch(/^pid \d+$/);

    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    server = await serveProcess(dataDir, port, env);

    const { services } = await call('io.svc.service.getServices', undefined, '?sandboxId=svcr');
    expect(services.map((x: { status: string }) => x.status)).toEqual(['RUNNING']);
    const after = await answer();
    expect(after).toMatch(/^pid \d+$/);
    expect(after).not.toBe(before);
    expect((await inside(`ps -eo args | grep -c '^node -e'`)).trim()).toBe('1');
    const { lines } = await call('io.svc.service.getServiceLogs', undefined, `?serviceId=${added.id}`);
    expect(lines).toEqual(['up']);
    await call('io.svc.sandbox.deleteSandbox', {}, '?id=svcr');
  } finally {
    server.kill('SIGKILL');
  }
});
