// Runs services on the engine and keeps them running: the ServiceRunner once sandboxes run.
//
// A service is its foreground process (`sh -c command`, cwd /home/sandbox, the sandbox's
// variables and secrets). It is started with the sandbox (when its desired state is RUNNING),
// restarted with exponential backoff when it exits non-zero, and given up on (FAILED) after
// `crashLimit` crashes within `crashWindowMs`. A clean exit (0) is EXITED and not restarted.
// Stopping sends SIGTERM to the whole process tree, then SIGKILL after `stopGraceMs`. When the
// foreground process ends, whatever it left running in the background is killed with it, so a
// restart finds its ports free. Live state and output are kept in memory, per service.
import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import type { ServiceSupervision } from '../config.js';
import type { Db } from '../db/index.js';
import { EngineError } from '../engine/types.js';
import type { Logger } from '../util/logger.js';
import type { EngineRuntime } from './engine-runtime.js';
import type { EventRecorder, EventType } from './events.js';
import type { SandboxRow, ServiceRow } from './rows.js';
import type { ServiceRunner, ServiceState } from './sandbox-services.js';
import { OutputLog } from './service-log.js';

/** In every service process's environment; also how leftovers are found after a server restart. */
export const SERVICE_ID_VARIABLE = 'SVC_SERVICE_ID';
/** After SIGKILL, how long to wait for the process to be gone before giving up on it. */
const KILL_WAIT_MS = 10_000;

interface Unit {
  id: string;
  name: string;
  command: string;
  sandbox: { id: string; name: string; owner: string };
  status: ServiceState['status'];
  exitCode?: number;
  /** The supervisor should keep it running (false once stopped, exited cleanly or given up on). */
  wanted: boolean;
  child?: ChildProcess;
  /** Resolves when the current child has exited. */
  exit?: Promise<void>;
  stopping?: Promise<void>;
  /** Times of recent crashes, within the crash window. */
  crashes: number[];
  timer?: NodeJS.Timeout;
  log: OutputLog;
}

const within = (p: Promise<void>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    p.then(() => {
      clearTimeout(t);
      resolve(true);
    });
  });

export class Supervisor implements ServiceRunner {
  private readonly units = new Map<string, Unit>();
  private readonly desiredOf;

  constructor(
    private readonly db: Db,
    private readonly runtime: EngineRuntime,
    private readonly events: EventRecorder,
    private readonly log: Logger,
    private readonly timings: ServiceSupervision,
  ) {
    this.desiredOf = db.prepare<[string], ServiceRow>("SELECT * FROM services WHERE sandbox_id = ? AND desired = 'RUNNING'");
    runtime.onStarted.push(async (sandbox) => this.startAll(sandbox));
    runtime.onStopping.push((sandbox, destroy) => this.stopAll(sandbox.id, destroy));
    runtime.onAttached.push((sandbox) => this.resume(sandbox));
  }

  state(service: ServiceRow): ServiceState {
    const u = this.units.get(service.id);
    if (!u || !this.runtime.isRunning(service.sandbox_id))
      return { status: 'STOPPED', ...(u?.exitCode === undefined ? {} : { exitCode: u.exitCode }) };
    return u.status === 'RUNNING' || u.exitCode === undefined ? { status: u.status } : { status: u.status, exitCode: u.exitCode };
  }

  async start(sandbox: SandboxRow, service: ServiceRow): Promise<void> {
    await this.units.get(service.id)?.stopping;
    this.run(this.unit(sandbox, service));
  }

  async stop(service: ServiceRow): Promise<void> {
    const u = this.units.get(service.id);
    if (u) await this.stopUnit(u);
  }

  logs(service: ServiceRow, lines: number): string[] {
    return this.units.get(service.id)?.log.tail(lines) ?? [];
  }

  forget(service: ServiceRow): void {
    const u = this.units.get(service.id);
    if (u && !u.child) {
      clearTimeout(u.timer);
      this.units.delete(service.id);
    }
  }

