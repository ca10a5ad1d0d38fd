// Types shared by the cgroup v1/v2 implementations.
import path from 'node:path';
import type { Cgroup } from './group.js';

export type CgroupVersion = 'v1' | 'v2' | 'none';
export interface CgroupLimits {
  memoryBytes?: number;
  pids?: number;
  cpus?: number;
}
/** What is persisted to find a group again after a restart. */
export interface CgroupRef {
  version: 'v1' | 'v2';
  dirs: string[];
  track: number;
}

export const CONTROLLERS = ['memory', 'pids', 'cpu'] as const;
export type Controller = (typeof CONTROLLERS)[number];
export const CPU_PERIOD = 100_000;

export interface CgroupManager {
  readonly version: CgroupVersion;
  readonly memory: boolean;
  readonly cpu: boolean;
  readonly pids: boolean;
  readonly notes: string[];
  /** Create (or reuse) the group `name` and (re)apply limits. Only when version !== 'none'. */
  create(name: string, limits: CgroupLimits): Cgroup;
  /** The group `name` if it exists. */
  find(name: string): Cgroup | null;
  open(ref: CgroupRef): Cgroup;
}

export interface Mount {
  root: string;
  mountpoint: string;
  fstype: string;
  superOpts: string[];
}

/** Directory of our own cgroup inside a mount, given the path /proc/self/cgroup reports. */
export function ownDir(m: Mount, own: string): string {
  const rel = m.root === '/' ? own : own.startsWith(m.root) ? own.slice(m.root.length) : '/';
  return path.join(m.mountpoint, rel);
}
