// Deletes expired copies and backups from disk and database: once at start, then every
// minute. Expired ones are already invisible to every operation; this reclaims the space.
import type { Logger } from '../util/logger.js';
import type { Backups } from './backups.js';
import type { Copies } from './copies.js';

export const SWEEP_INTERVAL_MS = 60_000;

export class StorageSweeper {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly copies: Copies,
    private readonly backups: Backups,
    private readonly log: Logger,
  ) {}

  start(intervalMs = SWEEP_INTERVAL_MS): void {
    this.run();
    this.timer = setInterval(() => this.run(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  run(at = new Date()): { copies: number; backups: number } {
    try {
      const swept = { copies: this.copies.sweep(at), backups: this.backups.sweep(at) };
      if (swept.copies || swept.backups) this.log.info('expired archives deleted', swept);
      return swept;
    } catch (err) {
      this.log.error('storage sweep failed', { error: err instanceof Error ? err.message : String(err) });
      return { copies: 0, backups: 0 };
    }
  }
}
