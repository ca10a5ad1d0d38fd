import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../src/engine/local/engine.js';
import { isAlive, readStat } from '../../src/engine/local/proc.js';
import { canRun, type Harness, harness, startInOtherServer, text, waitFor } from './helpers.js';

/** The engine's children (bwrap, exec commands) are started by its spawner process. */
describe.skipIf(!canRun)('local engine: process spawner', () => {
  let h: Harness;
  beforeAll(() => {
    h = harness({ pollMs: 100 });
  });
  afterAll(() => h?.cleanup());

  const killSpawner = async () => {
    const pid = h.engine.spawnerPid();
    expect(pid).toBeTypeOf('number');
    process.kill(pid!, 'SIGKILL');
    await waitFor(() => !isAlive(pid!));
    return pid!;
  };

  it('runs execs again after the spawner was killed (a new one is started)', async () => {
    const s = await h.started();
    expect(text((await h.engine.exec(s.id, { command: 'echo one' })).stdout)).toBe('one\n');
    const old = await killSpawner();
    const r = await h.engine.exec(s.id, { command: 'echo two; cat', stdin: 'in\n' });
    expect([text(r.stdout), r.exitCode]).toEqual(['two\nin\n', 0]);
    expect(h.engine.spawnerPid()).not.toBe(old);
    const t = await h.started(); // and starts sandboxes
    expect((await h.engine.exec(t.id, { command: 'true' })).exitCode).toBe(0);
  });

  it('fails an exec whose spawner died with Unavailable, and kills what it started', async () => {
    const s = await h.started();
    const failed = h.engine.exec(s.id, { command: 'exec sleep 300', timeoutMs: 60_000 }).catch((e) => e);
    const marker = async () => text((await h.engine.exec(s.id, { command: 'cat /proc/[0-9]*/cmdline | tr "\\0" " "' })).stdout);
    const deadline = Date.now() + 5000;
    while (!(await marker()).includes('sleep 300') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await killSpawner();
    expect(await failed).toMatchObject({ name: 'EngineError', code: 'Unavailable' });
    expect(await marker()).not.toContain('sleep 300');
  });

  it('keeps watching a sandbox whose bwrap exit the dead spawner can no longer report', async () => {
    const s = await h.started();
    const exits: string[] = [];
    h.engine.onExit((id) => exits.push(id));
    await killSpawner();
    expect(h.engine.isRunning(s.id)).toBe(true);
    process.kill(s.pid, 'SIGKILL');
    await waitFor(() => exits.includes(s.id));
    expect(h.engine.isRunning(s.id)).toBe(false);
  });

  it('goes away with a SIGKILLed server while the server’s sandboxes keep running', async () => {
    const spec = h.spec();
    const { server, pid } = await startInOtherServer(h, spec);
    const spawner = childrenOf(server.pid!).find((c) => readStat(c)?.comm === 'node');
    expect(spawner).toBeTypeOf('number');
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    await waitFor(() => !isAlive(spawner!));
    const restarted = new LocalEngine({ stateDir: h.stateDir });
    try {
      expect(restarted.attach(spec.id, pid)).toBe(true);
      expect(text((await restarted.exec(spec.id, { command: 'cat from-first-server' })).stdout)).toBe('hello\n');
    } finally {
      restarted.close();
    }
  });
});

function childrenOf(ppid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (/^\d+$/.test(name) && readStat(Number(name))?.ppid === ppid) out.push(Number(name));
  }
  return out;
}
