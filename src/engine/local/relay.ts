// Host side of the port relays (relay.mjs): one per sandbox, started on the first connection
// and re-used until the sandbox stops or the relay idles out.
//
// The process that starts a relay keeps an IPC channel to it and asks it for connections
// there: the relay connects inside the sandbox and hands the connected socket over (SCM_RIGHTS),
// so the server then talks to the sandbox's port directly, no byte copied through the relay.
// The relay also listens on a unix socket under the state dir (for other host processes: tools,
// the benchmark's baseline). It outlives a server restart; the next server replaces it on first
// use (its IPC channel died with the old server).
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EngineError } from '../types.js';
import { isAlive, readStat } from './proc.js';

const SCRIPT = fileURLToPath(new URL('./relay.mjs', import.meta.url));
/** Longest unix socket path (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;
const START_TIMEOUT_MS = 10_000;
const GONE = 'relay gone';

export interface RelayTarget {
  id: string;
  pid: number; // sandbox init
  startTime: number;
}

export interface RelayOptions {
  /** Completes a stdio array so that no inherited fd reaches the relay. */
  stdio: (s: Array<'pipe' | 'ignore' | number>) => StdioOptions;
  /** A relay without connections for this long exits (the next connection starts another). */
  idleMs: number;
}

interface RelayRecord {
  pid: number;
  startTime: number;
  /** The sandbox init it serves: a relay left from an earlier run of the sandbox is replaced. */
  init: number;
}

interface Channel {
  child: ChildProcess;
  init: number;
  seq: number;
  pending: Map<number, (reply: { code?: string }, socket?: net.Socket) => void>;
}

export class Relays {
  /** Relays this process started, by sandbox id: they hand over connected sockets on IPC. */
  private readonly channels = new Map<string, Channel>();
  private readonly starting = new Map<string, Promise<Channel>>();

  constructor(
    readonly dir: string,
    private readonly opts: RelayOptions,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
  }

  socketPath(id: string): string {
    return path.join(this.dir, `${id}.sock`);
  }

  async connect(t: RelayTarget, port: number, timeoutMs: number): Promise<net.Socket> {
    const deadline = Date.now() + timeoutMs;
    let ch = this.channels.get(t.id);
    if (!ch || ch.init !== t.pid || !ch.child.connected) ch = await this.ensure(t);
    try {
      return await this.ask(ch, t.id, port, Math.max(1, deadline - Date.now()));
    } catch (err) {
      if (!(err instanceof NoRelay)) throw err;
    }
    ch = await this.ensure(t); // it died in between: once more with a new one
    return this.ask(ch, t.id, port, Math.max(1, deadline - Date.now()));
  }

  /** Kills the sandbox's relay, if any; idempotent. */
  stop(id: string): void {
    const ch = this.channels.get(id);
    this.channels.delete(id);
    ch?.child.kill('SIGKILL');
    const rec = this.read(id);
    if (rec && isAlive(rec.pid, rec.startTime)) {
      try {
        process.kill(rec.pid, 'SIGKILL');
      } catch {}
    }
    for (const f of [this.socketPath(id), this.recordPath(id)]) fs.rmSync(f, { force: true });
  }

  /** Pid of the sandbox's live relay, or null. */
  pid(id: string): number | null {
    const rec = this.read(id);
    return rec && isAlive(rec.pid, rec.startTime) ? rec.pid : null;
  }

  private recordPath(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }

  private read(id: string): RelayRecord | null {
    try {
      return JSON.parse(fs.readFileSync(this.recordPath(id), 'utf8'));
    } catch {
      return null;
    }
  }

  private ask(ch: Channel, id: string, port: number, timeoutMs: number): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const n = ++ch.seq;
      const timer = setTimeout(() => {
        ch.pending.delete(n);
        reject(new EngineError('ConnectFailed', `port ${port} in sandbox ${id} did not accept within ${timeoutMs} ms`));
      }, timeoutMs);
      ch.pending.set(n, (reply, socket) => {
        clearTimeout(timer);
        ch.pending.delete(n);
        if (reply.code === GONE) return reject(new NoRelay());
        if (!socket)
          return reject(new EngineError('ConnectFailed', `nothing accepts connections on port ${port} in sandbox ${id} (${reply.code})`));
        socket.setNoDelay(true);
        resolve(socket);
      });
      try {
        ch.child.send({ n, port });
      } catch {
        ch.pending.get(n)?.({ code: GONE });
      }
    });
  }

  private ensure(t: RelayTarget): Promise<Channel> {
    let p = this.starting.get(t.id);
    if (!p) {
      p = this.start(t).finally(() => this.starting.delete(t.id));
      this.starting.set(t.id, p);
    }
    return p;
  }

  private async start(t: RelayTarget): Promise<Channel> {
    const sock = this.socketPath(t.id);
    if (Buffer.byteLength(sock) > MAX_SOCKET_PATH) {
      throw new EngineError(
        'Unavailable',
        `relay socket path ${sock} is longer than ${MAX_SOCKET_PATH} bytes: use a shorter data directory`,
      );
    }
    this.stop(t.id); // a relay of an earlier server process or sandbox run, or its leftovers
    const logPath = path.join(this.dir, `${t.id}.log`);
    const log = fs.openSync(logPath, 'w', 0o600);
    let child: ChildProcess;
    try {
      const args = ['-t', String(t.pid), '-n', '--', process.execPath, SCRIPT, sock, String(t.pid), String(t.startTime)];
      child = spawn('/usr/bin/nsenter', [...args, String(this.opts.idleMs)], {
        stdio: this.opts.stdio(['ignore', log, log, 'ipc' as never]),
        detached: true,
        cwd: '/',
        env: {},
      });
    } finally {
      fs.closeSync(log);
    }
    const ch: Channel = { child, init: t.pid, seq: 0, pending: new Map() };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(`not ready after ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        let detail = '';
        try {
          detail = fs.readFileSync(logPath, 'utf8').trim().slice(-500);
        } catch {}
        reject(new EngineError('ConnectFailed', `the port relay of sandbox ${t.id} did not start: ${detail || why}`));
      };
      child.once('message', (m: { ready?: boolean }) => {
        if (!m?.ready) return fail('unexpected first message');
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code, signal) => fail(`exited (${signal ?? `code ${code}`})`));
      child.once('error', (err) => fail(err.message));
    });
    child.removeAllListeners('exit');
    child.removeAllListeners('error');
    child.on('error', () => {});
    child.on('message', (m: { n: number; code?: string }, socket?: net.Socket) => {
      const cb = ch.pending.get(m.n);
      if (cb) cb(m, socket);
      else socket?.destroy(); // timed out meanwhile
    });
    const gone = () => {
      if (this.channels.get(t.id) === ch) this.channels.delete(t.id);
      for (const cb of [...ch.pending.values()]) cb({ code: GONE });
    };
    child.once('exit', gone);
    child.once('disconnect', gone);
    // Neither the child nor its channel keeps the server running; the relay outlives the server.
    child.unref();
    (child.channel as unknown as { unref(): void } | undefined)?.unref();
    const st = readStat(child.pid!);
    if (st)
      fs.writeFileSync(this.recordPath(t.id), JSON.stringify({ pid: child.pid, startTime: st.startTime, init: t.pid }), { mode: 0o600 });
    this.channels.set(t.id, ch);
    return ch;
  }
}

/** The relay is gone (or went away before answering): start another. */
class NoRelay extends Error {}
