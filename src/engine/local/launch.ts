// Starting a sandbox: prepare its host dirs, have the spawner start bwrap, learn init's host pid,
// put the sandbox in its cgroup, wait until init is ready.
import fs from 'node:fs';
import path from 'node:path';
import type { Cgroup } from '../cgroups/index.js';
import { EngineError, type SandboxSpec } from '../types.js';
import { nsInode, readStat } from './proc.js';
import { bwrapArgs, hostsFile, type Rootfs } from './rootfs.js';
import { HOST_PATH } from './run.js';
import type { Spawned, Spawner } from './spawner.js';
import type { SandboxRecord } from './state.js';
import { startFailure, unsearchableAncestor } from './util.js';

/** Returns why bwrap could not reach a directory, or null. */
export function prepareDirs(spec: SandboxSpec, uid: number, etcDir: string): string | null {
  // Writable dirs belong to the sandbox's uid, private to it. Read-only volumes are left as
  // they are (they may be shared): they only need to be readable by others.
  const writable = [spec.workspaceDir, ...spec.volumes.filter((v) => !v.readOnly).map((v) => v.hostDir)];
  for (const d of writable) {
    mkdirs(d, 0o700);
    fs.chownSync(d, uid, uid);
    fs.chmodSync(d, 0o700);
  }
  for (const v of spec.volumes) if (v.readOnly) mkdirs(v.hostDir, 0o755);
  const dirs = [...writable, ...spec.volumes.filter((v) => v.readOnly).map((v) => v.hostDir)];
  return unsearchableAncestor([...dirs, etcDir]);
}

/** mkdir -p with explicit modes (the server may run with umask 077): directories created on the
 *  way are 0711 so the sandbox's uid can pass through them, the last one gets `mode`. */
export function mkdirs(dir: string, mode: number): void {
  if (fs.existsSync(dir)) return;
  mkdirs(path.dirname(dir), 0o711);
  fs.mkdirSync(dir);
  fs.chmodSync(dir, mode);
}

export interface LaunchContext {
  bwrap: string;
  rootfs: Rootfs;
  logPath: string;
  uid: number;
  /** Called while the spawner forks bwrap (overlapping its setup): create the group and set limits. */
  cgroup: () => Cgroup | null;
  spawner: Spawner;
  timeoutMs: number;
  /** Extra /etc/hosts lines. */
  hosts?: string[];
  /** Start bwrap (and so init) at this nice value. */
  nice?: number;
}

export async function launchSandbox(
  spec: SandboxSpec,
  ctx: LaunchContext,
): Promise<{ rec: SandboxRecord; child: Spawned; cg: Cgroup | null }> {
  const log = { file: ctx.logPath, flags: 'w', mode: 0o600 };
  const spawning = ctx.spawner.spawn(
    {
      file: ctx.nice ? '/usr/bin/nice' : ctx.bwrap,
      args: [...(ctx.nice ? ['-n', String(ctx.nice), ctx.bwrap] : []), ...bwrapArgs(spec, ctx.rootfs)],
      stdio: ['ignore', log, log, { capture: 64 * 1024 }, { input: hostsFile(spec.id, ctx.hosts) }],
      uid: ctx.uid,
      gid: ctx.uid,
      detached: true,
      cwd: '/',
      env: { PATH: HOST_PATH },
    },
    { hold: false },
  );
  const fail = (why: string) => startFailure(spec.id, why, ctx.logPath);
  let cg = null as Cgroup | null;
  let cgError: Error | null = null;
  try {
    cg = ctx.cgroup();
  } catch (e: any) {
    cgError = new EngineError('StartFailed', `cannot set up cgroup for ${spec.id}: ${e.message}`);
  }
  let child: Spawned;
  try {
    child = await spawning;
  } catch (e: any) {
    await cg?.kill().catch(() => {});
    throw fail(e.message);
  }
  let initPid = 0;
  try {
    if (cgError) throw cgError;
    await waitStarted(child, ctx.timeoutMs, (pid) => {
      initPid = pid;
      // bwrap's sandbox process does not fork before exec'ing our init, and init never forks:
      // adding both pids now (before the first exec) puts the whole sandbox in the group.
      cg?.addPid(child.pid);
      cg?.addPid(pid);
      // Under memory pressure the OOM killer should take a command, never the sandbox's init
      // (best effort: needs CAP_SYS_RESOURCE, which some containers withhold from root).
      try {
        fs.writeFileSync(`/proc/${pid}/oom_score_adj`, '-1000');
      } catch {}
    });
  } catch (e: any) {
    try {
      if (initPid) process.kill(initPid, 'SIGKILL');
    } catch {}
    child.kill('SIGKILL');
    // A spawner that died cannot kill it any more (and bwrap may not be in the group yet).
    try {
      if (child.exit?.lost && readStat(child.pid)?.comm === 'bwrap') process.kill(child.pid, 'SIGKILL');
    } catch {}
    await cg?.kill().catch(() => {});
    throw fail(e.message); // bwrap's own message (in its log) when there is one
  }
  const st = readStat(initPid);
  if (!st) throw fail('init exited right after starting');
  const rec: SandboxRecord = {
    id: spec.id,
    pid: initPid,
    startTime: st.startTime,
    pidNs: nsInode(initPid, 'pid') ?? 0,
    bwrapPid: child.pid,
    hostUid: ctx.uid,
    cgroup: cg?.ref ?? null,
    startedAt: new Date().toISOString(),
  };
  return { rec, child, cg };
}

/** bwrap writes init's host pid to fd 3 (the spawner captures it); then init sets up the sandbox. */
function waitStarted(child: Spawned, timeoutMs: number, onPid: (pid: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (err: Error | null, pid = 0) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(pid);
    };
    const timer = setTimeout(() => settle(new Error(`not ready after ${timeoutMs} ms`)), timeoutMs);
    child.ended(3).then(async (info) => {
      const text = info?.data.toString() ?? '';
      let pid: number;
      try {
        pid = JSON.parse(text)['child-pid'];
      } catch (e: any) {
        return settle(new Error(text ? `bad info from bwrap: ${e.message}` : 'bwrap failed'));
      }
      try {
        onPid(pid);
      } catch (e: any) {
        return settle(new EngineError('StartFailed', `cannot put sandbox init ${pid} in its cgroup: ${e.message}`));
      }
      // Setup is done once pid 1 has exec'd env and env has exec'd sleep: poll its name.
      while (!settled && readStat(pid)?.comm !== 'sleep') await new Promise((r) => setTimeout(r, 1));
      settle(null, pid);
    });
    child.exited.then(({ lost }) => settle(lost ?? new Error('bwrap exited')));
  });
}
