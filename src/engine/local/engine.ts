// LocalEngine: each sandbox is one long-lived bubblewrap process tree on this machine.
//
// Lifetime: bwrap is started WITHOUT --die-with-parent, detached (own session) with its output in
// a log file, so sandboxes survive the server dying and a restarted server re-attaches by pid.
// The price: sandboxes of a server that never comes back keep running until something calls
// stop(); listRecorded() lets boot-time reconciliation find and stop the ones it does not know.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Cgroup, type CgroupManager, detectCgroups } from '../cgroups/index.js';
import { validateNetwork } from '../network.js';
import { type Engine, type EngineCapabilities, EngineError, type RunOptions, type RunResult, type SandboxSpec } from '../types.js';
import { launchSandbox, mkdirs, prepareDirs } from './launch.js';
import { findSlirp, resolveNetwork, startNetwork } from './network.js';
import { isAlive, nsInode, waitGone } from './proc.js';
import { Relays } from './relay.js';
import { prepareRootfs, type Rootfs, validateSpec } from './rootfs.js';
import { collect, DEFAULT_MAX_OUTPUT, innerScript, launchFor } from './run.js';
import { type SandboxSched, type SchedPlan, schedPlan, scheduled } from './sched.js';
import { type Spawned, Spawner } from './spawner.js';
import { type SandboxRecord, StateStore, UidMap } from './state.js';
import { checkPath, fileScript, findBwrap, inheritedFds, killGroup, sealStdio, signalName } from './util.js';
import { WarmPool } from './warm.js';

export interface LocalEngineOptions {
  stateDir: string;
  bwrapPath?: string;
  /** First host uid for sandboxes (default 0x30000000, inside systemd's container uid range). */
  uidBase?: number;
  uidCount?: number;
  /** Default process cap when a spec sets none. */
  defaultPids?: number;
  /** cgroup created under the server's own cgroup to hold all sandboxes. */
  cgroupParent?: string;
  /** false: run without cgroups even if available (no limits; reported by capabilities()). */
  useCgroups?: boolean;
  startTimeoutMs?: number;
  /** How often sandboxes this process did not start itself are checked for liveness. */
  pollMs?: number;
  /** Sandboxes with outbound network reach the host's loopback at 10.0.2.2 (default false: refused). */
  hostLoopback?: boolean;
  /** A port relay asked for no connection for this long exits (default 60 s); the next connection starts one again (~0.1 s). */
  relayIdleMs?: number;
  /** Sandboxes kept started ahead of demand (default none), under ids from `newId`: see claimWarm. */
  warm?: { count: number; newId?: () => string };
  /** CPU scheduling policy of sandbox processes (default `batch`: see sched.ts). */
  sched?: SandboxSched;
}

interface Live {
  rec: SandboxRecord;
  cg: Cgroup | null;
  child?: Spawned;
}

export class LocalEngine implements Engine {
  readonly name = 'local';
  private readonly bwrap: string;
  private readonly store: StateStore;
  private readonly uids: UidMap;
  private readonly cgm: CgroupManager;
  private readonly rootfs: Rootfs;
  private readonly live = new Map<string, Live>();
  private readonly starting = new Map<string, Promise<{ pid: number }>>();
  private readonly listeners: Array<(id: string, reason: string) => void> = [];
  private poller?: NodeJS.Timeout;
  private readonly leaked: number[];
  private readonly devnull: number;
  private readonly relays: Relays;
  private readonly slirp: string | null;
  private readonly spawner: Spawner;
  private readonly sched: SchedPlan;
  private readonly warmDir: string;
  private readonly pool: WarmPool<Live>;
  private readonly claims = new Map<string, Promise<Live | null>>();

