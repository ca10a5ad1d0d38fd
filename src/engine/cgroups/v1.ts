// cgroup v1: one hierarchy per controller. Sandboxes get a group in each of memory, pids and cpu;
// per-command child groups live in pids only (limits stay on the sandbox group).
import fs from 'node:fs';
import path from 'node:path';
import { Cgroup } from './group.js';
import { type CgroupLimits, type CgroupManager, CONTROLLERS, type Controller, CPU_PERIOD, type Mount, ownDir } from './types.js';

const V1_PROBE: Record<Controller, string> = { memory: 'memory.limit_in_bytes', pids: 'pids.max', cpu: 'cpu.cfs_quota_us' };

export function detectV1(mounts: Mount[], self: string[], parent: string, notes: string[]): CgroupManager | null {
  const bases = new Map<Controller, string>();
  for (const c of CONTROLLERS) {
    const m = mounts.find((x) => x.fstype === 'cgroup' && x.superOpts.includes(c));
    const line = self.map((l) => l.split(':')).find((p) => p[1]?.split(',').includes(c));
    if (!m || !line) continue;
    const base = path.join(ownDir(m, line.slice(2).join(':')), parent);
    try {
      fs.mkdirSync(base, { recursive: true });
      if (fs.existsSync(path.join(base, V1_PROBE[c]))) bases.set(c, base);
    } catch (e: any) {
      notes.push(`cgroup v1 ${c}: cannot create ${base} (${e.code})`);
    }
  }
  if (bases.size === 0) return null;
  for (const c of CONTROLLERS) if (!bases.has(c)) notes.push(`cgroup v1 ${c} controller unavailable: ${c} limit not enforced`);
  const ctrls = [...bases.keys()];
  const track = Math.max(0, ctrls.indexOf('pids'));
  const dirsFor = (name: string) => ctrls.map((c) => path.join(bases.get(c)!, name));
  const mgr: CgroupManager = {
    version: 'v1',
    memory: bases.has('memory'),
    cpu: bases.has('cpu'),
    pids: bases.has('pids'),
    notes,
    create(name, limits) {
      const dirs = dirsFor(name);
      dirs.forEach((d, i) => {
        fs.mkdirSync(d, { recursive: true });
        applyV1(ctrls[i], d, limits);
      });
      return new Cgroup('v1', dirs, track);
    },
    find(name) {
      const dirs = dirsFor(name);
      return dirs.some((d) => fs.existsSync(d)) ? new Cgroup('v1', dirs, track) : null;
    },
    open: (ref) => new Cgroup('v1', ref.dirs, ref.track),
  };
  return mgr;
}

function applyV1(c: Controller, dir: string, l: CgroupLimits): void {
  const w = (f: string, v: string | number) => fs.writeFileSync(path.join(dir, f), String(v));
  if (c === 'memory') {
    const v = l.memoryBytes ? Math.floor(l.memoryBytes) : -1;
    // memsw (memory+swap) must stay >= memory: write in whichever order the kernel accepts.
    const memsw = fs.existsSync(path.join(dir, 'memory.memsw.limit_in_bytes'));
    try {
      w('memory.limit_in_bytes', v);
      if (memsw) w('memory.memsw.limit_in_bytes', v);
    } catch {
      if (memsw) w('memory.memsw.limit_in_bytes', v);
      w('memory.limit_in_bytes', v);
    }
  } else if (c === 'pids') {
    w('pids.max', l.pids ?? 'max');
  } else {
    w('cpu.cfs_period_us', CPU_PERIOD);
    w('cpu.cfs_quota_us', l.cpus ? Math.max(1000, Math.round(l.cpus * CPU_PERIOD)) : -1);
  }
}
