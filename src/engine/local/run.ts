// How a command gets into a running sandbox, and how its output comes back.
//
// Host side:  /bin/sh JOIN <cgroup.procs files> -- nsenter -t <init> -a -S 1000 -G 1000 -- /bin/sh -c INNER
//   JOIN writes its own pid into the command's cgroup, then execs nsenter, so every process of the
//   command is in the group from its first instruction. (Moving nsenter and its child from Node
//   after spawn saves this ~1 ms shell, but leaves a window in which the child already runs in
//   the sandbox, ptraceable by the sandbox's processes, while still in the server's cgroup: a
//   sandbox could race it to fork outside its limits.)
// Inside:     INNER evals a script generated here: exports, cd, `exec /bin/sh -c <command>`.
//   The script travels in environment variables (__SBX_0, ...), never in argv or a host shell:
//   host argv is visible to every host user (ps), and the user's variables (LD_PRELOAD...) must not
//   reach the root-owned host processes; those only see PATH and the inert __SBX_* names.
import os from 'node:os';
import type { RunResult } from '../types.js';
import { SANDBOX_HOME } from './rootfs.js';
import type { Spawned } from './spawner.js';

export const HOST_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
export const DEFAULT_MAX_OUTPUT = 1024 * 1024;
const CHUNK = 32 * 1024; // UTF-16 units per env var: < 128 KiB (MAX_ARG_STRLEN) even at 3 bytes each

const JOIN = 'while [ "$1" != -- ]; do echo $$ >"$1" || exit 125; shift; done; shift; exec "$@"';
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const shq = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export interface InnerOptions {
  command?: string;
  env?: Record<string, string>;
  cwd?: string;
  login?: boolean;
  shell: string; // login shell (bash if the host has it)
}

/** The script run inside the sandbox (as uid 1000) that sets up env and cwd and execs the command. */
export function innerScript(o: InnerOptions): string {
  const env: Record<string, string> = {
    HOME: SANDBOX_HOME,
    PATH: HOST_PATH,
    USER: 'sandbox',
    LOGNAME: 'sandbox',
    SHELL: o.shell,
    LANG: 'C.UTF-8',
    ...(o.login ? { TERM: 'xterm-256color' } : {}),
    ...o.env,
  };
  const lines: string[] = [];
  for (const [k, v] of Object.entries(env)) {
    if (!ENV_NAME.test(k)) throw new TypeError(`invalid environment variable name ${JSON.stringify(k)}`);
    if (typeof v !== 'string' || v.includes('\0')) throw new TypeError(`environment variable ${k} must be a string without NUL`);
    lines.push(`export ${k}=${shq(v)}`);
  }
  // The usual Linux default, whatever umask the server itself runs with (svc uses 077).
  lines.push('umask 022');
  const cwd = o.cwd ?? SANDBOX_HOME;
  if (!cwd.startsWith('/') || cwd.includes('\0')) throw new TypeError('cwd must be an absolute path');
  lines.push(`cd -- ${shq(cwd)} || exit 1`);
  if (o.command?.includes('\0')) throw new TypeError('command must not contain NUL');
  if (o.login) lines.push(o.command === undefined ? `exec ${o.shell} -l` : `exec ${o.shell} -lc ${shq(o.command)}`);
  else lines.push(`exec /bin/sh -c ${shq(o.command ?? 'exec /bin/sh')}`);
  return lines.join('\n');
}

export interface Launch {
  file: string;
  args: string[];
  env: Record<string, string>;
}

/** `closeFds`: inherited fds the host shell closes first (for spawners whose stdio the engine does
 *  not control, e.g. a PTY library); bash when one is >= 10, which dash cannot name. */
export function launchFor(initPid: number, procsFiles: string[], script: string, closeFds: number[] = []): Launch {
  const env: Record<string, string> = { PATH: HOST_PATH };
  const names: string[] = [];
  for (let i = 0; i * CHUNK < script.length || i === 0; i++) {
    names.push(`__SBX_${i}`);
    env[`__SBX_${i}`] = script.slice(i * CHUNK, (i + 1) * CHUNK);
  }
  const inner = `s="${names.map((n) => `$${n}`).join('')}"; unset ${names.join(' ')}; eval "$s"`;
  const close = closeFds.map((fd) => `exec ${fd}>&-; `).join('');
  const args = ['-c', close + JOIN, 'sbx-join', ...procsFiles, '--'];
  args.push('/usr/bin/nsenter', '-t', String(initPid), '-a', '-S', '1000', '-G', '1000', '--', '/bin/sh', '-c', inner);
  return { file: closeFds.some((fd) => fd > 9) ? '/bin/bash' : '/bin/sh', args, env };
}

export interface CollectOptions {
  timeoutMs?: number;
  killTree: () => Promise<void>;
}

/** Waits for a command the spawner runs with stdout and stderr captured (run.ts' caller sets the
 *  cap; the spawner reads past it and drops the rest, and stops waiting for pipes held open by
 *  background children 100 ms after the command exits). On timeout its whole tree is killed. */
export async function collect(child: Spawned, o: CollectOptions): Promise<RunResult> {
  const t0 = performance.now();
  let timedOut = false;
  const timer =
    o.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          o.killTree().catch(() => {});
        }, o.timeoutMs)
      : undefined;
  const { code, signal, lost } = await child.exited;
  clearTimeout(timer);
  if (lost) throw lost;
  const out = child.output(1);
  const err = child.output(2);
  return {
    stdout: out.data,
    stderr: err.data,
    exitCode: timedOut ? 124 : (code ?? 128 + (os.constants.signals[signal!] ?? 9)),
    timedOut,
    truncated: out.truncated || err.truncated,
    durationMs: Math.round((performance.now() - t0) * 100) / 100,
  };
}
