// What the sandbox services need from whatever runs sandboxes. The local engine provides
// one; without an engine the server still serves every record operation and says why
// sandboxes cannot run.
import type { Readable } from 'node:stream';
import { DomainError } from '../errors.js';
import type { SandboxRow } from './rows.js';

export interface ExecRequest {
  command: string;
  cwd?: string;
  env?: { name: string; value: string }[];
  timeout?: number;
  stdin?: string;
}

export interface ExecResult {
  stdout: string;
  stderr: string;
  exitCode: number;
  durationMs: number;
  truncated: boolean;
}

export interface StartOptions {
  repo?: string;
}

export interface SandboxRuntime {
  /** Why sandboxes cannot run here, or null when they can. */
  unavailableReason(): string | null;
  /** An id to create a sandbox with that is started at once: one already started ahead of demand, or null (give it back with releaseId if the create fails). */
  claimId?(sandbox: Pick<SandboxRow, 'network'>): string | null;
  releaseId?(id: string): void;
  /** Starts the sandbox and records its status (RUNNING or FAILED with a reason). */
  start(sandbox: SandboxRow, opts: StartOptions): Promise<void>;
  /** Stops the sandbox and everything in it; records STOPPED. A no-op when it is not running. */
  stop(sandbox: SandboxRow, reason: string): Promise<void>;
  /** Stops the sandbox and removes everything it has on the host. */
  destroy(sandbox: SandboxRow): Promise<void>;
  /** Live check used by operations that need a running sandbox. */
  isRunning(sandboxId: string): boolean;
  /** Runs a command in the running sandbox with its variables and secrets. */
  exec(sandbox: SandboxRow, req: ExecRequest): Promise<ExecResult>;
  /**
   * A .tar.gz stream of a directory of the running sandbox (its contents at the archive
   * root), read as the sandbox user; `level` is the gzip level (default 6). The stream ends
   * only once the archive is complete, and destroying it stops the archiver.
   */
  archive(sandbox: SandboxRow, directory: string, opts?: { level?: number }): Promise<Readable>;
  /**
   * Extracts an uncompressed, already checked tar stream (services/tar-check.ts) into a
   * directory of the running sandbox as the sandbox user (created if missing); `replace`
   * empties the directory first.
   */
  extract(sandbox: SandboxRow, directory: string, tar: Readable, opts: { replace: boolean }): Promise<void>;
}

export const engineUnavailable = (reason: string) =>
  new DomainError(503, 'EngineUnavailable', `sandboxes cannot run on this server: ${reason}`);

/** Used when no engine is configured: nothing runs, so stop and destroy have nothing to do. */
export class NoRuntime implements SandboxRuntime {
  constructor(private readonly reason: string) {}
  unavailableReason() {
    return this.reason;
  }
  async start(): Promise<void> {
    throw engineUnavailable(this.reason);
  }
  async stop(): Promise<void> {}
  async destroy(): Promise<void> {}
  isRunning() {
    return false;
  }
  // Nothing runs without an engine, so callers stop at their SandboxNotRunning check;
  // these answer the same clear error if ever reached.
  async exec(): Promise<ExecResult> {
    throw engineUnavailable(this.reason);
  }
  async archive(): Promise<Readable> {
    throw engineUnavailable(this.reason);
  }
  async extract(): Promise<void> {
    throw engineUnavailable(this.reason);
  }
}
