// cgroup v2: one unified hierarchy. Controllers must be delegated down to our sandboxes group.
import fs from 'node:fs';
import path from 'node:path';
import { Cgroup, readPids, tryWrite } from './group.js';
import { type CgroupLimits, type CgroupManager, CONTROLLERS, CPU_PERIOD, type Mount, ownDir } from './types.js';

export function detectV2(mounts: Mount[], self: string[], parent: string, notes: string[]): CgroupManager | null {
  const m = mounts.find((x) => x.fstype === 'cgroup2');
  const line = self.find((l) => l.startsWith('0::'));
  if (!m || !line) return null;
  const own = ownDir(m, line.slice(3));
  let avail: string[];
  try {
    avail = fs.readFileSync(path.join(own, 'cgroup.controllers'), 'utf8').trim().split(/\s+/);
  } catch {
    return null;
  }
  const want = CONTROLLERS.filter((c) => avail.includes(c));
  if (want.length === 0) return null;
  const enable = want.map((c) => `+${c}`).join(' ');
  const base = path.join(own, parent);
  try {
    enableControllers(own, enable);
    fs.mkdirSync(base, { recursive: true });
    fs.writeFileSync(path.join(base, 'cgroup.subtree_control'), enable);
  } catch (e: any) {
    notes.push(
      `cgroup v2: cannot delegate ${enable} under ${own} (${e.code ?? e.message}); run the server with a delegated cgroup (systemd Delegate=yes)`,
    );
    return null;
  }
  for (const c of CONTROLLERS) if (!want.includes(c)) notes.push(`cgroup v2 ${c} controller unavailable: ${c} limit not enforced`);
  return {
    version: 'v2',
    memory: want.includes('memory'),
    cpu: want.includes('cpu'),
    pids: want.includes('pids'),
    notes,
    create(name, limits) {
      const dir = path.join(base, name);
      fs.mkdirSync(dir, { recursive: true });
      applyV2(dir, limits);
      return new Cgroup('v2', [dir], 0);
    },
    find(name) {
      const dir = path.join(base, name);
      return fs.existsSync(dir) ? new Cgroup('v2', [dir], 0) : null;
    },
    open: (ref) => new Cgroup('v2', ref.dirs, ref.track),
  };
}

/** v2 forbids controllers in a group's subtree while it has processes of its own ("no internal
 *  processes"): if our group has some, move them into a leaf first. */
function enableControllers(own: string, enable: string): void {
  const ctl = path.join(own, 'cgroup.subtree_control');
  try {
    fs.writeFileSync(ctl, enable);
    return;
  } catch (e: any) {
    if (e.code !== 'EBUSY') throw e;
  }
  const leaf = path.join(own, 'server');
  fs.mkdirSync(leaf, { recursive: true });
  for (const pid of readPids(path.join(own, 'cgroup.procs'))) tryWrite(path.join(leaf, 'cgroup.procs'), String(pid));
  fs.writeFileSync(ctl, enable);
}

function applyV2(dir: string, l: CgroupLimits): void {
  const set = (f: string, v: string | number) => {
    const file = path.join(dir, f);
    if (fs.existsSync(file)) fs.writeFileSync(file, String(v));
  };
  set('memory.max', l.memoryBytes ? Math.floor(l.memoryBytes) : 'max');
  set('memory.swap.max', l.memoryBytes ? 0 : 'max');
  set('pids.max', l.pids ?? 'max');
  set('cpu.max', l.cpus ? `${Math.max(1000, Math.round(l.cpus * CPU_PERIOD))} ${CPU_PERIOD}` : `max ${CPU_PERIOD}`);
}
