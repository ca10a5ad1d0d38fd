// Background delivery loops driven by the database: what is due is read from its rows, so
// a restarted server picks up where the previous one stopped.
import type { RetryPolicy } from '../config.js';

/** How long to wait after the `attempts`-th failed attempt. */
export function backoffMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Longest sleep between runs, so a missed wake-up only delays work, never loses it. */
const MAX_SLEEP_MS = 60_000;

/**
 * Runs `work` when kicked and when its next due time comes, one run at a time. `work`
 * returns the milliseconds until something is next due, or null when nothing is waiting.
 */
export class Pump {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = true;

  constructor(
    private readonly work: () => Promise<number | null>,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    clearTimeout(this.timer);
    let next: number | null = null;
    this.work()
      .then(
        (ms) => {
          next = ms;
        },
        (err) => this.onError(err),
      )
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.sleep(next);
      });
  }

  private sleep(ms: number | null): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, Math.min(ms ?? MAX_SLEEP_MS, MAX_SLEEP_MS)));
    this.timer.unref();
  }
}