  /** Sandbox start: its services meant to run. Their events follow the sandbox's own. */
  private startAll(sandbox: SandboxRow): void {
    for (const row of this.desiredOf.all(sandbox.id)) this.run(this.unit(sandbox, row), true);
  }

  /** A fresh run (a full set of tries), unless it runs already. */
  private run(u: Unit, deferEvent = false): void {
    if (u.child) return;
    clearTimeout(u.timer);
    u.timer = undefined;
    u.wanted = true;
    u.crashes = [];
    this.spawn(u, deferEvent);
  }

  private async stopAll(sandboxId: string, destroy: boolean): Promise<void> {
    const units = [...this.units.values()].filter((u) => u.sandbox.id === sandboxId);
    await Promise.all(units.map((u) => this.stopUnit(u)));
    if (destroy) for (const u of units) this.units.delete(u.id);
  }

  /**
   * After a server restart the services of a still-running sandbox have lost their output
   * pipes and their supervisor: they are stopped (found by their SVC_SERVICE_ID variable,
   * SIGTERM, then SIGKILL after the grace period) and started afresh.
   */
  private async resume(sandbox: SandboxRow): Promise<void> {
    const rows = this.db.prepare<[string], ServiceRow>('SELECT * FROM services WHERE sandbox_id = ?').all(sandbox.id);
    if (rows.length === 0) return;
    const r = await this.runtime.engine.exec(sandbox.id, {
      command: LEFTOVERS,
      env: { IDS: rows.map((s) => s.id).join(' '), TRIES: String(Math.ceil(this.timings.stopGraceMs / 100)) },
      timeoutMs: this.timings.stopGraceMs + KILL_WAIT_MS,
      maxOutputBytes: 64 * 1024,
    });
    if (r.exitCode !== 0)
      this.log.error('could not stop services left from before the restart', { sandbox: sandbox.id, exitCode: r.exitCode });
    this.startAll(sandbox);
  }

  private unit(sandbox: SandboxRow, service: ServiceRow): Unit {
    let u = this.units.get(service.id);
    if (!u) {
      u = {
        id: service.id,
        name: '',
        command: '',
        sandbox: { id: '', name: '', owner: '' },
        status: 'STOPPED',
        wanted: false,
        crashes: [],
        log: new OutputLog(),
      };
      this.units.set(service.id, u);
    }
    u.name = service.name;
    u.command = service.command;
    u.sandbox = { id: sandbox.id, name: sandbox.name, owner: sandbox.owner_id };
    return u;
  }

  private spawn(u: Unit, deferEvent = false): void {
    let child: ChildProcess;
    try {
      const env = { ...this.runtime.environment(u.sandbox.id), [SERVICE_ID_VARIABLE]: u.id };
      child = this.runtime.engine.spawn(u.sandbox.id, { command: u.command, env });
    } catch (err) {
      u.wanted = false;
      if (err instanceof EngineError && err.code === 'NotRunning') {
        u.status = 'STOPPED';
        return;
      }
      u.status = 'FAILED';
      this.log.error('service could not start', { sandbox: u.sandbox.id, service: u.id, error: String(err) });
      this.record('service.failed', u);
      return;
    }
    u.child = child;
    u.status = 'RUNNING';
    let exited: () => void = () => {};
    u.exit = new Promise((resolve) => {
      exited = resolve;
    });
    child.stdin?.on('error', () => {});
    child.stdin?.end();
    u.log.follow(child.stdout);
    u.log.follow(child.stderr);
    let done = false;
    const finish = (code: number) => {
      if (done) return;
      done = true;
      exited();
      this.exited(u, child, code);
    };
    // Ahead of the engine's own exit listener, which releases the command's process group:
    // until then kill() still reaches whatever the foreground process left behind.
    child.prependListener('exit', (code, signal) => {
      child.kill('SIGKILL');
      finish(code ?? 128 + (signal ? (constants.signals[signal] ?? 9) : 9));
    });
    child.once('error', (err) => {
      this.log.error('service process error', { sandbox: u.sandbox.id, service: u.id, error: String(err) });
      finish(125);
    });
    if (deferEvent) setImmediate(() => this.record('service.started', u));
    else this.record('service.started', u);
  }

