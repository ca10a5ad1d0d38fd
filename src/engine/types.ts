// The sandbox engine interface: what the services need from whatever runs sandboxes.
// The local engine (bubblewrap + nsenter + cgroups) implements it; a cluster engine could too.
import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

export interface VolumeMount {
  hostDir: string;
  path: string;
  readOnly: boolean;
}

/**
 * Outbound network. `none`: loopback only. `full`: IPv4 to anywhere the host can reach, or, with
 * `allow`, only to those IPv4 addresses/CIDRs and host names (resolved once, at start).
 */
export interface NetworkSpec {
  mode: 'none' | 'full';
  allow?: string[];
}

export interface SandboxSpec {
  id: string; // e.g. "sbx-abc123", safe as a file name / DNS label
  workspaceDir: string; // host dir bind-mounted read-write at /home/sandbox (persistent)
  volumes: VolumeMount[]; // host dirs bind-mounted at `path` inside
  limits: { vcpus?: number; memoryGiB?: number; pids?: number };
  network?: NetworkSpec; // default { mode: 'none' }
}

export interface RunOptions {
  command: string; // run as `sh -c command` inside the sandbox
  cwd?: string; // default /home/sandbox
  env?: Record<string, string>; // added on top of a minimal base (HOME, PATH, USER, LOGNAME, SHELL, LANG)
  stdin?: string | Buffer;
  timeoutMs?: number; // kill the whole process tree at timeout -> exitCode 124, timedOut true
  maxOutputBytes?: number; // cap per stream (default 1 MiB); beyond it output is read and discarded, truncated=true
}

export interface RunResult {
  stdout: Buffer;
  stderr: Buffer;
  exitCode: number;
  timedOut: boolean;
  truncated: boolean;
  durationMs: number;
}

export interface EngineCapabilities {
  isolation: 'bwrap';
  cgroups: 'v1' | 'v2' | 'none';
  memory: boolean;
  cpu: boolean;
  pids: boolean;
  diskQuota: boolean;
  notes: string[];
}

export interface Engine {
  readonly name: string;
  capabilities(): EngineCapabilities;
  /** Resolves when the sandbox can exec. Starting a running sandbox returns its pid. */
  start(spec: SandboxSpec): Promise<{ pid: number }>;
  /** After a server restart: true if that init pid is still our live sandbox; then tracks it. */
  attach(id: string, pid: number): boolean;
  isRunning(id: string): boolean;
  /** The sandbox's init died (not via stop). */
  onExit(listener: (id: string, reason: string) => void): void;
  /** Kill everything in the sandbox; idempotent. */
  stop(id: string): Promise<void>;
  /** stop + remove cgroups and engine state (the caller deletes workspace and volume dirs). */
  destroy(id: string): Promise<void>;
  exec(id: string, opts: RunOptions): Promise<RunResult>;
  /** Long-running process (services) in its own process group; `kill(sig)` signals its whole tree. */
  spawn(id: string, opts: Omit<RunOptions, 'timeoutMs' | 'maxOutputBytes' | 'stdin'>): ChildProcess;
  /** argv to run something inside (e.g. a PTY shell); `env` is the host-side environment for `file`. */
  commandFor(
    id: string,
    opts: { command?: string; env?: Record<string, string>; cwd?: string; login?: boolean },
  ): { file: string; args: string[]; env: Record<string, string> };
  /** Absolute path inside; parents created; owned by uid 1000; written inside the sandbox as uid 1000. */
  writeFile(id: string, path: string, content: Buffer, mode?: number): Promise<void>;
  removeFile(id: string, path: string): Promise<void>;
  /**
   * A TCP connection from the host to 127.0.0.1:`port` inside a running sandbox (the sandbox
   * cannot reach the host this way). Resolves once connected; `ConnectFailed` when nothing
   * accepts on the port or it does not within `timeoutMs` (default 5 s).
   */
  connect(id: string, port: number, opts?: { timeoutMs?: number }): Promise<Socket>;

  // Optional extras (the local engine has them).
  /** Host uid/gid that uid/gid 1000 inside maps to: chown anything the host writes into the workspace/volumes. */
  hostOwner?(id: string): { uid: number; gid: number };
  /**
   * The id of a sandbox already started ahead of demand, for a sandbox about to be created and
   * started (pass it to `start`, or back to `releaseWarm` if the create fails); null when none is.
   */
  claimWarm?(): string | null;
  /** Start keeping sandboxes warm (called once the data directory is ready). */
  keepWarm?(): void;
  releaseWarm?(id: string): void;
  /** Sandboxes the engine has a record of (running or not): for reconciling on boot and sweeping orphans. */
  listRecorded?(): Array<{ id: string; pid: number; alive: boolean }>;
  /** Stop tracking (server shutdown) without touching running sandboxes. */
  close?(): void | Promise<void>;
}

export class EngineError extends Error {
  constructor(
    public code: 'NotRunning' | 'StartFailed' | 'Unavailable' | 'ConnectFailed',
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
