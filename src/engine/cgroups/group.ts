// A cgroup (one directory per hierarchy on v1, one on v2) and the operations the engine needs.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CgroupRef } from './types.js';

export const readPids = (file: string): number[] => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const subdirs = (dir: string): string[] => {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(dir, d.name));
  } catch {
    return [];
  }
};
export const tryWrite = (file: string, value: string): boolean => {
  try {
    fs.writeFileSync(file, value);
    return true;
  } catch {
    return false;
  }
};

export class Cgroup {
  /** `dirs`: one directory per hierarchy (one for v2); `track` indexes the one child groups live in. */
  constructor(
    readonly version: 'v1' | 'v2',
    readonly dirs: string[],
    readonly track: number,
    private readonly parent?: Cgroup,
  ) {}

  get ref(): CgroupRef {
    return { version: this.version, dirs: this.dirs, track: this.track };
  }
  private get trackDir(): string {
    return this.dirs[this.track];
  }

  /** cgroup.procs files a process writes its own pid into to join this group in every hierarchy. */
  procsFiles(): string[] {
    return this.dirs.map((d) => path.join(d, 'cgroup.procs'));
  }

  addPid(pid: number): void {
    for (const f of this.procsFiles()) fs.writeFileSync(f, String(pid));
  }

  /** Every process in this group and its child groups. */
  pids(): number[] {
    const out: number[] = [];
    const walk = (d: string) => {
      out.push(...readPids(path.join(d, 'cgroup.procs')));
      for (const s of subdirs(d)) walk(s);
    };
    walk(this.trackDir);
    return out;
  }

  /** A child group (in the tracking hierarchy only: limits stay on this group). */
  sub(name: string): Cgroup {
    const dirs = [...this.dirs];
    dirs[this.track] = path.join(this.trackDir, name);
    fs.mkdirSync(dirs[this.track]);
    return new Cgroup(this.version, dirs, this.track, this);
  }

  signal(sig: NodeJS.Signals, except?: number): void {
    for (const pid of this.pids()) {
      if (pid === except) continue;
      try {
        process.kill(pid, sig);
      } catch {}
    }
  }

  /** SIGKILL everything in the group (and child groups) and wait until it is empty.
   *  `spare` (a host-side nsenter) is left to exit by itself once its child is dead: killing it
   *  first would hand that child's zombie to the host's init instead of having nsenter reap it. */
  async kill(spare?: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // v2 kills the whole subtree atomically; v1 needs a loop because processes may fork while
    // being killed (the pids cap bounds how long that can go on).
    if (this.version === 'v2' && spare === undefined) tryWrite(path.join(this.trackDir, 'cgroup.kill'), '1');
    for (let i = 0; ; i++) {
      const pids = this.pids();
      const targets = pids.filter((p) => p !== spare);
      if (pids.length === 0) return;
      if (Date.now() > deadline) throw new Error(`cgroup ${this.trackDir}: ${pids.length} processes survived SIGKILL`);
      // The spared process gets a second to go by itself, then it is killed too.
      if (targets.length === 0 && Date.now() > deadline - timeoutMs + 1000) spare = undefined;
      for (const pid of targets) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
      await sleep(i < 10 ? 1 : 10);
    }
  }

  /** Child group done: move survivors (background processes) to the parent group and remove it. */
  async release(): Promise<void> {
    if (!this.parent) throw new Error('release() is for child groups');
    const target = path.join(this.parent.trackDir, 'cgroup.procs');
    for (let i = 0; i < 20; i++) {
      const left = this.pids();
      for (const pid of left) tryWrite(target, String(pid));
      if (rmdirTree(this.trackDir)) return;
      await sleep(5);
    }
  }

  /** Kill everything and remove the group from every hierarchy. */
  async remove(): Promise<void> {
    await this.kill();
    for (let i = 0; i < 50; i++) {
      if (this.dirs.map(rmdirTree).every(Boolean)) return;
      await sleep(10); // memcg removal can report EBUSY briefly after the last task exits
    }
    throw new Error(`cannot remove cgroup ${this.dirs.join(', ')}`);
  }
}

function rmdirTree(dir: string): boolean {
  for (const s of subdirs(dir)) if (!rmdirTree(s)) return false;
  try {
    fs.rmdirSync(dir);
    return true;
  } catch (e: any) {
    return e.code === 'ENOENT';
  }
}
