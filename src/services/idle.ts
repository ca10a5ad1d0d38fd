// Idle timeout: a running sandbox with `timeout` > 0 and no keepAlive is stopped after that
// many seconds without activity (API calls on it, exec, terminal, preview traffic).
import type { Db } from '../db/index.js';
import type { Logger } from '../util/logger.js';
import type { SandboxRow } from './rows.js';
import type { SandboxRuntime } from './runtime.js';

export class IdleMonitor {
  private readonly last = new Map<string, number>();
  private readonly since = Date.now();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly runtime: SandboxRuntime,
    private readonly log: Logger,
  ) {}

  touch(sandboxId: string): void {
    this.last.set(sandboxId, Date.now());
  }

  start(intervalMs = 5000): void {
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Stops every sandbox idle past its timeout; returns their ids. */
  async sweep(at = Date.now()): Promise<string[]> {
    const rows = this.db
      .prepare<[], SandboxRow>("SELECT * FROM sandboxes WHERE status = 'RUNNING' AND keep_alive = 0 AND timeout > 0")
      .all();
    const stopped: string[] = [];
    for (const row of rows) {
      const started = row.started_at ? Date.parse(row.started_at) : this.since;
      const lastActive = Math.max(this.last.get(row.id) ?? 0, started, this.since);
      if (at - lastActive < row.timeout * 1000) continue;
      await this.runtime.stop(row, `idle timeout: no activity for ${row.timeout} s`).catch((err) => {
        this.log.error('idle stop failed', { sandbox: row.id, error: String(err) });
      });
      this.last.delete(row.id);
      stopped.push(row.id);
    }
    return stopped;
  }
}
