// A one-line progress bar on stderr when it is a terminal; silent otherwise, so scripts
// and pipes see only what they asked for.
import { formatBytes } from './client.js';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const WIDTH = 24;

export class Progress {
  private label = '';
  private total = 0;
  private done = 0;
  private started = Date.now();
  private frame = 0;
  private timer?: NodeJS.Timeout;

  constructor(readonly enabled: boolean = process.stderr.isTTY === true) {}

  /** A new step: bytes counted against `total` when known, a spinner otherwise. */
  step(label: string, total = 0): void {
    this.label = label;
    this.total = total;
    this.done = 0;
    this.started = Date.now();
    if (!this.enabled) return;
    this.timer ??= setInterval(() => this.render(), 100);
    this.timer.unref();
    this.render();
  }

  add(bytes: number): void {
    this.done += bytes;
  }

  /** Clears the line; the caller prints its own summary. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.enabled) process.stderr.write('\r\x1b[K');
  }

  private render(): void {
    const secs = Math.max((Date.now() - this.started) / 1000, 0.001);
    const rate = this.done ? `  ${formatBytes(this.done / secs)}/s` : '';
    let line: string;
    if (this.total > 0) {
      const ratio = Math.min(this.done / this.total, 1);
      const fill = Math.round(ratio * WIDTH);
      const bar = `${'█'.repeat(fill)}${'░'.repeat(WIDTH - fill)}`;
      line = `${this.label} ${bar} ${String(Math.floor(ratio * 100)).padStart(3)}%  ${formatBytes(this.done)} / ${formatBytes(this.total)}${rate}`;
    } else {
      this.frame = (this.frame + 1) % FRAMES.length;
      line = `${FRAMES[this.frame]} ${this.label}${this.done ? `  ${formatBytes(this.done)}` : ''}${rate}`;
    }
    const cols = process.stderr.columns || 100;
    process.stderr.write(`\r\x1b[K${line.slice(0, cols - 1)}`);
  }
}