  constructor(private readonly opts: LocalEngineOptions) {
    this.bwrap = opts.bwrapPath ?? findBwrap();
    try {
      fs.accessSync(this.bwrap, fs.constants.X_OK);
    } catch {
      throw new EngineError('Unavailable', `${this.bwrap} is not executable: install bubblewrap: apt-get install bubblewrap`);
    }
    if (process.getuid?.() !== 0)
      throw new EngineError(
        'Unavailable',
        'the local engine must run as root (it maps each sandbox to its own host uid and manages cgroups)',
      );
    if (!fs.existsSync('/usr/bin/nsenter')) throw new EngineError('Unavailable', 'nsenter is missing: apt-get install util-linux');
    fs.mkdirSync(opts.stateDir, { recursive: true });
    fs.chmodSync(opts.stateDir, 0o711); // sandboxes (other uids) must reach stateDir/etc
    this.store = new StateStore(opts.stateDir);
    this.uids = new UidMap(path.join(opts.stateDir, 'uids.json'), opts.uidBase ?? 0x30000000, opts.uidCount ?? 65536);
    this.rootfs = prepareRootfs(opts.stateDir);
    this.cgm = detectCgroups({ parent: opts.cgroupParent, disabled: opts.useCgroups === false });
    if (this.cgm.version === 'none') console.warn(`[engine] ${this.cgm.notes.join('; ')}`);
    this.leaked = inheritedFds();
    this.devnull = fs.openSync('/dev/null', 'r+');
    this.relays = new Relays(path.join(opts.stateDir, 'relay'), { stdio: (s) => this.stdio(s), idleMs: opts.relayIdleMs ?? 60_000 });
    this.slirp = findSlirp();
    this.sched = schedPlan(opts.sched ?? 'batch');
    this.spawner = new Spawner((s) => this.stdio(s), this.sched);
    this.spawner.warm();
    this.warmDir = path.join(opts.stateDir, 'warm');
    this.discardLeftoverWarm();
    this.pool = new WarmPool(
      opts.warm?.count ?? 0,
      opts.warm?.newId ?? (() => `w-${randomBytes(8).toString('hex')}`),
      (id) => this.launchWarm(id),
      (l) => this.discardWarm(l.rec.id),
      (err) => console.warn(`[engine] warm sandbox failed to start: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  /** Starts keeping `warm.count` sandboxes warm (once the directories above stateDir let sandboxes through). */
  keepWarm(): void {
    this.pool.fill();
  }

  capabilities(): EngineCapabilities {
    const c = this.cgm;
    const notes = [
      ...c.notes,
      'disk quota not enforced: workspaces and volumes are plain host directories (measure with du)',
      this.slirp
        ? `network: private namespace, loopback only unless a sandbox asks for outbound (slirp4netns, IPv4; host loopback ${this.opts.hostLoopback ? 'reachable at 10.0.2.2' : 'refused'})`
        : 'network: private namespace, loopback only; outbound network unavailable (apt-get install slirp4netns)',
      'ports: reached through a relay in the sandbox network namespace (started on first use)',
      `warm sandboxes: ${this.opts.warm?.count ?? 0} kept started ahead of demand (a first start without volumes or outbound network takes one)`,
      this.sched.note,
    ];
    return { isolation: 'bwrap', cgroups: c.version, memory: c.memory, cpu: c.cpu, pids: c.pids, diskQuota: false, notes };
  }

  onExit(listener: (id: string, reason: string) => void): void {
    this.listeners.push(listener);
  }

  hostOwner(id: string): { uid: number; gid: number } {
    const uid = this.uids.get(id);
    return { uid, gid: uid };
  }

  listRecorded(): Array<{ id: string; pid: number; alive: boolean }> {
    return this.store
      .list()
      .filter((r) => !r.warm)
      .map((r) => ({ id: r.id, pid: r.pid, alive: isAlive(r.pid, r.startTime) }));
  }

  /** Stops tracking sandboxes (they keep running); resolves once the warm ones are gone. */
  async close(): Promise<void> {
    clearInterval(this.poller);
    this.poller = undefined;
    this.live.clear();
    const claimed = [...this.claims].map(([id, ready]) => ready.then((l) => l && this.discardWarm(id)));
    this.claims.clear();
    await Promise.all([this.pool.close(), ...claimed]);
    this.spawner.close();
  }

  /** Keeps `n` sandboxes started ahead of demand from now on (measurements). */
  setWarm(n: number): void {
    this.pool.resize(n);
  }

  isRunning(id: string): boolean {
    const l = this.live.get(id);
    if (!l) return false;
    if (isAlive(l.rec.pid, l.rec.startTime)) return true;
    queueMicrotask(() => this.exited(l, 'init process exited'));
    return false;
  }

  start(spec: SandboxSpec): Promise<{ pid: number }> {
    const l = this.live.get(spec.id);
    if (l && this.isRunning(spec.id)) return Promise.resolve({ pid: l.rec.pid });
    let p = this.starting.get(spec.id);
    if (!p) {
      p = this.doStart(spec).finally(() => this.starting.delete(spec.id));
      this.starting.set(spec.id, p);
    }
    return p;
  }

  private async doStart(spec: SandboxSpec): Promise<{ pid: number }> {
    validateSpec(spec);
    validateNetwork(spec.network);
    const claimed = this.claims.get(spec.id);
    if (claimed) {
      this.claims.delete(spec.id);
      const warm = await claimed;
      if (warm && (await this.adopt(spec, warm))) return { pid: warm.rec.pid };
    }
    // Still running from before a restart but not attached yet: adopt it rather than start a twin.
    const prev = this.store.read(spec.id);
    if (prev && this.attach(spec.id, prev.pid)) return { pid: prev.pid };
    if (spec.network?.mode === 'full' && !this.slirp) {
      throw new EngineError('StartFailed', 'outbound network needs slirp4netns: apt-get install slirp4netns');
    }
    const network = await resolveNetwork(spec.network);
    const uid = this.uids.get(spec.id);
    const unreachable = prepareDirs(spec, uid, this.rootfs.etcDir);
    if (unreachable) throw new EngineError('StartFailed', unreachable);

    const makeCgroup = () => this.cgroupFor(spec);
    const old = this.cgm.version === 'none' ? null : this.cgm.find(spec.id);
    if (old?.pids().length) await old.kill(); // leftovers of a sandbox whose init died
    const { rec, child, cg } = await launchSandbox(spec, {
      bwrap: this.bwrap,
      rootfs: this.rootfs,
      logPath: this.store.logPath(spec.id),
      uid,
      cgroup: makeCgroup,
      spawner: this.spawner,
      timeoutMs: this.opts.startTimeoutMs ?? 10_000,
      hosts: network.hosts,
    });
    if (network.mode === 'full') {
      try {
        rec.net = await startNetwork(rec.pid, network, {
          slirp: this.slirp!,
          hostLoopback: this.opts.hostLoopback ?? false,
          logPath: this.store.logPath(spec.id),
          stdio: (s) => this.stdio(s),
        });
        cg?.addPid(rec.net.pid); // its CPU and memory are the sandbox's traffic
      } catch (err) {
        try {
          process.kill(rec.pid, 'SIGKILL');
        } catch {}
        child.kill('SIGKILL');
        await waitGone(rec.pid, rec.startTime, 5000);
        await drain(cg);
        throw err;
      }
    }
    this.store.write(rec);
    const l: Live = { rec, cg, child };
    this.watch(l);
    this.live.set(spec.id, l);
    this.ensurePoller();
    return { pid: rec.pid };
  }

  /** Create (or reuse) the sandbox's group with its limits applied; null without cgroups. */
  private cgroupFor(spec: SandboxSpec): Cgroup | null {
    if (this.cgm.version === 'none') return null;
    const { vcpus, memoryGiB, pids } = spec.limits;
    const memoryBytes = memoryGiB ? memoryGiB * 1024 ** 3 : undefined;
    return this.cgm.create(spec.id, { cpus: vcpus, memoryBytes, pids: pids ?? this.opts.defaultPids ?? 512 });
  }

  /** bwrap exits when init does (and reports its status); if only bwrap was killed, or the
   *  spawner that reports bwrap's exit died, the poller keeps watching init. */
  private watch(l: Live): void {
    l.child?.exited.then(({ code, signal, lost }) => {
      if (!lost && !isAlive(l.rec.pid, l.rec.startTime)) this.exited(l, `init exited (${signal ?? `code ${code}`})`);
    });
  }

  /**
   * A warm sandbox's id for a sandbox about to be created and started (give it to `start` with
   * its spec, or back with `releaseWarm`), or null when none is ready.
   */
  claimWarm(): string | null {
    const slot = this.pool.take();
    if (slot) this.claims.set(slot.id, slot.ready);
    return slot?.id ?? null;
  }

  /** A claimed id that will not be started after all (the create failed). */
  releaseWarm(id: string): void {
    const ready = this.claims.get(id);
    this.claims.delete(id);
    if (ready) this.pool.giveBack({ id, ready });
  }

  /** A sandbox started under the id of a sandbox to come, with an empty workspace, default
   *  limits, no volumes, loopback only, and at nice 19 (it yields to the work at hand). */
  private async launchWarm(id: string): Promise<Live> {
    const spec: SandboxSpec = { id, workspaceDir: path.join(this.warmDir, id), volumes: [], limits: {} };
    try {
      mkdirs(this.warmDir, 0o711);
      const uid = this.uids.get(id);
      const unreachable = prepareDirs(spec, uid, this.rootfs.etcDir);
      if (unreachable) throw new EngineError('StartFailed', unreachable);
      const { rec, child, cg } = await launchSandbox(spec, {
        bwrap: this.bwrap,
        rootfs: this.rootfs,
        logPath: this.store.logPath(id),
        uid,
        cgroup: () => this.cgroupFor(spec),
        spawner: this.spawner,
        timeoutMs: this.opts.startTimeoutMs ?? 10_000,
        nice: 19,
      });
      rec.warm = true;
      this.store.write(rec); // a restarted engine finds it and discards it
      this.spawner.guard(rec.pid, rec.startTime); // killed if this server goes away first
      const l: Live = { rec, cg, child };
      this.watch(l);
      return l;
    } catch (err) {
      await this.discardWarm(id);
      throw err;
    }
  }

  /**
   * Makes a warm sandbox the sandbox `spec` describes, before anything runs in it: the spec's
   * limits on its cgroup, its workspace directory moved where the spec wants it (the bind mount
   * follows the directory), normal priority, a sandbox's record. False when the spec needs more
   * than a warm sandbox has (volumes, outbound network, an existing workspace) or it died: then
   * it is discarded and the caller starts cold.
   */
  private async adopt(spec: SandboxSpec, l: Live): Promise<boolean> {
    const fits =
      spec.volumes.length === 0 &&
      (spec.network?.mode ?? 'none') === 'none' &&
      !fs.existsSync(spec.workspaceDir) &&
      isAlive(l.rec.pid, l.rec.startTime);
    if (!fits) {
      await this.discardWarm(spec.id);
      return false;
    }
    try {
      mkdirs(path.dirname(spec.workspaceDir), 0o711);
      l.cg = this.cgroupFor(spec);
      for (const pid of [l.rec.pid, l.rec.bwrapPid]) os.setPriority(pid, 0);
      fs.renameSync(path.join(this.warmDir, spec.id), spec.workspaceDir); // EXDEV: another filesystem, start cold
    } catch (err) {
      console.warn(`[engine] warm sandbox ${spec.id} not used: ${err instanceof Error ? err.message : String(err)}`);
      await this.discardWarm(spec.id);
      return false;
    }
    delete l.rec.warm;
    this.store.write(l.rec);
    this.spawner.unguard(l.rec.pid); // a sandbox now: it outlives the server
    this.live.set(spec.id, l);
    this.ensurePoller();
    return true;
  }

  /** Kills a warm sandbox and removes everything it had (idempotent). */
  private async discardWarm(id: string): Promise<void> {
    await this.halt(id)
      .then(() => this.forget(id))
      .catch(() => {});
    fs.rmSync(path.join(this.warmDir, id), { recursive: true, force: true });
  }

  /** Warm sandboxes of an earlier engine on this state dir (a server that died, its spawner
   *  too): discarded (halt kills each at once; the rest of the clean-up follows). */
  private discardLeftoverWarm(): void {
    const ids = new Set(
      this.store
        .list()
        .filter((r) => r.warm)
        .map((r) => r.id),
    );
    try {
      for (const name of fs.readdirSync(this.warmDir)) ids.add(name);
    } catch {}
    for (const id of ids) void this.discardWarm(id);
  }

  attach(id: string, pid: number): boolean {
    const cur = this.live.get(id);
    if (cur) return cur.rec.pid === pid && this.isRunning(id);
    const rec = this.store.read(id);
    if (!rec || rec.pid !== pid || rec.warm) return false; // a warm one becomes a sandbox by adopt() only
    if (!isAlive(pid, rec.startTime) || nsInode(pid, 'pid') !== rec.pidNs) return false;
    this.live.set(id, { rec, cg: rec.cgroup ? this.cgm.open(rec.cgroup) : null });
    this.ensurePoller();
    return true;
  }

  async stop(id: string): Promise<void> {
    await this.starting.get(id)?.catch(() => {});
    await this.halt(id);
  }

  /** stop() without waiting for a start in progress (for warm sandboxes, which no start() owns). */
  private async halt(id: string): Promise<void> {
    const l = this.live.get(id);
    this.live.delete(id);
    const rec = l?.rec ?? this.store.read(id);
    this.relays.stop(id);
    if (rec) killHelper(rec.net);
    if (rec && isAlive(rec.pid, rec.startTime)) {
      // SIGKILL to pid 1 of the sandbox's pid namespace kills every process in it.
      try {
        process.kill(rec.pid, 'SIGKILL');
      } catch {}
      if (!(await waitGone(rec.pid, rec.startTime, 5000))) throw new Error(`sandbox ${id}: init ${rec.pid} did not die`);
    }
    await drain(l?.cg ?? (rec?.cgroup ? this.cgm.open(rec.cgroup) : this.cgm.find(id)));
    this.store.remove(id);
  }

  async destroy(id: string): Promise<void> {
    await this.stop(id);
    await this.forget(id);
  }

  /** Removes what is left of a stopped sandbox on the host, but for its workspace and volumes. */
  private async forget(id: string): Promise<void> {
    const cg = this.cgm.version === 'none' ? null : this.cgm.find(id);
    await cg?.remove();
    const uid = this.uids.peek(id);
    if (uid !== undefined) fs.rmSync(`/tmp/.bubblewrap-${uid}`, { recursive: true, force: true }); // bwrap's mount base
    this.uids.release(id);
    this.store.removeLog(id);
  }

  async exec(id: string, opts: RunOptions): Promise<RunResult> {
    const l = this.running(id);
    const script = innerScript({ ...opts, shell: this.rootfs.shell });
    const sub = l.cg?.sub(`x-${randomBytes(6).toString('hex')}`) ?? null;
    let ok = false;
    let pid = 0;
    try {
      const launch = launchFor(l.rec.pid, sub?.procsFiles() ?? [], script);
      const max = opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
      const child = await this.spawner.spawn(
        {
          file: launch.file,
          args: launch.args,
          env: launch.env,
          stdio: [opts.stdin !== undefined ? { input: opts.stdin } : 'ignore', { capture: max }, { capture: max }],
          detached: true,
          cwd: '/',
        },
        { hold: true },
      );
      pid = child.pid;
      const killTree = sub ? () => sub.kill(child.pid) : () => killGroup(child.pid, 'SIGKILL');
      const r = await collect(child, { ...opts, killTree });
      ok = true;
      if (r.exitCode !== 0 && !r.timedOut && !this.isRunning(id)) throw new EngineError('NotRunning', `sandbox ${id} stopped during exec`);
      return r;
    } finally {
      // Set up or reported by a spawner that died: whatever runs of the command is not waited for.
      if (!ok) await (sub ? sub.kill() : killGroup(pid, 'SIGKILL')).catch(() => {});
      await sub?.release().catch(() => {});
    }
  }

  spawn(id: string, opts: Omit<RunOptions, 'timeoutMs' | 'maxOutputBytes' | 'stdin'>): ChildProcess {
    const l = this.running(id);
    const script = innerScript({ ...opts, shell: this.rootfs.shell });
    const sub = l.cg?.sub(`s-${randomBytes(6).toString('hex')}`) ?? null;
    const launch = scheduled(this.sched, launchFor(l.rec.pid, sub?.procsFiles() ?? [], script));
    const child = spawn(launch.file, launch.args, {
      env: launch.env,
      stdio: this.stdio(['pipe', 'pipe', 'pipe']),
      detached: true,
      cwd: '/',
    });
    // child.pid is the host-side nsenter, which does not forward signals: signal the command's
    // whole tree instead (its cgroup, which also holds anything it daemonized).
    child.kill = (sig: NodeJS.Signals | number = 'SIGTERM') => {
      const s = signalName(sig);
      if (sub) {
        if (s === 'SIGKILL') sub.kill(child.pid).catch(() => {});
        else sub.signal(s, child.pid);
      } else killGroup(child.pid!, s).catch(() => {});
      return true;
    };
    child.once('exit', () => sub?.release().catch(() => {}));
    return child;
  }

  commandFor(
    id: string,
    opts: { command?: string; env?: Record<string, string>; cwd?: string; login?: boolean },
  ): { file: string; args: string[]; env: Record<string, string> } {
    const l = this.running(id);
    const script = innerScript({ ...opts, login: opts.login ?? opts.command === undefined, shell: this.rootfs.shell });
    return scheduled(this.sched, launchFor(l.rec.pid, l.cg?.procsFiles() ?? [], script, this.leaked));
  }

  async writeFile(id: string, file: string, content: Buffer, mode?: number): Promise<void> {
    const env: Record<string, string> = { F: checkPath(file), M: (mode ?? 0o644).toString(8) };
    const r = await this.exec(id, { command: fileScript.write, env, stdin: content, timeoutMs: 120_000, maxOutputBytes: 64 * 1024 });
    if (r.exitCode !== 0) throw new Error(`writeFile ${file}: ${r.stderr.toString().trim() || `exit ${r.exitCode}`}`);
  }

  async removeFile(id: string, file: string): Promise<void> {
    const r = await this.exec(id, {
      command: fileScript.remove,
      env: { F: checkPath(file) },
      timeoutMs: 60_000,
      maxOutputBytes: 64 * 1024,
    });
    if (r.exitCode !== 0) throw new Error(`removeFile ${file}: ${r.stderr.toString().trim() || `exit ${r.exitCode}`}`);
  }

  async connect(id: string, port: number, opts: { timeoutMs?: number } = {}): Promise<Socket> {
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new TypeError(`port must be 1..65535, not ${port}`);
    const l = this.running(id);
    try {
      return await this.relays.connect({ id, pid: l.rec.pid, startTime: l.rec.startTime }, port, opts.timeoutMs ?? 5000);
    } catch (err) {
      if (!this.isRunning(id)) throw new EngineError('NotRunning', `sandbox ${id} is not running`);
      throw err;
    }
  }

  /** Pid of the sandbox's port relay while one runs (for measurements). */
  relayPid(id: string): number | null {
    return this.relays.pid(id);
  }

  /** Pid of the process spawner while one runs (tests, measurements). */
  spawnerPid(): number | null {
    return this.spawner.pid();
  }

  private stdio(s: Array<'pipe' | 'ignore' | number>) {
    return sealStdio(s, this.leaked, this.devnull);
  }

  private running(id: string): Live {
    const l = this.live.get(id);
    if (!l || !this.isRunning(id)) throw new EngineError('NotRunning', `sandbox ${id} is not running`);
    return l;
  }

  private exited(l: Live, reason: string): void {
    if (this.live.get(l.rec.id) !== l) return; // stopped (or already reported)
    this.live.delete(l.rec.id);
    this.relays.stop(l.rec.id);
    killHelper(l.rec.net);
    this.store.remove(l.rec.id);
    drain(l.cg).catch(() => {});
    for (const fn of this.listeners) fn(l.rec.id, reason);
  }

  private ensurePoller(): void {
    if (this.poller) return;
    this.poller = setInterval(() => {
      for (const l of [...this.live.values()]) if (!isAlive(l.rec.pid, l.rec.startTime)) this.exited(l, 'init process exited');
    }, this.opts.pollMs ?? 1000);
    this.poller.unref();
  }
}

/** SIGKILL to a helper process recorded with its start time (pids are reused). */
function killHelper(h: { pid: number; startTime: number } | undefined): void {
  if (!h || !isAlive(h.pid, h.startTime)) return;
  try {
    process.kill(h.pid, 'SIGKILL');
  } catch {}
}

/** After init died: host-side nsenter parents exit by themselves once their children are dead
 *  (reaping them; killed first, those zombies would go to the host's init). Give them a moment,
 *  then kill whatever is still in the group. */
async function drain(cg: Cgroup | null): Promise<void> {
  for (let i = 0; cg && i < 50 && cg.pids().length; i++) await new Promise((r) => setTimeout(r, 10));
  await cg?.kill().catch(() => {});
}
