// One small interface over cgroup v1 and v2. A sandbox gets one group (limits live there);
// each exec/spawn gets a child group inside it so a timeout can kill exactly that command's
// processes, including ones that called setsid or were reparented to the sandbox's init.
//
// Groups are created under the server's own cgroup (never moved out of it), so whatever
// supervises the server keeps accounting for its sandboxes.
import fs from 'node:fs';
import { favorDynMods } from './dynmods.js';
import type { CgroupManager, Mount } from './types.js';
import { detectV1 } from './v1.js';
import { detectV2 } from './v2.js';

export { Cgroup } from './group.js';
export type { CgroupLimits, CgroupManager, CgroupRef, CgroupVersion } from './types.js';

export interface DetectOptions {
  /** Name of the group holding all sandboxes, under the server's own cgroup. */
  parent?: string;
  /** Do not use cgroups (reported like a host without them). */
  disabled?: boolean;
  /** For tests: contents of /proc/self/mountinfo and /proc/self/cgroup. */
  mountinfo?: string;
  selfCgroup?: string;
}

function parseMountinfo(text: string): Mount[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [left, right] = line.split(' - ');
      const f = left.split(' ');
      const r = (right ?? '').split(' ');
      return { root: f[3], mountpoint: f[4], fstype: r[0], superOpts: (r[2] ?? '').split(',') };
    });
}

export function detectCgroups(opts: DetectOptions = {}): CgroupManager {
  const parent = opts.parent ?? 'sandboxes';
  const mounts = parseMountinfo(opts.mountinfo ?? fs.readFileSync('/proc/self/mountinfo', 'utf8'));
  const self = (opts.selfCgroup ?? fs.readFileSync('/proc/self/cgroup', 'utf8')).split('\n').filter(Boolean);
  const notes: string[] = [];
  if (opts.disabled) return noCgroups(notes, 'cgroups disabled by configuration');
  const mgr = detectV1(mounts, self, parent, notes) ?? detectV2(mounts, self, parent, notes);
  if (!mgr) return noCgroups(notes, 'no writable cgroup hierarchy');
  if (opts.mountinfo === undefined) notes.push(favorDynMods(mounts)); // this host's mounts, not a test's
  return mgr;
}

function noCgroups(notes: string[], why: string): CgroupManager {
  notes.push(
    `${why}: memory, cpu and process limits are NOT enforced, and a timeout kills only the command's ` +
      'descendants and process group (processes that daemonized into init survive)',
  );
  const none = () => {
    throw new Error('cgroups unavailable');
  };
  return { version: 'none', memory: false, cpu: false, pids: false, notes, create: none, find: () => null, open: none };
}