  private exited(u: Unit, child: ChildProcess, code: number): void {
    if (u.child !== child) return;
    u.child = undefined;
    u.exitCode = code;
    this.record('service.exited', u, code);
    if (!u.wanted || !this.runtime.isRunning(u.sandbox.id)) {
      u.wanted = false;
      u.status = 'STOPPED';
      return;
    }
    if (code === 0) {
      u.wanted = false;
      u.status = 'EXITED';
      return;
    }
    const t = Date.now();
    u.crashes = u.crashes.filter((c) => t - c < this.timings.crashWindowMs);
    u.crashes.push(t);
    if (u.crashes.length >= this.timings.crashLimit) {
      u.wanted = false;
      u.status = 'FAILED';
      this.log.error('service failed', { sandbox: u.sandbox.id, service: u.id, exitCode: code, crashes: u.crashes.length });
      this.record('service.failed', u, code);
      return;
    }
    const delay = Math.min(this.timings.backoffMs * 2 ** (u.crashes.length - 1), this.timings.backoffMaxMs);
    u.status = 'RESTARTING';
    u.timer = setTimeout(() => {
      u.timer = undefined;
      if (u.wanted && !u.child) this.spawn(u);
    }, delay);
    u.timer.unref();
  }

  private stopUnit(u: Unit): Promise<void> {
    u.wanted = false;
    clearTimeout(u.timer);
    u.timer = undefined;
    if (!u.child) {
      u.status = 'STOPPED';
      return Promise.resolve();
    }
    u.stopping ??= this.terminate(u, u.child, u.exit ?? Promise.resolve()).finally(() => {
      u.stopping = undefined;
    });
    return u.stopping;
  }

  private async terminate(u: Unit, child: ChildProcess, exit: Promise<void>): Promise<void> {
    child.kill('SIGTERM');
    if (await within(exit, this.timings.stopGraceMs)) return;
    child.kill('SIGKILL');
    if (!(await within(exit, KILL_WAIT_MS))) this.log.error('service did not die', { sandbox: u.sandbox.id, service: u.id });
  }

  /** Events are best effort here: the process may end after the database was closed (shutdown). */
  private record(type: EventType, u: Unit, exitCode?: number): void {
    if (!this.db.open) return;
    try {
      this.events.record(type, u.sandbox.owner, {
        sandbox: { id: u.sandbox.id, name: u.sandbox.name },
        service: { id: u.id, name: u.name },
        ...(exitCode === undefined ? {} : { exitCode }),
      });
    } catch (err) {
      this.log.error('service event not recorded', { service: u.id, type, error: String(err) });
    }
  }
}

// Runs inside the sandbox: processes whose environment carries one of $IDS as SVC_SERVICE_ID
// get SIGTERM, then SIGKILL after $TRIES tenths of a second.
const LEFTOVERS = `
set --
for id in $IDS; do set -- "$@" -e "${SERVICE_ID_VARIABLE}=$id"; done
found() {
  for p in /proc/[0-9]*; do
    n=\${p#/proc/}
    [ "$n" = $$ ] && continue
    tr '\\0' '\\n' <"$p/environ" 2>/dev/null | grep -qxF "$@" && echo "$n"
  done
}
p=$(found "$@")
[ -z "$p" ] && exit 0
kill -TERM $p 2>/dev/null
i=0
while [ $i -lt "$TRIES" ]; do
  sleep 0.1
  p=$(found "$@")
  [ -z "$p" ] && exit 0
  i=$((i + 1))
done
kill -KILL $p 2>/dev/null
exit 0
`;
