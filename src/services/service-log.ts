// The recent output of a service: stdout and stderr interleaved in arrival order, split
// into lines, kept in a bounded ring so a chatty service cannot grow the server's memory.
import { StringDecoder } from 'node:string_decoder';

/** Lines kept per service, their total size (UTF-16 units), and the longest single line. */
export const SERVICE_LOG_LIMITS = { lines: 1000, chars: 256 * 1024, lineChars: 16 * 1024 };

export class OutputLog {
  private lines: string[] = [];
  private head = 0;
  private chars = 0;

  push(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    while (this.lines.length - this.head > SERVICE_LOG_LIMITS.lines || this.chars > SERVICE_LOG_LIMITS.chars) {
      this.chars -= this.lines[this.head].length;
      this.head++;
    }
    if (this.head > SERVICE_LOG_LIMITS.lines) {
      this.lines = this.lines.slice(this.head);
      this.head = 0;
    }
  }

  /** The last `n` lines, oldest first. */
  tail(n: number): string[] {
    return this.lines.slice(Math.max(this.head, this.lines.length - n));
  }

  /** Feeds one output stream into the log; a partial last line is kept until the stream ends. */
  follow(stream: NodeJS.ReadableStream | null): void {
    if (!stream) return;
    const decoder = new StringDecoder('utf8');
    let partial = '';
    const take = (text: string) => {
      const parts = (partial + text).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) this.pushLong(line.endsWith('\r') ? line.slice(0, -1) : line);
      while (partial.length > SERVICE_LOG_LIMITS.lineChars) {
        this.push(partial.slice(0, SERVICE_LOG_LIMITS.lineChars));
        partial = partial.slice(SERVICE_LOG_LIMITS.lineChars);
      }
    };
    stream.on('data', (chunk: Buffer) => take(decoder.write(chunk)));
    stream.on('end', () => {
      take(decoder.end());
      if (partial) this.push(partial);
      partial = '';
    });
    stream.on('error', () => {});
  }

  private pushLong(line: string): void {
    for (let i = 0; i < line.length || i === 0; i += SERVICE_LOG_LIMITS.lineChars) {
      this.push(line.slice(i, i + SERVICE_LOG_LIMITS.lineChars));
    }
  }
}
