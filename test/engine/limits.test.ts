import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRun, type Harness, harness, text } from './helpers.js';

describe.skipIf(!canRun)('local engine: limits', () => {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });
  afterAll(() => h?.cleanup());

  it('reports what it enforces', () => {
    const caps = h.engine.capabilities();
    expect(caps.isolation).toBe('bwrap');
    expect(['v1', 'v2', 'none']).toContain(caps.cgroups);
    expect(caps.diskQuota).toBe(false);
    if (caps.cgroups === 'none') expect(caps.notes.join(' ')).toMatch(/NOT enforced/);
  });

  it('puts every exec (and what it forks) in the sandbox group, in a group of its own', async () => {
    const caps = h.engine.capabilities();
    if (caps.cgroups === 'none') return;
    const { id } = await h.started();
    const r = await h.engine.exec(id, { command: 'cat /proc/self/cgroup; echo --; sh -c "cat /proc/self/cgroup"' });
    const [first, second] = text(r.stdout).trim().split('\n--\n');
    expect(first).toBe(second);
    const lines = first.split('\n');
    const track = lines.find((l) => (caps.cgroups === 'v1' ? l.includes(':pids:') : l.startsWith('0::')))!;
    expect(track).toMatch(new RegExp(`/${id}/x-[0-9a-f]+$`));
    if (caps.cgroups === 'v1') expect(lines.find((l) => l.includes(':memory:'))).toMatch(new RegExp(`/${id}$`));
  });

  it('kills a process allocating past the memory limit; the sandbox survives', async () => {
    if (!h.engine.capabilities().memory) return;
    const { id } = await h.started({ limits: { memoryGiB: 0.25 } });
    const r = await h.engine.exec(id, {
      command: "python3 -c \"x = b'a' * (600 * 1024 * 1024); print('survived')\"",
      timeoutMs: 30_000,
    });
    expect(text(r.stdout)).not.toContain('survived');
    expect(r.exitCode).toBe(137); // SIGKILL from the OOM killer
    // Below the limit is fine, and the sandbox still runs.
    const ok = await h.engine.exec(id, { command: "python3 -c \"x = b'a' * (100 * 1024 * 1024); print('ok')\"" });
    expect(text(ok.stdout)).toBe('ok\n');
    expect(h.engine.isRunning(id)).toBe(true);
  });

  it('stops a fork bomb at the process cap; the host stays responsive and the sandbox recovers', async () => {
    if (!h.engine.capabilities().pids) return;
    const { id } = await h.started({ limits: { pids: 64, vcpus: 0.5 } }); // the cpu cap keeps it from starving other tests
    // The classic bomb (every call forks two background copies of itself, forever), started from
    // one subshell; the exec's shell then becomes sleep without forking again (at the cap a fork
    // of its own would fail and end the exec early).
    const bomb = h.engine.exec(id, { command: '(b() { b | b & }; b) & exec sleep 60', timeoutMs: 3000, maxOutputBytes: 4096 });
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = performance.now();
    expect(spawnSync('/bin/true').status).toBe(0);
    expect(performance.now() - t0).toBeLessThan(1000);
    const r = await bomb;
    expect(r).toMatchObject({ exitCode: 124, timedOut: true });
    expect(text(r.stderr)).toMatch(/fork|Resource temporarily unavailable/i);
    const rec = JSON.parse(fs.readFileSync(`${h.stateDir}/run/${id}.json`, 'utf8'));
    const peak = `${rec.cgroup.dirs[rec.cgroup.track]}/pids.peak`; // newer kernels only
    if (fs.existsSync(peak)) expect(Number(fs.readFileSync(peak, 'utf8'))).toBe(64); // reached the cap, never above
    const after = await h.engine.exec(id, { command: 'ps -eo pid=,args=' });
    const procs = text(after.stdout)
      .trim()
      .split('\n')
      .map((l) => l.trim());
    expect(procs).toEqual(['1 sleep infinity', expect.stringMatching(/sh -c ps/), expect.stringMatching(/ps -eo/)]);
  });

  it('applies a cpu quota from vcpus', async () => {
    const caps = h.engine.capabilities();
    if (caps.cgroups !== 'v1' || !caps.cpu) return;
    const { id } = await h.started({ limits: { vcpus: 0.5 } });
    const rec = JSON.parse(fs.readFileSync(`${h.stateDir}/run/${id}.json`, 'utf8'));
    const cpuDir = rec.cgroup.dirs.find((d: string) => d.includes('/cpu'));
    expect(fs.readFileSync(`${cpuDir}/cpu.cfs_quota_us`, 'utf8').trim()).toBe('50000');
    // Busy-loop for 1 s of wall time: at half a cpu it gets about 0.5 s of cpu.
    const r = await h.engine.exec(id, { command: 'timeout 1 sh -c "while :; do :; done"; cat /proc/$$/stat >/dev/null; times' });
    const children = text(r.stdout).trim().split('\n').pop()!; // "user sys" of children
    const [user, sys] = children.split(/\s+/).map((t) => Number(t.replace(/m.*/, '')) * 60 + Number(t.replace(/.*m|s/g, '')));
    expect(user + sys).toBeLessThan(0.8);
  });
});
