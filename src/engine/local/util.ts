import type { StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EngineError } from '../types.js';
import { descendants, waitGone } from './proc.js';
import { HOST_PATH } from './run.js';

// File operations run inside the sandbox as uid 1000, so `..` and symlinks resolve in the sandbox's
// own mount namespace and can never reach the host. The path arrives in $F (never in the script);
// content on stdin. Write to a temp file and rename: readers never see a half-written file, and a
// symlink at the destination is replaced rather than followed.
export const fileScript = {
  write: [
    'set -e',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell parameter expansion
    'd=${F%/*}; d=${d:-/}',
    'mkdir -p -- "$d"',
    't=$(mktemp -- "$d/.sbx-write.XXXXXX")',
    'trap \'rm -f -- "$t"\' EXIT',
    'cat >"$t"',
    'chmod -- "$M" "$t"',
    'mv -fT -- "$t" "$F"',
  ].join('\n'),
  remove: 'if [ -d "$F" ] && [ ! -L "$F" ]; then echo "$F: is a directory" >&2; exit 1; fi; rm -f -- "$F"',
};

const searchable = new Set<string>(); // ancestors already found searchable (they rarely change)

/** bwrap resolves bind sources as the sandbox's host uid: every ancestor must be searchable by others. */
export function unsearchableAncestor(dirs: string[]): string | null {
  for (const d of dirs) {
    for (let p = path.dirname(path.resolve(d)); !searchable.has(p); p = path.dirname(p)) {
      if (!(fs.statSync(p).mode & 0o001))
        return `${p} is not searchable by sandbox users: chmod o+x ${p} (bwrap opens ${d} as the sandbox's uid)`;
      searchable.add(p);
      if (p === '/') break;
    }
  }
  return null;
}

export function startFailure(id: string, why: string, logPath: string): EngineError {
  let log = '';
  try {
    log = fs.readFileSync(logPath, 'utf8').trim().slice(-2000);
  } catch {}
  return new EngineError('StartFailed', `sandbox ${id} failed to start: ${log || why}`);
}

export function findBwrap(): string {
  for (const dir of (process.env.PATH ?? HOST_PATH).split(':')) {
    const p = path.join(dir, 'bwrap');
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {}
  }
  throw new EngineError('Unavailable', 'bubblewrap (bwrap) is not installed: install bubblewrap: apt-get install bubblewrap');
}

export function signalName(sig: NodeJS.Signals | number): NodeJS.Signals {
  if (typeof sig === 'string') return sig;
  const name = Object.entries(os.constants.signals).find(([, n]) => n === sig)?.[0];
  if (!name) throw new TypeError(`unknown signal ${sig}`);
  return name as NodeJS.Signals;
}

export function checkPath(p: string): string {
  if (!p.startsWith('/') || p.includes('\0') || p.endsWith('/')) throw new TypeError(`path must be absolute: ${JSON.stringify(p)}`);
  return p;
}

/** Without cgroups: whatever descends from the command, then its process group once the host-side
 *  nsenter is gone (it reaps its child; killing it first would leave that zombie to the host init). */
export async function killGroup(pid: number, sig: NodeJS.Signals): Promise<void> {
  if (!pid) return;
  for (const p of descendants(pid)) {
    try {
      process.kill(p, sig);
    } catch {}
  }
  if (sig !== 'SIGKILL') return;
  await waitGone(pid, undefined, 1000);
  try {
    process.kill(-pid, sig);
  } catch {}
}

/** File descriptors this process inherited without close-on-exec (from whatever started the
 *  server): every child would inherit them too, up to the sandbox's processes. Everything Node
 *  opens itself is close-on-exec. */
export function inheritedFds(): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc/self/fd')) {
    const fd = Number(name);
    if (fd < 3) continue;
    try {
      const flags = /^flags:\s+([0-7]+)/m.exec(fs.readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
      if (flags && !(Number.parseInt(flags, 8) & 0o2000000)) out.push(fd);
    } catch {}
  }
  return out;
}

/** A child's stdio with each inherited fd replaced by /dev/null (libuv leaves unnamed fds alone). */
export function sealStdio(stdio: Array<'pipe' | 'ignore' | number>, leaked: number[], devnull: number): StdioOptions {
  const out = [...stdio];
  for (const fd of leaked) {
    while (out.length <= fd) out.push('ignore');
    if (out[fd] === 'ignore') out[fd] = devnull; // positions the child uses already replace the fd
  }
  return out;
}
