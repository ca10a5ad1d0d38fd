// `svc cp` and `svc backup` as a user runs them: the real program against a real `svc serve`
// with real sandboxes, output as scripts see it (no terminal: quiet unless --json).
import { type ChildProcess, execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, SVC, serveProcess, svc } from './cli.js';

let dataDir = '';
let work = '';
let url = '';
let token = '';
let server: ChildProcess;

/** Runs `svc` (async, so independent runs can go in parallel: each costs ~0.8 s of tsx start-up). */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SVC, ...args],
      { env: { ...process.env, SVC_URL: url, SVC_TOKEN: token, ...env }, encoding: 'utf8', cwd: work },
      (err, stdout, stderr) => resolve({ status: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

async function xrpc(nsid: string, body?: unknown, params: Record<string, string> = {}) {
  const qs = new URLSearchParams(params).toString();
  const res = await fetch(`${url}/xrpc/${nsid}${qs ? `?${qs}` : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${nsid}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

async function sh(sandbox: string, command: string): Promise<string> {
  const r = await xrpc('io.svc.sandbox.exec', { command }, { id: sandbox });
  expect(r.exitCode, r.stderr).toBe(0);
  return r.stdout;
}

/** path -> "mode content" of every file and directory under `dir`. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const p = join(rel, name);
      const st = statSync(join(dir, p));
      out[p] = `${(st.mode & 0o7777).toString(8)} ${st.isDirectory() ? '<dir>' : readFileSync(join(dir, p), 'utf8')}`;
      if (st.isDirectory()) walk(p);
    }
  };
  walk('');
  return out;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'svc-cli-cp-'));
  work = mkdtempSync(join(tmpdir(), 'svc-cli-work-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await serveProcess(dataDir, port);
  svc(['actor', 'create', '--handle', 'copier.test'], dataDir);
  token = svc(['token', 'create', '--actor', 'copier.test'], dataDir);
  await Promise.all([xrpc('io.svc.sandbox.createSandbox', { name: 'one' }), xrpc('io.svc.sandbox.createSandbox', { name: 'two' })]);

  const src = join(work, 'project');
  mkdirSync(join(src, 'bin'), { recursive: true });
  mkdirSync(join(src, 'empty'));
  writeFileSync(join(src, 'README.md'), '# project\n');
  writeFileSync(join(src, '.env'), 'A=1\n');
  writeFileSync(join(src, 'bin', 'run'), '#!/bin/sh\necho ran\n');
  chmodSync(join(src, 'bin', 'run'), 0o755);
  writeFileSync(join(src, 'notes.txt'), 'private\n');
  chmodSync(join(src, 'notes.txt'), 0o600);
}, 60_000);

afterAll(async () => {
  for (const name of ['one', 'two']) await xrpc('io.svc.sandbox.deleteSandbox', undefined, { id: name }).catch(() => {});
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('svc cp', () => {
  it('local -> sandbox: quiet, exit 0, files with their modes, owned by the sandbox user', async () => {
    const r = await cli(['cp', './project', 'one:proj']);
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(await sh('one', 'cd proj && cat README.md .env && bin/run && stat -c "%a %U" notes.txt && test -d empty && echo ok')).toBe(
      '# project\nA=1\nran\n600 sandbox\nok\n',
    );
  });

  it('sandbox -> local: the same tree comes back', async () => {
    await sh('one', 'echo made in the sandbox > proj/made.txt && chmod 644 proj/made.txt');
    const r = await cli(['cp', 'one:/home/sandbox/proj', './back']);
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
    const expected = { ...snapshot(join(work, 'project')), 'made.txt': '644 made in the sandbox\n' };
    expect(snapshot(join(work, 'back'))).toEqual(expected);
  });

  it('sandbox -> sandbox, with --json; a local file goes into the target directory', async () => {
    const r = await cli(['cp', '--json', 'one:proj', 'two:copy']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      source: 'one:/home/sandbox/proj',
      destination: 'two:/home/sandbox/copy',
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      seconds: expect.any(Number),
    });
    expect(await sh('two', 'cat copy/made.txt && stat -c %a copy/notes.txt')).toBe('made in the sandbox\n600\n');
    expect((await cli(['cp', './project/README.md', 'two:docs'])).status).toBe(0);
    expect(await sh('two', 'cat docs/README.md')).toBe('# project\n');
  });

  it('errors say what to do, with exit code 1 (failed) or 2 (usage)', async () => {
    const [noToken, badToken, noSandbox, noDir, noLocal, bothLocal, oneArg, down, help, mainHelp] = await Promise.all([
      cli(['cp', './project', 'one:x'], { SVC_TOKEN: '' }),
      cli(['cp', 'one:proj', './x'], { SVC_TOKEN: 'nope' }),
      cli(['cp', 'nosuch:proj', './x']),
      cli(['cp', 'one:missing', './x']),
      cli(['cp', './nothing-here', 'one:x']),
      cli(['cp', './a', './b']),
      cli(['cp', 'only-one']),
      cli(['cp', 'one:proj', './x'], { SVC_URL: 'http://127.0.0.1:9' }),
      cli(['cp', '--help']),
      cli(['--help']),
    ]);
    expect(noToken).toMatchObject({ status: 2, stderr: expect.stringMatching(/no access token.*svc token create --actor/) });
    expect(badToken).toMatchObject({ status: 1, stderr: expect.stringMatching(/invalid token.*svc token create.*\[InvalidToken\]/) });
    expect(noSandbox).toMatchObject({ status: 1, stderr: expect.stringMatching(/no sandbox "nosuch".*\[SandboxNotFound\]/) });
    expect(noDir).toMatchObject({ status: 1, stderr: expect.stringMatching(/missing is not a directory.*\[DirectoryNotFound\]/) });
    expect(noLocal).toMatchObject({ status: 1, stderr: expect.stringMatching(/nothing-here does not exist/) });
    expect(bothLocal).toMatchObject({ status: 2, stderr: expect.stringMatching(/both paths are local: use cp -r/) });
    expect(oneArg).toMatchObject({ status: 2, stderr: expect.stringMatching(/give a source and a destination/) });
    expect(down).toMatchObject({ status: 1, stderr: expect.stringMatching(/cannot reach the server.*svc serve.*SVC_URL/) });
    expect(help).toMatchObject({ status: 0, stdout: expect.stringMatching(/SANDBOX:PATH/) });
    expect(mainHelp.stdout).toMatch(/svc cp <src> <dst>[\s\S]*svc backup/);
    expect(readdirSync(work)).not.toContain('x');
  });
});

describe('svc backup', () => {
  it('create -> list -> change -> restore -> delete', async () => {
    const created = await cli(['backup', 'create', 'one', 'proj', '--description', 'first']);
    expect(created.status, created.stderr).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(/^bak-[a-z0-9]+$/);

    const list = await cli(['backup', 'list', 'one']);
    expect(list.status).toBe(0);
    const [head, row] = list.stdout.trim().split('\n');
    expect(head.split(/\s+/)).toEqual(['ID', 'DIRECTORY', 'SIZE', 'CREATED', 'EXPIRES', 'DESCRIPTION']);
    expect(row).toMatch(new RegExp(`^${id}\\s+/home/sandbox/proj\\s+.*first$`));
    expect(JSON.parse((await cli(['backup', 'list', 'one', '--json'])).stdout)).toEqual([
      expect.objectContaining({ id, description: 'first' }),
    ]);

    const before = await sh('one', 'cd proj && find . | sort && cat README.md');
    await sh('one', 'cd proj && echo changed > README.md && rm -r bin && echo new > new.txt');
    expect(await cli(['backup', 'restore', id])).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(await sh('one', 'cd proj && find . | sort && cat README.md')).toBe(before);

    expect(await cli(['backup', 'delete', id, '--json'])).toMatchObject({
      status: 0,
      stdout: `${JSON.stringify({ deleted: id }, null, 2)}\n`,
    });
    expect(JSON.parse((await cli(['backup', 'list', 'one', '--json'])).stdout)).toEqual([]);
    expect(await cli(['backup', 'restore', id])).toMatchObject({ status: 1, stderr: expect.stringMatching(/BackupNotFound/) });
  });

  it('usage errors and help', async () => {
    const [none, unknown, missing, ttl, help] = await Promise.all([
      cli(['backup']),
      cli(['backup', 'frobnicate']),
      cli(['backup', 'create', 'one']),
      cli(['backup', 'create', 'one', 'proj', '--ttl', '5']),
      cli(['backup', 'list', '--help']),
    ]);
    expect(none).toMatchObject({ status: 2, stderr: expect.stringMatching(/create, list, restore or delete/) });
    expect(unknown).toMatchObject({ status: 2, stderr: expect.stringMatching(/unknown command/) });
    expect(missing).toMatchObject({ status: 2, stderr: expect.stringMatching(/give a sandbox and a directory/) });
    expect(ttl).toMatchObject({ status: 2, stderr: expect.stringMatching(/--ttl/) });
    expect(help).toMatchObject({ status: 0, stdout: expect.stringMatching(/svc backup restore <backup-id>/) });
  });
});
