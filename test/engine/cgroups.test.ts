import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectCgroups } from '../../src/engine/cgroups/index.js';

// v2 cannot be exercised for real on this (v1) host: check the file protocol against a fake
// cgroupfs. The real v1 path is exercised by the limits tests.
describe('cgroups', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const fake = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-cg-'));
    dirs.push(d);
    return d;
  };

  it('v2: delegates controllers below the server cgroup and writes limits', () => {
    const root = fake();
    const own = path.join(root, 'system.slice', 'svc.service');
    fs.mkdirSync(own, { recursive: true });
    fs.writeFileSync(path.join(own, 'cgroup.controllers'), 'cpuset cpu io memory hugetlb pids rdma misc\n');
    const mgr = detectCgroups({
      parent: 'sandboxes',
      mountinfo: `30 23 0:26 / ${root} rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate\n`,
      selfCgroup: '0::/system.slice/svc.service\n',
    });
    expect([mgr.version, mgr.memory, mgr.cpu, mgr.pids]).toEqual(['v2', true, true, true]);
    expect(fs.readFileSync(path.join(own, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids +cpu');
    expect(fs.readFileSync(path.join(own, 'sandboxes', 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids +cpu');
    const dir = path.join(own, 'sandboxes', 'sbx-1');
    fs.mkdirSync(dir, { recursive: true });
    for (const f of ['memory.max', 'memory.swap.max', 'pids.max', 'cpu.max']) fs.writeFileSync(path.join(dir, f), '');
    const cg = mgr.create('sbx-1', { memoryBytes: 0.5 * 1024 ** 3, pids: 100, cpus: 1.5 });
    const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
    expect([read('memory.max'), read('memory.swap.max'), read('pids.max'), read('cpu.max')]).toEqual([
      '536870912',
      '0',
      '100',
      '150000 100000',
    ]);
    expect(cg.procsFiles()).toEqual([path.join(dir, 'cgroup.procs')]);
    const sub = cg.sub('x-1');
    expect(sub.procsFiles()).toEqual([path.join(dir, 'x-1', 'cgroup.procs')]);
    mgr.create('sbx-1', {});
    expect([read('memory.max'), read('pids.max'), read('cpu.max')]).toEqual(['max', 'max', 'max 100000']);
  });

  it('falls back loudly when no hierarchy is usable', () => {
    const mgr = detectCgroups({ mountinfo: '22 1 0:5 / /proc rw - proc proc rw\n', selfCgroup: '0::/\n' });
    expect(mgr.version).toBe('none');
    expect(mgr.notes.join(' ')).toMatch(/NOT enforced/);
    expect(() => mgr.create('x', {})).toThrow();
  });

  it.skipIf(process.getuid?.() !== 0 || !fs.existsSync('/sys/fs/cgroup/pids/cgroup.procs'))(
    'v1 on this host: one group per controller, child groups in pids',
    async () => {
      const mgr = detectCgroups({ parent: `engine-test-${process.pid}` });
      expect(mgr.version).toBe('v1');
      const cg = mgr.create('g', { memoryBytes: 64 * 1024 * 1024, pids: 10, cpus: 0.25 });
      try {
        const pidsDir = cg.dirs[cg.track];
        expect(pidsDir).toMatch(/\/pids\//);
        expect(fs.readFileSync(path.join(pidsDir, 'pids.max'), 'utf8').trim()).toBe('10');
        const sub = cg.sub('x');
        expect(sub.procsFiles().filter((f) => f.includes('/x/'))).toHaveLength(1);
        await sub.release();
        expect(fs.existsSync(path.join(pidsDir, 'x'))).toBe(false);
      } finally {
        await cg.remove();
        for (const d of cg.dirs) fs.rmdirSync(path.dirname(d));
      }
    },
  );
});
