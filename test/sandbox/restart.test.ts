import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cliActor, freePort, serveProcess, stopSandboxes } from '../cli.js';

const dataDir = mkdtempSync(join(tmpdir(), 'svc-restart-'));
afterAll(async () => {
  await stopSandboxes(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
});

it('after a SIGKILL of the server, sandboxes are re-attached or reported truthfully', async () => {
  const port = await freePort();
  const { call } = cliActor(dataDir, 'restart.test', port);
  let server = await serveProcess(dataDir, port);
  const kept = await call('io.svc.sandbox.createSandbox', { name: 'kept' });
  const killed = await call('io.svc.sandbox.createSandbox', { name: 'killed' });
  await call('io.svc.sandbox.createSandbox', { name: 'off', start: false });
  expect([kept.status, killed.status]).toEqual(['RUNNING', 'RUNNING']);
  await call('io.svc.sandbox.exec', { command: 'echo before > ~/f' }, '?id=kept');

  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  // While the server is down, one sandbox dies.
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(join(dataDir, 'svc.sqlite'), { readonly: true });
  const pid = (db.prepare("SELECT engine_pid FROM sandboxes WHERE name = 'killed'").get() as { engine_pid: number }).engine_pid;
  db.close();
  process.kill(pid, 'SIGKILL');

  server = await serveProcess(dataDir, port);
  try {
    const list = await call('io.svc.actor.getActorSandboxes', undefined, '?did=restart.test');
    const status = Object.fromEntries(list.sandboxes.map((x: { name: string; status: string }) => [x.name, x.status]));
    expect(status).toEqual({ kept: 'RUNNING', killed: 'STOPPED', off: 'STOPPED' });
    expect(await call('io.svc.sandbox.exec', { command: 'cat ~/f' }, '?id=kept')).toMatchObject({ stdout: 'before\n', exitCode: 0 });
    expect(await call('io.svc.sandbox.exec', { command: 'true' }, '?id=killed')).toMatchObject({ error: 'SandboxNotRunning' });
    const restarted = await call('io.svc.sandbox.startSandbox', {}, '?id=killed');
    expect(restarted.status).toBe('RUNNING');
    for (const name of ['kept', 'killed']) await call('io.svc.sandbox.deleteSandbox', {}, `?id=${name}`);
  } finally {
    server.kill('SIGKILL');
  }
});
