// The port relay of one sandbox: runs with the host's node in the sandbox's network namespace
// only (`nsenter -t <init> -n`), so it sees the sandbox's loopback but the host's filesystem,
// and listens on a unix socket under the engine's state dir, which nothing in the sandbox can
// reach. Plain JavaScript: it runs without the server's TypeScript loader.
//
//   node relay.mjs SOCKET INIT_PID INIT_START_TIME IDLE_MS
//
// IPC (the server that started it): {n, port} -> the relay connects to 127.0.0.1 (then ::1) on
// that port and answers {n} with the connected socket attached (and closes its own copy), or
// {n, code} with the error code. {ready: true} once listening.
//
// Unix socket, per connection: the client sends the port as 2 bytes (big endian); the relay
// connects likewise and answers one byte, 0 = connected, then relays bytes both ways
// (half-closes included); or 1 followed by the error code, then closes.
//
// After listening it runs as nobody (65534), which has no capabilities over the sandbox's
// namespaces (its own host uid would: it owns them). It exits when the sandbox's init is gone,
// or after IDLE_MS without connections or requests. It outlives its IPC channel.
import fs from 'node:fs';
import net from 'node:net';
import { isAlive } from './alive.mjs';

const [socketPath, initPid, initStart, idleArg] = process.argv.slice(2);
const IDLE_MS = Number(idleArg) || 60_000;
const HEADER_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;

let open = 0;
let idleTimer;
const armIdle = () => {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => process.exit(0), IDLE_MS);
};

/** Bytes both ways with backpressure; an end on one side half-closes the other. */
function join(a, b) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    from.on('data', (chunk) => {
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    });
    from.on('end', () => to.end());
    from.on('close', () => to.destroy());
    from.resume();
  }
}

function dial(port, hosts, done) {
  const t = net.connect({ port, host: hosts[0], noDelay: true, allowHalfOpen: true });
  t.pause(); // nothing is read here before the socket is handed over: a server may speak first
  const timer = setTimeout(() => t.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), CONNECT_TIMEOUT_MS);
  t.once('connect', () => {
    clearTimeout(timer);
    t.removeAllListeners('error');
    t.on('error', () => {});
    done(null, t);
  });
  t.once('error', (err) => {
    clearTimeout(timer);
    if (err.code === 'ECONNREFUSED' && hosts.length > 1) dial(port, hosts.slice(1), done);
    else done(err);
  });
}

function onClient(c) {
  open++;
  clearTimeout(idleTimer);
  c.on('error', () => {});
  c.once('close', () => {
    if (--open === 0) armIdle();
  });
  c.setTimeout(HEADER_TIMEOUT_MS, () => c.destroy());
  c.once('readable', function header() {
    const h = c.read(2);
    if (h === null) return void c.once('readable', header);
    c.setTimeout(0);
    const port = h.readUInt16BE(0);
    dial(port, ['127.0.0.1', '::1'], (err, t) => {
      if (c.destroyed) return void t?.destroy();
      if (err) return void c.end(Buffer.concat([Buffer.of(1), Buffer.from(String(err.code ?? err.message))]));
      c.write(Buffer.of(0));
      join(c, t);
    });
  });
}

process.on('message', ({ n, port }) => {
  if (open === 0) armIdle();
  dial(port, ['127.0.0.1', '::1'], (err, t) => {
    if (!process.connected) return void t?.destroy(); // the server went away meanwhile
    if (err) return void process.send({ n, code: String(err.code ?? err.message) });
    process.send({ n }, t); // sent, then closed here (keepOpen false)
  });
});
process.on('disconnect', () => {}); // keep serving the unix socket

const server = net.createServer({ allowHalfOpen: true, noDelay: true }, onClient);
server.on('error', (err) => {
  console.error(`relay: ${err.message}`);
  process.exit(1);
});
try {
  fs.unlinkSync(socketPath);
} catch {}
server.listen(socketPath, () => {
  process.setgroups([]);
  process.setgid(65534);
  process.setuid(65534);
  process.send?.({ ready: true });
  armIdle();
  setInterval(() => {
    if (!isAlive(initPid, initStart)) process.exit(0);
  }, 2000).unref();
});
