// The CPU scheduling policy of sandbox processes (sched(7)). By default they run under
// SCHED_BATCH: the same fair share of the CPU as SCHED_OTHER (nice and cgroup limits apply as
// before), but a sandbox process that wakes up does not preempt the one running. So the server
// (API, preview proxy, terminals) and the rest of the host are not interrupted each time a
// sandbox process is woken: by a request the preview proxy hands it, by a timer, by a pipe.
// Measured on a 2-core machine, preview traffic costs about a fifth less CPU per request this
// way (bench/preview.ts, README). `normal` keeps SCHED_OTHER, for sandboxes whose own wake-up
// latency matters more than the host's.
//
// The policy is inherited: the engine's process spawner runs under it, so bwrap (every process of
// a sandbox descends from its init) and exec commands get it with no extra exec; services and
// terminals, spawned by the server itself, start through chrt. A sandbox process may set its own
// policy back: this is a default for throughput, not a limit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export type SandboxSched = 'batch' | 'normal';

const CHRT = '/usr/bin/chrt';

export interface SchedPlan {
  /** Put in front of a command line to start it under the policy (empty: nothing to change). */
  prefix: string[];
  /** For the engine's capabilities notes. */
  note: string;
}

/** `chrt`: where util-linux's chrt is (tests point it elsewhere). */
export function schedPlan(policy: SandboxSched, chrt = CHRT): SchedPlan {
  if (policy === 'normal') return { prefix: [], note: 'scheduling: sandbox processes run under SCHED_OTHER (SVC_SANDBOX_SCHED=normal)' };
  if (!fs.existsSync(chrt))
    return { prefix: [], note: 'scheduling: SCHED_OTHER, not SCHED_BATCH: chrt is missing (apt-get install util-linux)' };
  // Tried once, so that a host that refuses the policy (a seccomp filter, say) gets plain
  // SCHED_OTHER sandboxes instead of an engine that cannot start a process.
  const probe = spawnSync(chrt, ['--batch', '0', '/bin/true'], { stdio: ['ignore', 'ignore', 'pipe'], timeout: 5000 });
  if (probe.status !== 0) {
    const why = probe.error?.message ?? (probe.stderr.toString().trim() || `exit ${probe.status ?? probe.signal}`);
    return { prefix: [], note: `scheduling: SCHED_OTHER, not SCHED_BATCH: chrt --batch failed (${why})` };
  }
  return {
    prefix: [chrt, '--batch', '0'],
    note: 'scheduling: sandbox processes run under SCHED_BATCH (they do not preempt the server on wake-up)',
  };
}

/** A command line started under the plan's policy. */
export function scheduled<T extends { file: string; args: string[] }>(plan: SchedPlan, launch: T): T {
  if (plan.prefix.length === 0) return launch;
  const [file, ...pre] = plan.prefix;
  return { ...launch, file, args: [...pre, launch.file, ...launch.args] };
}
