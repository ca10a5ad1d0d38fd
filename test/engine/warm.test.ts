import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../src/engine/local/engine.js';
import { isAlive } from '../../src/engine/local/proc.js';
import type { SandboxSpec } from '../../src/engine/types.js';
import { canRun, harness, startInOtherServer, text, waitFor } from './helpers.js';

/** A warm engine on its own state dir; ids w1, w2, ... in launch order. */
function warmEngine(root: string, count: number, prefix = 'w') {
  let n = 0;
  const stateDir = path.join(root, 'state');
  const engine = new LocalEngine({ stateDir, pollMs: 100, warm: { count, newId: () => `${prefix}${++n}` } });
  engine.keepWarm();
  return { engine, stateDir };
}

const record = (stateDir: string, id: string) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(stateDir, 'run', `${id}.json`), 'utf8'));
  } catch {
    return null;
  }
};

/** The value of the first of `files` that exists in one of the sandbox's cgroup dirs. */
function limit(stateDir: string, id: string, files: string[]): string | undefined {
  for (const dir of record(stateDir, id)?.cgroup?.dirs ?? [])
    for (const f of files) if (fs.existsSync(path.join(dir, f))) return fs.readFileSync(path.join(dir, f), 'utf8').trim();
  return undefined;
}

describe.skipIf(!canRun)('local engine: warm sandboxes', () => {
  let root: string;
  let engine: LocalEngine;
  let stateDir: string;
  const spec = (id: string, more: Partial<SandboxSpec> = {}): SandboxSpec => ({
    id,
    workspaceDir: path.join(root, 'ws', id),
    volumes: [],
    limits: {},
    ...more,
  });

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-warm-'));
    fs.chmodSync(root, 0o711);
    ({ engine, stateDir } = warmEngine(root, 1));
  });
  afterAll(async () => {
    for (const id of ['w1', 'w2', 'w3', 'w4']) await engine.destroy(id).catch(() => {});
    await engine.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('turns a claimed warm sandbox into the sandbox its spec describes', async () => {
    await waitFor(() => record(stateDir, 'w1')?.warm === true, 10_000);
    expect(engine.listRecorded().map((r) => r.id)).not.toContain('w1'); // not a sandbox yet
    const warmPid = record(stateDir, 'w1').pid as number;

    const id = engine.claimWarm();
    expect(id).toBe('w1');
    const s = spec('w1', { limits: { memoryGiB: 1, pids: 64 } });
    const { pid } = await engine.start(s);
    expect(pid).toBe(warmPid); // no new bwrap
    expect(record(stateDir, 'w1').warm).toBeUndefined();
    expect(engine.listRecorded().map((r) => r.id)).toContain('w1');
    expect(os.getPriority(pid)).toBe(0); // started at nice 19, back to normal

    // The workspace moved where the spec wants it, with its bind mount.
    const r = await engine.exec('w1', { command: 'echo kept > /home/sandbox/f; hostname; grep -c w1 /etc/hosts; id -u' });
    expect(text(r.stdout)).toBe('w1\n1\n1000\n');
    expect(fs.readFileSync(path.join(s.workspaceDir, 'f'), 'utf8')).toBe('kept\n');
    expect(fs.existsSync(path.join(stateDir, 'warm', 'w1'))).toBe(false);

    // The spec's limits, not the warm defaults.
    expect(limit(stateDir, 'w1', ['pids.max'])).toBe('64');
    expect(limit(stateDir, 'w1', ['memory.limit_in_bytes', 'memory.max'])).toBe(String(1024 ** 3));

    // From now on an ordinary sandbox: a stop and start keep its workspace (cold start).
    await engine.stop('w1');
    const again = await engine.start(s);
    expect(again.pid).not.toBe(pid);
    expect(text((await engine.exec('w1', { command: 'cat f; hostname' })).stdout)).toBe('kept\nw1\n');
  });

  it('starts cold, discarding the warm one, when the spec needs volumes', async () => {
    await waitFor(() => record(stateDir, 'w2')?.warm === true, 10_000); // refilled after a pause
    const id = engine.claimWarm();
    expect(id).toBe('w2');
    const vol = path.join(root, 'vol');
    await engine.start(spec('w2', { volumes: [{ hostDir: vol, path: '/data', readOnly: false }] }));
    const r = await engine.exec('w2', { command: 'echo v > /data/v; hostname' });
    expect(text(r.stdout)).toBe('w2\n');
    expect(fs.readFileSync(path.join(vol, 'v'), 'utf8')).toBe('v\n');
    expect(fs.existsSync(path.join(stateDir, 'warm', 'w2'))).toBe(false);
  });

  it('takes a released claim back: the next claim gets it', async () => {
    await waitFor(() => record(stateDir, 'w3')?.warm === true, 10_000);
    const id = engine.claimWarm();
    expect(id).toBe('w3');
    engine.releaseWarm('w3');
    expect(engine.claimWarm()).toBe('w3');
    await engine.start(spec('w3'));
    expect(text((await engine.exec('w3', { command: 'hostname' })).stdout)).toBe('w3\n');
  });

  it('never attaches a warm sandbox as if it were one of the API', async () => {
    await waitFor(() => record(stateDir, 'w4')?.warm === true, 10_000);
    expect(engine.attach('w4', record(stateDir, 'w4').pid)).toBe(false);
  });

  it('discards warm sandboxes on close, and those of an engine that died when the next starts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-warm-'));
    fs.chmodSync(dir, 0o711);
    const first = warmEngine(dir, 2, 'a');
    try {
      await waitFor(() => record(first.stateDir, 'a1')?.warm && record(first.stateDir, 'a2')?.warm, 10_000);
      const pids = ['a1', 'a2'].map((id) => record(first.stateDir, id) as { pid: number; startTime: number });
      // As if the first engine's server had died: the next one on the state dir cleans up.
      const next = new LocalEngine({ stateDir: first.stateDir });
      await waitFor(() => pids.every((p) => !isAlive(p.pid, p.startTime)), 10_000);
      await waitFor(() => fs.readdirSync(path.join(first.stateDir, 'warm')).length === 0, 10_000);
      expect(fs.readdirSync(path.join(first.stateDir, 'run'))).toEqual([]);
      expect(JSON.parse(fs.readFileSync(path.join(first.stateDir, 'uids.json'), 'utf8'))).toEqual({});
      await next.close();

      const again = warmEngine(dir, 1, 'b');
      await waitFor(() => record(again.stateDir, 'b1')?.warm === true, 10_000);
      const b1 = record(again.stateDir, 'b1');
      await again.engine.close();
      expect(isAlive(b1.pid, b1.startTime)).toBe(false);
      expect(fs.readdirSync(path.join(again.stateDir, 'run'))).toEqual([]);
    } finally {
      await first.engine.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('kills warm sandboxes when their server dies, but not its sandboxes', async () => {
    const h = harness();
    try {
      const spec = h.spec();
      const other = await startInOtherServer(h, spec, { warm: true });
      expect(other.warmPid).toBeGreaterThan(0);
      other.server.kill('SIGKILL');
      await waitFor(() => !isAlive(other.warmPid!), 10_000);
      expect(isAlive(other.pid)).toBe(true); // the sandbox outlives the server, as ever
      expect(h.engine.attach(spec.id, other.pid)).toBe(true);
      const next = new LocalEngine({ stateDir: h.stateDir }); // discards what is left of it
      await waitFor(() => !fs.existsSync(path.join(h.stateDir, 'run', `${spec.id}-warm.json`)), 10_000);
      await next.close();
    } finally {
      await h.cleanup();
    }
  });

  it('has cgroup moves skip the RCU wait where a cgroup2 mount allows it, and says so', () => {
    const notes = engine.capabilities().notes.join('\n');
    if (!fs.readFileSync('/proc/self/mountinfo', 'utf8').includes(' - cgroup2 ')) return;
    expect(notes).toMatch(/favordynmods/);
    const v2 = fs
      .readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .filter((l) => l.includes(' - cgroup2 '));
    expect(v2.some((l) => l.split(' - ')[1].split(' ')[2].split(',').includes('favordynmods'))).toBe(true);
  });
});
