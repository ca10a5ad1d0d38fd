// Runs sandboxes on an Engine and keeps the database's status the truth: every start,
// stop, exit and server restart is recorded as it happens.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import type { Engine, NetworkSpec } from '../engine/types.js';
import { DomainError, invalid, notFound } from '../errors.js';
import { now } from '../util/ids.js';
import type { Logger } from '../util/logger.js';
import { lastLine } from '../util/stderr-tail.js';
import { type EventRecorder, type EventType, noEvents, stopReason } from './events.js';
import { previewsChanged } from './previews.js';
import { cloneRepo } from './repo.js';
import type { FileRow, SandboxRow, SecretRow, VariableRow, VolumeRow } from './rows.js';
import type { ExecRequest, ExecResult, SandboxRuntime, StartOptions } from './runtime.js';

/** Exec output cap per stream, and timeouts (seconds). */
export const EXEC_LIMITS = { maxOutputBytes: 1024 * 1024, defaultTimeout: 60, maxTimeout: 3600 };
/** Processes (threads included) a sandbox may have at once. */
export const SANDBOX_PIDS = 512;

/**
 * A directory the sandbox's unprivileged host uid can pass through (not list) on its way to
 * its own workspace and volumes; explicit chmod because the server runs with umask 077.
 */
function traversable(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o711);
}

/** The sandbox's outbound network setting, as stored by Sandboxes.create. */
function networkSpec(s: SandboxRow): NetworkSpec {
  if (s.network !== 'full') return { mode: 'none' };
  return s.network_allow ? { mode: 'full', allow: JSON.parse(s.network_allow) as string[] } : { mode: 'full' };
}

export interface EngineRuntimeOptions {
  dataDir: string;
  /** Host directories under which local-path and file:// repositories may be cloned. */
  repoRoots: string[];
}

export class EngineRuntime implements SandboxRuntime {
  /** Status changes are recorded as events in their own transaction (the outbox). */
  events: EventRecorder = noEvents;
  /** Run after the files are written, before the sandbox is reported RUNNING; failures are logged, not fatal. */
  readonly onStarted: Array<(sandbox: SandboxRow) => Promise<void>> = [];
  /** Run before a running sandbox is stopped (`destroy`: it is being deleted); failures are logged, not fatal. */
  readonly onStopping: Array<(sandbox: SandboxRow, destroy: boolean) => Promise<void>> = [];
  /** Run by reconcile for each sandbox still running after a server restart; failures are logged, not fatal. */
  readonly onAttached: Array<(sandbox: SandboxRow) => Promise<void>> = [];

  constructor(
    private readonly db: Db,
    readonly engine: Engine,
    private readonly vault: Vault,
    private readonly log: Logger,
    private readonly opts: EngineRuntimeOptions,
  ) {
    traversable(join(opts.dataDir, 'sandboxes'));
    engine.keepWarm?.();
    engine.onExit((id, reason) => {
      const why = `the sandbox stopped unexpectedly: ${reason}`;
      this.transition(id, 'FAILED', why, ['sandbox.stopped', { reason: 'failure', detail: why }], ['sandbox.failed', { reason: why }]);
      this.log.info('sandbox exited', { sandbox: id, reason });
    });
  }

  unavailableReason(): string | null {
    return null;
  }

  isRunning(sandboxId: string): boolean {
    return this.engine.isRunning(sandboxId);
  }

  /** Host directory of a sandbox: home/ is its workspace, volumes/<id>/ its volumes. */
  sandboxDir(sandboxId: string): string {
    return join(this.opts.dataDir, 'sandboxes', sandboxId);
  }

  volumeDir(sandboxId: string, volumeId: string): string {
    return join(this.sandboxDir(sandboxId), 'volumes', volumeId);
  }

  /** Warm sandboxes have loopback-only network: a sandbox with outbound network starts cold. */
  claimId(sandbox: Pick<SandboxRow, 'network'>): string | null {
    return sandbox.network === 'full' ? null : (this.engine.claimWarm?.() ?? null);
  }

  releaseId(id: string): void {
    this.engine.releaseWarm?.(id);
  }

