// procfs helpers. A pid alone is not an identity (pids are reused), so liveness checks
// compare the process start time recorded when the sandbox started.
import fs from 'node:fs';

export interface ProcStat {
  pid: number;
  comm: string;
  state: string;
  ppid: number;
  pgrp: number;
  startTime: number;
}

export function readStat(pid: number): ProcStat | null {
  let s: string;
  try {
    s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // comm (field 2) may contain spaces and parentheses: parse from the last ')'.
  const close = s.lastIndexOf(')');
  const f = s.slice(close + 2).split(' ');
  return { pid, comm: s.slice(s.indexOf('(') + 1, close), state: f[0], ppid: Number(f[1]), pgrp: Number(f[2]), startTime: Number(f[19]) };
}

/** True while `pid` is a live (non-zombie) process, and the same one that had `startTime`. */
export function isAlive(pid: number, startTime?: number): boolean {
  const st = readStat(pid);
  if (!st || st.state === 'Z' || st.state === 'X') return false;
  return startTime === undefined || st.startTime === startTime;
}

export function nsInode(pid: number, ns: string): number | null {
  try {
    return fs.statSync(`/proc/${pid}/ns/${ns}`).ino;
  } catch {
    return null;
  }
}

function allStats(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const st = readStat(Number(name));
    if (st) out.push(st);
  }
  return out;
}

/** Descendants of `root` by parent links (a snapshot: processes reparented elsewhere are missed). */
export function descendants(root: number): number[] {
  const kids = new Map<number, number[]>();
  for (const st of allStats()) {
    const list = kids.get(st.ppid) ?? [];
    list.push(st.pid);
    kids.set(st.ppid, list);
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const k of kids.get(queue.shift()!) ?? []) {
      out.push(k);
      queue.push(k);
    }
  }
  return out;
}

/** Resident and proportional set size (KiB) of a process; zeros if it is gone. */
export function memoryOf(pid: number): { rssKiB: number; pssKiB: number } {
  try {
    const t = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const get = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(t)?.[1] ?? 0);
    return { rssKiB: get('Rss'), pssKiB: get('Pss') };
  } catch {
    return { rssKiB: 0, pssKiB: 0 };
  }
}

export async function waitGone(pid: number, startTime: number | undefined, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let i = 0; isAlive(pid, startTime); i++) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, i < 20 ? 1 : 10));
  }
  return true;
}
