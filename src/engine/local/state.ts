// Engine state on disk (under stateDir): one record per running sandbox, so a restarted server can
// re-attach, and the sandbox -> host uid map, which must be stable because workspace files keep
// the owner they were written with.
import fs from 'node:fs';
import path from 'node:path';
import type { CgroupRef } from '../cgroups/index.js';

export interface SandboxRecord {
  id: string;
  pid: number; // host pid of the sandbox's init (pid 1 inside)
  startTime: number; // /proc/<pid>/stat starttime: pid + startTime identify the process
  pidNs: number; // inode of its pid namespace
  bwrapPid: number;
  hostUid: number;
  cgroup: CgroupRef | null;
  startedAt: string;
  /** Started ahead of demand and not claimed yet (engine.ts, warm.ts): not a sandbox of the API. */
  warm?: true;
  /** slirp4netns serving the sandbox's outbound network (network mode full). */
  net?: { pid: number; startTime: number };
}

function writeAtomic(file: string, data: string, mode = 0o600): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data, { mode });
  fs.renameSync(tmp, file);
}

export class StateStore {
  readonly runDir: string;
  constructor(stateDir: string) {
    this.runDir = path.join(stateDir, 'run');
    fs.mkdirSync(this.runDir, { recursive: true, mode: 0o700 });
  }
  private file(id: string): string {
    return path.join(this.runDir, `${id}.json`);
  }
  logPath(id: string): string {
    return path.join(this.runDir, `${id}.log`);
  }
  read(id: string): SandboxRecord | null {
    try {
      return JSON.parse(fs.readFileSync(this.file(id), 'utf8'));
    } catch {
      return null;
    }
  }
  write(rec: SandboxRecord): void {
    writeAtomic(this.file(rec.id), JSON.stringify(rec));
  }
  remove(id: string): void {
    fs.rmSync(this.file(id), { force: true });
  }
  removeLog(id: string): void {
    fs.rmSync(this.logPath(id), { force: true });
  }
  list(): SandboxRecord[] {
    return fs
      .readdirSync(this.runDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => this.read(f.slice(0, -5)))
      .filter((r): r is SandboxRecord => r !== null);
  }
}

/** Each sandbox gets its own host uid/gid (uid 1000 inside maps to it): sandboxes cannot touch each
 *  other's files or processes even outside their namespaces, and per-uid kernel limits are not shared. */
export class UidMap {
  // This engine owns stateDir: the map is read once and written through on every change.
  private map: Record<string, number>;
  constructor(
    private readonly file: string,
    private readonly base: number,
    private readonly count: number,
  ) {
    try {
      this.map = JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch {
      this.map = {};
    }
  }

  get(id: string): number {
    if (this.map[id] !== undefined) return this.map[id];
    const used = new Set(Object.values(this.map));
    // Start from a hash of the id so separate engines (tests) rarely pick the same uid.
    let h = 2166136261;
    for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    for (let i = 0; i < this.count; i++) {
      const uid = this.base + ((h + i) % this.count);
      if (used.has(uid)) continue;
      this.map[id] = uid;
      writeAtomic(this.file, JSON.stringify(this.map));
      return uid;
    }
    throw new Error('no free sandbox uid');
  }

  peek(id: string): number | undefined {
    return this.map[id];
  }

  release(id: string): void {
    if (this.map[id] === undefined) return;
    delete this.map[id];
    writeAtomic(this.file, JSON.stringify(this.map));
  }
}