  async start(sandbox: SandboxRow, opts: StartOptions): Promise<void> {
    if (this.engine.isRunning(sandbox.id)) return;
    if (sandbox.status !== 'INITIALIZING') this.setStatus(sandbox.id, 'INITIALIZING', null);
    const volumes = this.db.prepare<[string], VolumeRow>('SELECT * FROM volumes WHERE sandbox_id = ?').all(sandbox.id);
    try {
      traversable(this.sandboxDir(sandbox.id));
      traversable(join(this.sandboxDir(sandbox.id), 'volumes'));
      const { pid } = await this.engine.start({
        id: sandbox.id,
        workspaceDir: join(this.sandboxDir(sandbox.id), 'home'),
        volumes: volumes.map((v) => ({ hostDir: this.volumeDir(sandbox.id, v.id), path: v.path, readOnly: v.read_only === 1 })),
        limits: { vcpus: sandbox.vcpus, memoryGiB: sandbox.memory, pids: SANDBOX_PIDS },
        network: networkSpec(sandbox),
      });
      for (const file of this.db.prepare<[string], FileRow>('SELECT * FROM files WHERE sandbox_id = ?').all(sandbox.id)) {
        await this.engine.writeFile(sandbox.id, file.path, this.vault.decrypt(file.ciphertext));
      }
      if (opts.repo) {
        const owner = this.engine.hostOwner?.(sandbox.id);
        await cloneRepo(opts.repo, join(this.sandboxDir(sandbox.id), 'home'), owner, this.opts.repoRoots);
      }
      for (const hook of this.onStarted) {
        await hook(sandbox).catch((err) => this.log.error('start hook failed', { sandbox: sandbox.id, error: String(err) }));
      }
      this.db.transaction(() => {
        this.db
          .prepare(
            "UPDATE sandboxes SET status = 'RUNNING', status_reason = NULL, started_at = ?, engine_pid = ?, updated_at = ? WHERE id = ?",
          )
          .run(now(), pid, now(), sandbox.id);
        previewsChanged();
        this.events.record('sandbox.started', sandbox.owner_id, { sandbox: { id: sandbox.id, name: sandbox.name } });
      })();
      this.log.info('sandbox started', { sandbox: sandbox.id, pid });
    } catch (err) {
      await this.engine.stop(sandbox.id).catch(() => {});
      const reason = err instanceof Error ? err.message : String(err);
      this.transition(sandbox.id, 'FAILED', reason, ['sandbox.failed', { reason }]);
      this.log.error('sandbox failed to start', { sandbox: sandbox.id, reason });
    }
  }

  async stop(sandbox: SandboxRow, reason: string): Promise<void> {
    const stopped: [EventType, Record<string, unknown>] = ['sandbox.stopped', { reason: stopReason(reason), detail: reason }];
    if (!this.engine.isRunning(sandbox.id)) {
      if (sandbox.status !== 'STOPPED' && sandbox.status !== 'FAILED') this.transition(sandbox.id, 'STOPPED', reason, stopped);
      return;
    }
    this.setStatus(sandbox.id, 'STOPPING', null);
    await this.runHooks(this.onStopping, sandbox, false);
    await this.engine.stop(sandbox.id);
    this.transition(sandbox.id, 'STOPPED', reason, stopped);
    this.log.info('sandbox stopped', { sandbox: sandbox.id, reason });
  }

  async destroy(sandbox: SandboxRow): Promise<void> {
    await this.runHooks(this.onStopping, sandbox, true);
    await this.engine.destroy(sandbox.id);
    rmSync(this.sandboxDir(sandbox.id), { recursive: true, force: true });
  }

  async exec(sandbox: SandboxRow, req: ExecRequest): Promise<ExecResult> {
    const env = this.environment(sandbox.id);
    for (const e of req.env ?? []) env[e.name] = e.value;
    const r = await this.engine.exec(sandbox.id, {
      command: req.command,
      cwd: req.cwd,
      env,
      stdin: req.stdin,
      timeoutMs: (req.timeout ?? EXEC_LIMITS.defaultTimeout) * 1000,
      maxOutputBytes: EXEC_LIMITS.maxOutputBytes,
    });
    return {
      stdout: r.stdout.toString('utf8'),
      stderr: r.stderr.toString('utf8'),
      exitCode: r.timedOut ? 124 : r.exitCode,
      durationMs: Math.round(r.durationMs),
      truncated: r.truncated,
    };
  }

  /** The sandbox's variables and decrypted secrets: the environment of every new process. */
  environment(sandboxId: string): Record<string, string> {
    const env: Record<string, string> = {};
    for (const v of this.db.prepare<[string], VariableRow>('SELECT * FROM variables WHERE sandbox_id = ?').all(sandboxId))
      env[v.name] = v.value;
    for (const s of this.db.prepare<[string], SecretRow>('SELECT * FROM secrets WHERE sandbox_id = ?').all(sandboxId)) {
      env[s.name] = this.vault.decryptText(s.ciphertext);
    }
    const vpn = this.db.prepare<[string], { ciphertext: Buffer }>('SELECT ciphertext FROM vpn_keys WHERE sandbox_id = ?').get(sandboxId);
    if (vpn) env.VPN_AUTH_KEY = this.vault.decryptText(vpn.ciphertext);
    return env;
  }

