// Host side of the process spawner (spawner.mjs): the engine's hot-path children (bwrap, exec
// commands) are forked by that small resident process instead of by the server, whose own forks
// cost in proportion to its memory and block its event loop. The spawner also feeds and drains
// the children's pipes and answers with the bytes: only small messages cross the channel.
//
// If the spawner dies it is started again on the next request. Requests it had not answered fail
// with EngineError('Unavailable') (they may or may not have started: never retried), and children
// it had started lose their exit status and output (`lost`).
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EngineError } from '../types.js';
import { isAlive } from './proc.js';
import { type SchedPlan, scheduled } from './sched.js';

const SCRIPT = fileURLToPath(new URL('./spawner.mjs', import.meta.url));
const START_TIMEOUT_MS = 10_000;

/** A child's fd: nothing (/dev/null), a file the spawner opens, bytes the spawner writes into a
 *  pipe, or a pipe the spawner reads to its end (keeping at most `capture` bytes). */
export type StdioEntry = 'ignore' | { file: string; flags: string; mode: number } | { input: string | Buffer } | { capture: number };

export interface SpawnRequest {
  file: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  uid?: number;
  gid?: number;
  detached: boolean;
  stdio: StdioEntry[];
}

export interface Output {
  data: Buffer;
  /** More was written than the capture kept. */
  truncated: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The spawner died first: the real status (and any output not yet received) is unknown. */
  lost?: EngineError;
}

/** A child started by the spawner. Its captured output arrives before its exit. */
export class Spawned {
  pid = 0;
  exit: Exit | null = null;
  /** Resolves (never rejects) when the child has exited and its output is here, or is lost. */
  readonly exited: Promise<Exit>;
  private settle!: (e: Exit) => void;
  private readonly outputs = new Map<number, Output>();
  private readonly waiting = new Map<number, (o: Output | null) => void>();

  constructor(private readonly signal: (sig: NodeJS.Signals) => void) {
    this.exited = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  /** Signals the child itself (not its tree), unless it has exited. */
  kill(sig: NodeJS.Signals = 'SIGTERM'): void {
    if (!this.exit) this.signal(sig);
  }

  /** What a capture read (an empty output if the child is gone without one). */
  output(fd: number): Output {
    return this.outputs.get(fd) ?? { data: Buffer.alloc(0), truncated: false };
  }

  /** Resolves with a capture as soon as it has ended (before the child exits); null if lost. */
  ended(fd: number): Promise<Output | null> {
    const o = this.outputs.get(fd);
    if (o || this.exit) return Promise.resolve(o ?? null);
    return new Promise((resolve) => this.waiting.set(fd, resolve));
  }

  /** @internal */
  received(fd: number, o: Output): void {
    this.outputs.set(fd, o);
    this.waiting.get(fd)?.(o);
    this.waiting.delete(fd);
  }

  /** @internal */
  finish(e: Exit): void {
    if (this.exit) return;
    this.exit = e;
    for (const w of this.waiting.values()) w(null);
    this.waiting.clear();
    this.settle(e);
  }
}

interface Pending {
  child: Spawned;
  /** Keeps the server running until the child exits (exec: its caller awaits the result). */
  hold: boolean;
  resolve?: (c: Spawned) => void;
  reject?: (e: Error) => void;
}

export class Spawner {
  private proc: ChildProcess | null = null;
  private ready: Promise<ChildProcess> | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private holds = 0;
  /** The spawner that said it is ready. */
  private up: ChildProcess | null = null;

  /** `stdio` completes a stdio array so that no inherited fd reaches the spawner. */
  /** `sched`: the spawner itself runs under the sandboxes' scheduling policy, which its children inherit. */
  constructor(
    private readonly stdio: (s: Array<'pipe' | 'ignore' | number>) => StdioOptions,
    private readonly sched: SchedPlan,
  ) {}

  /** Starts the spawner now (a Node startup, tens of ms) rather than on the first request. */
  warm(): void {
    this.connect().catch(() => {}); // reported to whoever asks next
  }

  /** Pid of the running spawner (tests). */
  pid(): number | null {
    return this.proc?.pid ?? null;
  }

  /**
   * Resolves once the child runs. `hold`: the server's event loop stays alive until the child
   * has exited (exec: someone awaits it); otherwise, like an unref'd child, it does not.
   */
  spawn(req: SpawnRequest, opts: { hold: boolean }): Promise<Spawned> {
    // Sent at once when the spawner is up, so that the caller's next synchronous work (the
    // sandbox's cgroup) overlaps the fork.
    // A spawner that died since the last request may not have been noticed yet (its exit event is
    // still queued): a request sent to it would be lost, so look first.
    if (this.proc && !isAlive(this.proc.pid!)) this.lost(this.proc, 'it died');
    if (this.proc?.connected && this.up === this.proc) return this.request(this.proc, req, opts);
    return this.connect().then((proc) => this.request(proc, req, opts));
  }

  private request(proc: ChildProcess, req: SpawnRequest, opts: { hold: boolean }): Promise<Spawned> {
    const n = ++this.seq;
    const child = new Spawned((signal) => this.send(proc, { op: 'kill', n, signal }));
    const p: Pending = { child, hold: opts.hold };
    const started = new Promise<Spawned>((resolve, reject) => {
      p.resolve = resolve;
      p.reject = reject;
    });
    this.pending.set(n, p);
    this.hold(1);
    if (!this.send(proc, { op: 'spawn', n, ...req })) this.lost(proc, 'its channel is closed');
    return started;
  }

