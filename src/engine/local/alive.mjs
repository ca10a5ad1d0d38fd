// For the engine's plain-JavaScript helpers (relay.mjs, spawner.mjs), which run without the
// server's TypeScript loader: proc.ts' isAlive, in JavaScript.

import fs from 'node:fs';

/** True while `pid` is a live (non-zombie) process started at `startTime` (/proc/<pid>/stat
 *  field 22): a pid alone is not an identity, pids are reused. */
export function isAlive(pid, startTime) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return f[0] !== 'Z' && f[0] !== 'X' && Number(f[19]) === Number(startTime);
  } catch {
    return false;
  }
}
