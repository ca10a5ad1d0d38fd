import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { xrpcError } from '../harness.js';
import { startEngineServer } from './helpers.js';

let s: TestServer;
let a: TestActor;
const repos = mkdtempSync(join(tmpdir(), 'svc-repos-'));
beforeAll(async () => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: join(repos, 'demo') });
  mkdirSync(join(repos, 'demo'));
  git('init', '-q');
  writeFileSync(join(repos, 'demo', 'README.md'), 'demo repo\n');
  git('add', '.');
  git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'init');
  chmodSync(repos, 0o755);
  s = await startEngineServer({ config: { repoRoots: [repos] } });
  a = s.actor();
});
afterAll(async () => {
  await s.close();
  rmSync(repos, { recursive: true, force: true });
});

const exec = (id: string, command: string, extra: Record<string, unknown> = {}) =>
  a.client.io.svc.sandbox.exec({ command, ...extra }, { qp: { id } }).then((r) => r.data);

describe('sandboxes that really run', () => {
  it('create -> exec: stdout, stderr, exit codes, stdin, cwd, env, duration', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ name: 'run1' });
    expect(sbx).toMatchObject({ status: 'RUNNING' });
    expect(sbx.startedAt).toBeTruthy();
    expect(await exec(sbx.id, 'echo hello')).toMatchObject({ stdout: 'hello\n', stderr: '', exitCode: 0, truncated: false });
    expect(await exec(sbx.id, 'echo oops >&2; exit 3')).toMatchObject({ stdout: '', stderr: 'oops\n', exitCode: 3 });
    expect((await exec(sbx.id, 'cat', { stdin: 'piped' })).stdout).toBe('piped');
    expect((await exec(sbx.id, 'pwd')).stdout).toBe('/home/sandbox\n');
    expect((await exec(sbx.id, 'mkdir -p w && cd w && pwd; true')).exitCode).toBe(0);
    expect((await exec(sbx.id, 'pwd', { cwd: '/home/sandbox/w' })).stdout).toBe('/home/sandbox/w\n');
    expect((await exec(sbx.id, 'echo $X', { env: [{ name: 'X', value: 'from-request' }] })).stdout).toBe('from-request\n');
    const r = await exec(sbx.id, 'printf "\\377\\376ok"');
    expect(r.stdout).toContain('ok');
    const slow = await exec(sbx.id, 'sleep 30', { timeout: 1 });
    expect(slow.exitCode).toBe(124);
    expect(slow.durationMs).toBeLessThan(10_000);
  });

  it('variables and secrets reach the next process; the secret never appears in a response', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({ secrets: [{ name: 'TOKEN', value: 'sekrit-value-123456' }] });
    await a.client.io.svc.variable.addVariable({ variable: { name: 'GREETING', value: 'hi', sandboxId: sbx.id } });
    const r = await exec(sbx.id, 'echo "$GREETING $TOKEN"; id -u');
    expect(r.stdout).toBe('hi sekrit-value-123456\n1000\n');
    const secrets = await a.client.io.svc.secret.getSecrets({ sandboxId: sbx.id });
    expect(JSON.stringify(secrets.data)).not.toContain('sekrit-value-123456');
  });

  it('files are written at once and on every start; deleteFile removes them; volumes persist and read-only is enforced', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const { data: f } = await a.client.io.svc.file.addFile({
      file: { path: '/home/sandbox/conf/app.txt', content: 'v1', sandboxId: sbx.id },
    });
    expect((await exec(sbx.id, 'cat conf/app.txt; stat -c %u conf/app.txt')).stdout).toBe('v11000\n');
    await a.client.io.svc.file.updateFile({ id: f.id, file: { path: '/home/sandbox/conf/app.txt', content: 'v2', sandboxId: sbx.id } });
    expect((await exec(sbx.id, 'cat conf/app.txt')).stdout).toBe('v2');
    await a.client.io.svc.volume.addVolume({ volume: { name: 'rw', path: '/data', sandboxId: sbx.id } });
    await a.client.io.svc.volume.addVolume({ volume: { name: 'ro', path: '/ref', sandboxId: sbx.id, readOnly: true } });
    await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
    const started = await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: sbx.id } });
    expect(started.data.status).toBe('RUNNING');
    expect((await exec(sbx.id, 'echo kept > /data/x && echo home > ~/h && cat /data/x')).stdout).toBe('kept\n');
    expect((await exec(sbx.id, 'touch /ref/nope')).exitCode).not.toBe(0);
    await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
    await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: sbx.id } });
    expect((await exec(sbx.id, 'cat /data/x ~/h conf/app.txt')).stdout).toBe('kept\nhome\nv2');
    await a.client.io.svc.file.deleteFile(undefined, { qp: { id: f.id } });
    expect((await exec(sbx.id, 'test -e conf/app.txt')).exitCode).toBe(1);
  });

  it('stop and start are idempotent; exec on a stopped sandbox is SandboxNotRunning; delete removes the workspace', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const again = await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: sbx.id } });
    expect(again.data.startedAt).toBe(sbx.startedAt);
    const stopped = await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
    expect(stopped.data.status).toBe('STOPPED');
    expect((await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } })).data.status).toBe('STOPPED');
    expect(await xrpcError(a.client.io.svc.sandbox.exec({ command: 'true' }, { qp: { id: sbx.id } }))).toMatchObject({
      status: 409,
      error: 'SandboxNotRunning',
    });
    const dir = join(s.dataDir, 'sandboxes', sbx.id);
    expect(existsSync(join(dir, 'home'))).toBe(true);
    await a.client.io.svc.sandbox.deleteSandbox(undefined, { qp: { id: sbx.id } });
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(join(s.dataDir, 'sandboxes'))).not.toContain(sbx.id);
  });

  it('a sandbox whose init dies is reported FAILED with a reason, not RUNNING', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const pid = (s.ctx.db.prepare('SELECT engine_pid FROM sandboxes WHERE id = ?').get(sbx.id) as { engine_pid: number }).engine_pid;
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50; i++) {
      const { data } = await a.client.io.svc.sandbox.getSandbox({ id: sbx.id });
      if (data.sandbox.status !== 'RUNNING') {
        expect(data.sandbox.status).toBe('FAILED');
        expect(data.sandbox.statusReason).toMatch(/unexpectedly/);
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('still RUNNING after its init died');
  });

  it('the idle timeout stops a sandbox without activity unless keepAlive', async () => {
    const { data: idle } = await a.client.io.svc.sandbox.createSandbox({ timeout: 1 });
    const { data: kept } = await a.client.io.svc.sandbox.createSandbox({ timeout: 1, keepAlive: true });
    const stopped = await s.ctx.idle.sweep(Date.now() + 5000);
    expect(stopped).toContain(idle.id);
    expect(stopped).not.toContain(kept.id);
    const { data } = await a.client.io.svc.sandbox.getSandbox({ id: idle.id });
    expect(data.sandbox).toMatchObject({ status: 'STOPPED', statusReason: expect.stringMatching(/idle timeout/) });
  });

  it('a repo from an allowed local path is cloned into the workspace; an unreachable URL is a clear FAILED reason', async () => {
    const { data: ok } = await a.client.io.svc.sandbox.createSandbox({ repo: `file://${join(repos, 'demo')}` });
    expect(ok, ok.statusReason).toMatchObject({ status: 'RUNNING' });
    expect((await exec(ok.id, 'cat demo/README.md; stat -c %u demo/README.md')).stdout).toBe('demo repo\n1000\n');
    const { data: outside } = await a.client.io.svc.sandbox.createSandbox({ repo: '/etc' });
    expect(outside).toMatchObject({ status: 'FAILED', statusReason: expect.stringMatching(/outside the allowed roots/) });
    const { data: bad } = await a.client.io.svc.sandbox.createSandbox({ repo: 'http://127.0.0.1:9/nothing.git' });
    expect(bad.status).toBe('FAILED');
    expect(bad.statusReason).toMatch(/git clone/);
  });
});

describe('process defaults', () => {
  it('commands create files with the usual umask 022, whatever the server runs with', async () => {
    const { data: sbx } = await a.client.io.svc.sandbox.createSandbox({});
    const old = process.umask(0o077);
    try {
      expect((await exec(sbx.id, 'umask; mkdir d && touch f && stat -c %a d f')).stdout).toBe('0022\n755\n644\n');
    } finally {
      process.umask(old);
    }
  });
});
