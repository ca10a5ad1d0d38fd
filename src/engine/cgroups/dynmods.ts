// cgroup's favordynmods mode. Every exec moves its first process into a cgroup. By default a
// move waits for an RCU grace period unless another move happened just before. On an idle host
// (tickless, lazy RCU) that wait was 15-25 ms here, against about 1 ms when moves follow each
// other: the first command after a pause paid it, and so did every sandbox start. favordynmods
// (Linux 6.0+) makes moves skip the wait, at the price of slightly dearer forks and exits. The
// mode belongs to the kernel's one threadgroup lock: turning it on for any cgroup2 mount serves
// cgroup v1 hierarchies too (a v1 remount cannot change it).
import { spawnSync } from 'node:child_process';
import type { Mount } from './types.js';

/** Turns favordynmods on (remounting a cgroup2 mount with the options it has plus that one) and
 *  says how it went, for the engine's notes. */
export function favorDynMods(mounts: Mount[]): string {
  const v2 = mounts.filter((m) => m.fstype === 'cgroup2');
  if (v2.some((m) => m.superOpts.includes('favordynmods'))) return 'cgroup moves do not wait for RCU (favordynmods)';
  const m = v2[0];
  if (!m) return 'cgroup moves may wait for an RCU grace period (no cgroup2 mount to set favordynmods on): slower first exec after a pause';
  // Options not repeated would be cleared (nsdelegate, memory_recursiveprot...).
  const keep = m.superOpts.filter((o) => o !== 'rw' && o !== 'ro');
  const r = spawnSync('/usr/bin/mount', ['-o', ['remount', ...keep, 'favordynmods'].join(','), m.mountpoint], { encoding: 'utf8' });
  if (r.status === 0) return `cgroup moves do not wait for RCU (favordynmods set on ${m.mountpoint})`;
  const why = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0];
  return `cgroup moves may wait for an RCU grace period (favordynmods not set on ${m.mountpoint}: ${why}): slower first exec after a pause`;
}