  /**
   * The spawner SIGKILLs this process if its channel closes (the server died or exited) before
   * `unguard`: for warm sandboxes, of no use without this server. Best effort: a spawner that
   * dies itself, or one started after this call, does not know it.
   */
  guard(pid: number, startTime: number): void {
    if (this.proc) this.send(this.proc, { op: 'guard', pid, startTime });
  }

  unguard(pid: number): void {
    if (this.proc) this.send(this.proc, { op: 'unguard', pid });
  }

  /** Stops the spawner (children keep running; their exit is no longer reported). */
  close(): void {
    const proc = this.proc;
    if (proc) this.lost(proc, 'the engine was closed');
    proc?.kill('SIGKILL');
  }

  private send(proc: ChildProcess, msg: object): boolean {
    if (!proc.connected) return false;
    try {
      proc.send(msg, undefined, {}, () => {}); // a failed write is noticed by 'disconnect'
      return true;
    } catch {
      return false;
    }
  }

  private connect(): Promise<ChildProcess> {
    if (this.proc && !this.proc.connected) this.lost(this.proc, 'its channel closed');
    this.ready ??= this.launch().catch((err) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  private launch(): Promise<ChildProcess> {
    // A small heap keeps its forks cheap; no environment (NODE_OPTIONS: no TypeScript loader).
    const node = { file: process.execPath, args: ['--max-semi-space-size=1', '--max-old-space-size=64', SCRIPT] };
    const { file, args } = scheduled(this.sched, node);
    const proc = spawn(file, args, {
      stdio: this.stdio(['ignore', 'ignore', 2, 'ipc' as never]),
      serialization: 'advanced', // Buffers (stdin, output) cross as bytes, not JSON
      cwd: '/',
      env: {},
    });
    this.proc = proc;
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer);
        proc.off('error', onError).off('exit', onExit).off('message', onReady);
        proc.kill('SIGKILL');
        this.lost(proc, why);
        reject(new EngineError('Unavailable', `the engine's process spawner did not start: ${why}`));
      };
      const timer = setTimeout(() => fail(`not ready after ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
      const onError = (err: Error) => fail(err.message);
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`exited (${signal ?? `code ${code}`})`);
      // Only our own listeners come and go: Node's IPC keeps internal ones on the same object.
      const onReady = (m: { ready?: boolean }) => {
        if (!m?.ready) return fail('unexpected first message');
        clearTimeout(timer);
        proc.off('error', onError).off('exit', onExit).off('message', onReady);
        proc.on('error', () => {});
        proc.on('message', (msg: Reply) => this.onMessage(msg));
        proc.once('exit', (code, signal) => this.lost(proc, `exited (${signal ?? `code ${code}`})`));
        proc.once('disconnect', () => this.lost(proc, 'its channel closed'));
        this.up = proc;
        resolve(proc);
      };
      proc.on('error', onError).on('exit', onExit).on('message', onReady);
      // Neither the spawner nor its channel keeps the server running, except while a child is held.
      proc.unref();
      this.channel(proc)?.unref();
    });
  }

  private onMessage(m: Reply): void {
    const p = this.pending.get(m.n);
    if (!p) return;
    if (m.error) {
      const reject = p.reject;
      this.done(m.n, p);
      reject?.(Object.assign(new Error(`spawn ${m.error.message}`), { code: m.error.code }));
    } else if (m.pid !== undefined) {
      p.child.pid = m.pid;
      const resolve = p.resolve!;
      p.resolve = p.reject = undefined;
      if (!p.hold) this.hold(-1);
      resolve(p.child);
    } else if (m.fd !== undefined && m.data) {
      p.child.received(m.fd, { data: Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength), truncated: !!m.truncated });
    } else if (m.exit !== undefined) {
      this.done(m.n, p);
      p.child.finish({ code: m.exit, signal: m.signal ?? null });
    }
  }

  /** No more messages about this child: it holds the server's loop no more. */
  private done(n: number, p: Pending): void {
    this.pending.delete(n);
    if (p.resolve || p.hold) this.hold(-1);
  }

  private lost(proc: ChildProcess, why: string): void {
    if (this.proc !== proc) return;
    this.proc = null;
    this.ready = null;
    const err = new EngineError('Unavailable', `the engine's process spawner is gone (${why})`);
    for (const [n, p] of [...this.pending]) {
      const reject = p.reject;
      this.done(n, p);
      if (reject) reject(err);
      else p.child.finish({ code: null, signal: null, lost: err });
    }
  }

  private hold(delta: number): void {
    const before = this.holds;
    this.holds += delta;
    const ch = this.proc ? this.channel(this.proc) : undefined;
    if (before === 0 && this.holds > 0) ch?.ref();
    else if (before > 0 && this.holds === 0) ch?.unref();
  }

  private channel(proc: ChildProcess): { ref(): void; unref(): void } | undefined {
    return proc.channel as unknown as { ref(): void; unref(): void } | undefined;
  }
}

interface Reply {
  n: number;
  pid?: number;
  fd?: number;
  data?: Uint8Array;
  truncated?: boolean;
  exit?: number | null;
  signal?: NodeJS.Signals | null;
  error?: { code: string; message: string };
}
