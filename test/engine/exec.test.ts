import { spawnSync } from 'node:child_process';
import { text as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine/types.js';
import { canRun, type Harness, harness, text } from './helpers.js';

// The scheduling policy of a process is field 41 of /proc/<pid>/stat: 0 SCHED_OTHER, 3 SCHED_BATCH.
// Read by the shell itself (no other process), for the shell and for the sandbox's init.
const POLICIES = 'for p in self 1; do read -r l < /proc/$p/stat; set -- $l; shift 40; printf "%s " "$1"; done';

describe.skipIf(!canRun)('local engine: exec', () => {
  let h: Harness;
  let id: string;
  beforeAll(async () => {
    h = harness();
    ({ id } = await h.started());
  });
  afterAll(() => h?.cleanup());

  it('runs sh -c and returns stdout, exit code 0', async () => {
    const r = await h.engine.exec(id, { command: 'echo hello' });
    expect(text(r.stdout)).toBe('hello\n');
    expect(r).toMatchObject({ exitCode: 0, timedOut: false, truncated: false });
    expect(r.durationMs).toBeGreaterThan(0);
  });

  it('returns the exit code and keeps stderr separate', async () => {
    expect((await h.engine.exec(id, { command: 'exit 3' })).exitCode).toBe(3);
    const r = await h.engine.exec(id, { command: 'echo out; echo err >&2; exit 1' });
    expect([text(r.stdout), text(r.stderr), r.exitCode]).toEqual(['out\n', 'err\n', 1]);
  });

  it('reports death by signal as 128+n', async () => {
    expect((await h.engine.exec(id, { command: 'kill -TERM $$' })).exitCode).toBe(143);
  });

  it('passes env exactly (quotes, $, newlines) on top of a minimal base, nothing from the host', async () => {
    process.env.SBX_HOST_ONLY = 'leak';
    const value = `it's "q" $HOME \`x\` \\n\nline2 ünï`;
    const r = await h.engine.exec(id, { command: 'printf %s "$V"; echo; env | sort', env: { V: value, OTHER: '' } });
    const [first, ...rest] = text(r.stdout).split('\n');
    expect(`${first}\nline2 ünï`).toBe(value);
    const env = rest.slice(1).filter(Boolean);
    expect(env).toEqual(expect.arrayContaining(['HOME=/home/sandbox', 'USER=sandbox', 'OTHER=', 'LANG=C.UTF-8']));
    expect(text(r.stdout)).not.toContain('SBX_HOST_ONLY');
    expect(text(r.stdout)).not.toContain('__SBX');
  });

  it('lets env override the base and rejects bad names', async () => {
    const r = await h.engine.exec(id, { command: 'echo $HOME', env: { HOME: '/tmp' } });
    expect(text(r.stdout)).toBe('/tmp\n');
    await expect(h.engine.exec(id, { command: 'true', env: { 'A-B': 'x' } })).rejects.toThrow(/invalid environment variable/);
  });

  it('feeds stdin (text and binary)', async () => {
    expect(text((await h.engine.exec(id, { command: 'cat', stdin: 'hello stdin' })).stdout)).toBe('hello stdin');
    const bin = Buffer.from([0, 255, 1, 254, 10]);
    expect((await h.engine.exec(id, { command: 'cat', stdin: bin })).stdout.equals(bin)).toBe(true);
    // A command that ignores its stdin must not break anything.
    expect((await h.engine.exec(id, { command: 'true', stdin: Buffer.alloc(1 << 20) })).exitCode).toBe(0);
  });

  it('runs in /home/sandbox by default, or in cwd', async () => {
    expect(text((await h.engine.exec(id, { command: 'pwd' })).stdout)).toBe('/home/sandbox\n');
    expect(text((await h.engine.exec(id, { command: 'pwd', cwd: '/tmp' })).stdout)).toBe('/tmp\n');
    const r = await h.engine.exec(id, { command: 'pwd', cwd: '/nope' });
    expect(r.exitCode).toBe(1);
    expect(text(r.stderr)).toMatch(/nope/);
  });

  it('returns non-UTF-8 output byte for byte', async () => {
    const r = await h.engine.exec(id, { command: "printf '\\377\\376\\000x\\300'" });
    expect([...r.stdout]).toEqual([0xff, 0xfe, 0, 0x78, 0xc0]);
  });

  it('runs concurrent execs independently', async () => {
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.engine.exec(id, { command: 'sleep 0.2; echo $N; echo e$N >&2; exit $N', env: { N: String(i) } }),
      ),
    );
    rs.forEach((r, i) => {
      expect([text(r.stdout), text(r.stderr), r.exitCode]).toEqual([`${i}\n`, `e${i}\n`, i]);
    });
  });

  it('times out with 124 and kills the whole tree, setsid and background children included', async () => {
    const r = await h.engine.exec(id, {
      command: 'sleep 301 & (setsid sleep 302 &); nohup sleep 303 >/dev/null 2>&1 & echo started; sleep 300',
      timeoutMs: 1500,
    });
    expect(r).toMatchObject({ exitCode: 124, timedOut: true });
    expect(text(r.stdout)).toBe('started\n');
    expect(r.durationMs).toBeLessThan(4000);
    const ps = await h.engine.exec(id, { command: 'ps -eo args' });
    expect(text(ps.stdout)).not.toMatch(/sleep 30[0-3]/);
  });

  it('returns when the command exits even if a background child keeps its pipes open', async () => {
    const r = await h.engine.exec(id, { command: 'sleep 30 & echo done', timeoutMs: 10_000 });
    expect([text(r.stdout), r.exitCode, r.timedOut]).toEqual(['done\n', 0, false]);
    expect(r.durationMs).toBeLessThan(2000);
    await h.engine.exec(id, { command: 'pkill -f "sleep 30"' });
  });

  it('reaps orphans: no zombies pile up in the sandbox', async () => {
    const r = await h.engine.exec(id, { command: '(sleep 0.1 &); (setsid true &); sleep 0.5; ps -eo stat= | grep -c Z' });
    expect(text(r.stdout)).toBe('0\n');
  });

  it('caps output per stream and keeps memory bounded while the command prints hundreds of MB', async () => {
    const rss0 = process.memoryUsage().rss;
    const r = await h.engine.exec(id, {
      command: 'head -c 400000000 /dev/zero; echo tail >&2',
      maxOutputBytes: 1 << 20,
      timeoutMs: 60_000,
    });
    expect(r.stdout.length).toBe(1 << 20);
    expect(text(r.stderr)).toBe('tail\n');
    expect(r).toMatchObject({ truncated: true, exitCode: 0, timedOut: false });
    expect(process.memoryUsage().rss - rss0).toBeLessThan(100 * 1024 * 1024);
  });

  it('stops a command that never stops printing at its timeout', async () => {
    const r = await h.engine.exec(id, { command: 'yes', maxOutputBytes: 1000, timeoutMs: 1000 });
    expect(r).toMatchObject({ exitCode: 124, truncated: true });
    expect(r.stdout.length).toBe(1000);
  });

  it('throws NotRunning for an unknown or stopped sandbox', async () => {
    await expect(h.engine.exec('nope', { command: 'true' })).rejects.toBeInstanceOf(EngineError);
    await expect(h.engine.exec('nope', { command: 'true' })).rejects.toMatchObject({ code: 'NotRunning' });
  });

  it('spawns a long-running process whose kill() takes down its whole tree', async () => {
    const child = h.engine.spawn(id, { command: 'sleep 400 & echo up; wait', env: { X: '1' } });
    const first = await new Promise<string>((resolve) => child.stdout!.once('data', (d) => resolve(String(d))));
    expect(first).toBe('up\n');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await new Promise((r) => setTimeout(r, 200));
    const ps = await h.engine.exec(id, { command: 'ps -eo args' });
    expect(text(ps.stdout)).not.toContain('sleep 400');
  });

  it('gives a command line for a PTY that enters the sandbox', async () => {
    const { file, args, env } = h.engine.commandFor(id, { command: 'echo $0 $T; id -un; pwd', env: { T: 'tty' }, cwd: '/tmp' });
    expect(JSON.stringify(args)).not.toContain('tty'); // the user's env and command are not in host argv
    const r = spawnSync(file, args, { env });
    expect(r.stdout.toString()).toMatch(/tty\nsandbox\n\/tmp\n$/);
  });

  describe('scheduling policy of sandbox processes', () => {
    it('runs exec commands and the sandbox init under SCHED_BATCH by default', async () => {
      const r = await h.engine.exec(id, { command: POLICIES });
      expect(text(r.stdout)).toBe('3 3 ');
      expect(h.engine.capabilities().notes).toContain(
        'scheduling: sandbox processes run under SCHED_BATCH (they do not preempt the server on wake-up)',
      );
    });

    it('runs services (spawned by the server) under SCHED_BATCH', async () => {
      expect(await readAll(h.engine.spawn(id, { command: POLICIES }).stdout!)).toBe('3 3 ');
    });

    it('runs terminal commands (commandFor) under SCHED_BATCH', async () => {
      const c = h.engine.commandFor(id, { command: POLICIES });
      expect(spawnSync(c.file, c.args, { env: c.env }).stdout.toString()).toBe('3 3 ');
    });

    it('leaves SCHED_OTHER with sched: normal', async () => {
      const n = harness({ sched: 'normal' });
      try {
        const s = await n.started();
        expect(text((await n.engine.exec(s.id, { command: POLICIES })).stdout)).toBe('0 0 ');
        expect(await readAll(n.engine.spawn(s.id, { command: POLICIES }).stdout!)).toBe('0 0 ');
        expect(n.engine.capabilities().notes).toContain('scheduling: sandbox processes run under SCHED_OTHER (SVC_SANDBOX_SCHED=normal)');
      } finally {
        await n.cleanup();
      }
    });
  });
});
