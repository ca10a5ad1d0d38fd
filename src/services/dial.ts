// A TCP connection to a port inside a sandbox. Sandboxes have a private network namespace
// (loopback only), so the server cannot connect to them directly: a tiny pipe runs inside
// (`node`, from the sandbox's /usr), connects to 127.0.0.1:PORT and relays stdin -> socket
// -> stdout. Use with `http.request({ createConnection: () => dial(engine, id, port) })`.
import type { ChildProcess } from 'node:child_process';
import { Duplex } from 'node:stream';
import type { Engine } from '../engine/types.js';

// Exit 0 once the connection closes; on a connection error, the message on stderr and exit 2.
const PIPE = [
  "const s = require('net').connect(+process.env.PORT, '127.0.0.1');",
  "s.on('error', (e) => { process.stderr.write(e.message); process.exit(2); });",
  "s.on('connect', () => { process.stdin.pipe(s); s.pipe(process.stdout); });",
  "s.on('close', () => process.stdin.destroy());",
].join('\n');

class SandboxSocket extends Duplex {
  private stderr = '';

  constructor(
    private readonly child: ChildProcess,
    port: number,
  ) {
    super();
    const out = child.stdout!;
    child.stdin!.on('error', () => {}); // EPIPE once the pipe exited
    child.stderr!.on('data', (d: Buffer) => {
      if (this.stderr.length < 2000) this.stderr += d.toString();
    });
    out.on('data', (chunk: Buffer) => {
      if (!this.push(chunk)) out.pause();
    });
    // The readable side ends only once the exit status says whether the connection worked,
    // so a refused connection is an error that names the port, not a bare hang-up.
    const ended = new Promise((resolve) => out.once('end', resolve));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    void Promise.all([ended, exited]).then(([, code]) => {
      if (code === 0) this.push(null);
      else if (!this.destroyed) {
        const why = this.stderr.trim() || (code === 127 ? 'node is not available inside the sandbox' : `exit ${code}`);
        this.destroy(new Error(`cannot connect to port ${port} in the sandbox: ${why}`));
      }
    });
    child.once('error', (err) => this.destroy(err));
  }

  override _read(): void {
    this.child.stdout?.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (err?: Error | null) => void): void {
    this.child.stdin!.write(chunk, callback);
  }

  override _final(callback: (err?: Error | null) => void): void {
    this.child.stdin!.end(callback);
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    callback(err);
  }

  // What http.ClientRequest may call on a socket.
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

export function dial(engine: Engine, sandboxId: string, port: number): Duplex {
  const child = engine.spawn(sandboxId, { command: 'exec node -e "$SVC_PIPE"', env: { SVC_PIPE: PIPE, PORT: String(port) } });
  return new SandboxSocket(child, port);
}