  /**
   * tar runs inside the sandbox as its user: it can read only what the sandbox can. Exit 1
   * ("file changed as we read it") still leaves a complete, valid archive and is accepted;
   * any other failure fails the stream with tar's message.
   */
  async archive(sandbox: SandboxRow, directory: string, opts: { level?: number } = {}): Promise<Readable> {
    await this.requireDirectory(sandbox.id, directory);
    const level = opts.level ?? 6;
    if (!Number.isInteger(level) || level < 1 || level > 9) throw new TypeError(`gzip level ${level} is not 1..9`);
    const child = this.engine.spawn(sandbox.id, {
      command: 'exec tar cf - -C "$DIR" --use-compress-program="gzip -$LEVEL" .',
      env: { DIR: directory, LEVEL: String(level) },
    });
    child.stdin?.end();
    const stderr = lastLine(child.stderr);
    const stdout = child.stdout as Readable;
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    stdout.pipe(out, { end: false });
    const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    closed.then((code) => {
      if (code === 0 || code === 1) out.end();
      else out.destroy(invalid(`could not archive ${directory}: ${stderr() || `tar exited with ${code}`}`));
    });
    out.once('close', () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      stdout.resume();
    });
    return out;
  }

  /**
   * Extraction runs inside the sandbox as its user, so even a path the check missed could
   * reach nothing the sandbox could not write itself. `-p` keeps the archive's modes (a
   * non-root tar would apply the umask); files belong to the sandbox user. An existing
   * target keeps its own mode and owner (--no-overwrite-dir); a replaced one gets the archive's.
   */
  async extract(sandbox: SandboxRow, directory: string, tar: Readable, opts: { replace: boolean }): Promise<void> {
    const prepare = opts.replace
      ? 'mkdir -p "$DIR" && { find "$DIR" ! -perm -u=rwx -type d -exec chmod u+rwx {} \\; 2>/dev/null; find "$DIR" -mindepth 1 -delete; } && set --'
      : 'if [ -d "$DIR" ]; then set -- --no-overwrite-dir; else mkdir -p "$DIR" && set --; fi';
    const child = this.engine.spawn(sandbox.id, {
      command: `${prepare} && exec tar xf - -C "$DIR" -p --no-same-owner "$@"`,
      env: { DIR: directory },
    });
    const stderr = lastLine(child.stderr);
    child.stdout?.resume();
    const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    try {
      await pipeline(tar, child.stdin as Writable);
    } catch (err) {
      if (err instanceof DomainError) {
        child.kill('SIGKILL');
        await closed;
        throw err;
      }
      // tar stopped reading: at the archive's end marker (then it exits 0 by itself), or on
      // an error. Its exit status and message say which; a tar that hangs on is stopped.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await closed;
      clearTimeout(timer);
    }
    const code = await closed;
    if (code !== 0) throw invalid(`the archive could not be extracted into ${directory}: ${stderr() || `tar exited with ${code}`}`);
  }

  private async requireDirectory(sandboxId: string, directory: string): Promise<void> {
    const r = await this.engine.exec(sandboxId, { command: 'test -d "$DIR"', env: { DIR: directory }, timeoutMs: 10_000 });
    if (r.exitCode !== 0) throw notFound('DirectoryNotFound', `${directory} is not a directory in the sandbox`);
  }

  /**
   * After a server restart: sandboxes recorded as running are re-attached when their init
   * still lives, otherwise reported STOPPED; engine sandboxes nobody knows are stopped.
   */
  async reconcile(): Promise<void> {
    const rows = this.db.prepare<[], SandboxRow>("SELECT * FROM sandboxes WHERE status IN ('RUNNING', 'INITIALIZING', 'STOPPING')").all();
    const known = new Set<string>();
    for (const row of rows) {
      if (row.status === 'RUNNING' && row.engine_pid && this.engine.attach(row.id, row.engine_pid)) {
        known.add(row.id);
        await this.runHooks(this.onAttached, row);
        continue;
      }
      await this.engine.stop(row.id).catch(() => {});
      const why = 'server restart: the sandbox was not running any more';
      this.transition(row.id, 'STOPPED', why, ['sandbox.stopped', { reason: 'server_restart', detail: why }]);
    }
    for (const rec of this.engine.listRecorded?.() ?? []) {
      if (!known.has(rec.id)) await this.engine.stop(rec.id).catch(() => {});
    }
  }

  private async runHooks<A extends unknown[]>(hooks: Array<(...args: A) => Promise<void>>, ...args: A): Promise<void> {
    for (const hook of hooks) {
      await hook(...args).catch((err) =>
        this.log.error('sandbox hook failed', { sandbox: (args[0] as SandboxRow).id, error: String(err) }),
      );
    }
  }

  /** A status change and the events that describe it, in one transaction. */
  private transition(id: string, status: string, reason: string | null, ...events: [EventType, Record<string, unknown>][]): void {
    this.db.transaction(() => {
      this.setStatus(id, status, reason);
      const row = this.db.prepare<[string], SandboxRow>('SELECT * FROM sandboxes WHERE id = ?').get(id);
      for (const [type, data] of events) if (row) this.events.record(type, row.owner_id, { sandbox: { id, name: row.name }, ...data });
    })();
  }

  private setStatus(id: string, status: string, reason: string | null): void {
    previewsChanged();
    this.db.prepare('UPDATE sandboxes SET status = ?, status_reason = ?, updated_at = ? WHERE id = ?').run(status, reason, now(), id);
  }
}
