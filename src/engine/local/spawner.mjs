// The engine's process spawner: starts the engine's hot-path children (bwrap, the exec commands)
// on behalf of the server. Node forks the whole calling process to spawn, and the fork (and the
// exec that tears the copy down again) costs in proportion to the caller's memory: a few ms for
// the server, on every sandbox start and every exec, with its event loop blocked meanwhile. This
// process stays small, so its forks stay cheaper, and the server's event loop never waits on one.
// It also does the children's pipe I/O, so nothing but small messages crosses to the server.
// Plain JavaScript: it runs without the server's TypeScript loader.
//
//   node spawner.mjs        (stdio 3: IPC channel to the engine, 'advanced' serialization)
//
// IPC from the engine:
//   {op: 'spawn', n, file, args, env, cwd, uid?, gid?, detached, stdio: [entry...]}
//     entry: 'ignore'
//          | {file, flags, mode}     a file opened here (once per path), closed after the spawn
//          | {input: Buffer}         a pipe this process writes the bytes to, then closes
//          | {capture: maxBytes}     a pipe this process reads to its end, keeping the first maxBytes
//   {op: 'kill', n, signal}
//   {op: 'guard', pid, startTime} / {op: 'unguard', pid}: a process (a warm sandbox's init) to
//     SIGKILL if the channel closes: it is of no use without the server that started it
// Answers, in this order:
//   {n, pid}
//   {n, fd, data: Buffer, truncated} for each capture, at its end of file, or at the latest
//     GRACE_MS after the child exited (a background process may hold the pipe open forever)
//   {n, exit: code, signal} once the child exited and every capture was sent
// or {n, error: {code, message}} when the spawn failed (nothing else follows).
// {ready: true} once it listens. It exits when the channel closes (the server is gone): the
// children are in sessions of their own and keep running, but for the guarded processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { isAlive } from './alive.mjs';

const GRACE_MS = 100;
const children = new Map();

const send = (msg) => {
  if (process.connected) process.send(msg, undefined, {}, () => {}); // a closed channel is noticed by 'disconnect'
};
const describe = (err) => ({ code: err.code ?? 'ERR', message: err.message });

/** Reads a pipe to its end, keeping the first `max` bytes (the rest is read and dropped). */
function capture(n, fd, stream, max) {
  const chunks = [];
  let size = 0;
  let truncated = false;
  let sent = false;
  const flush = () => {
    if (sent) return;
    sent = true;
    stream.destroy();
    send({ n, fd, data: Buffer.concat(chunks, size), truncated });
  };
  stream.on('data', (c) => {
    const room = max - size;
    if (c.length > room) truncated = true;
    if (room <= 0) return;
    const part = c.length > room ? c.subarray(0, room) : c;
    chunks.push(part);
    size += part.length;
  });
  stream.on('error', () => {}); // a reset pipe ends like a closed one
  const ended = new Promise((resolve) => stream.once('close', resolve)).then(flush);
  return { ended, flush };
}

function start(req) {
  const { n } = req;
  const files = new Map();
  let child;
  try {
    const stdio = req.stdio.map((s) => {
      if (typeof s === 'string') return s;
      if (s.file === undefined) return 'pipe';
      let fd = files.get(s.file);
      if (fd === undefined) {
        fd = fs.openSync(s.file, s.flags, s.mode);
        files.set(s.file, fd);
      }
      return fd;
    });
    child = spawn(req.file, req.args, { stdio, env: req.env, cwd: req.cwd, uid: req.uid, gid: req.gid, detached: req.detached });
  } catch (err) {
    return void send({ n, error: describe(err) });
  } finally {
    for (const fd of files.values()) fs.closeSync(fd);
  }
  if (child.pid === undefined) {
    // Node reports ENOENT and the like as an 'error' event, on the next tick.
    for (const s of child.stdio) s?.destroy();
    return void child.once('error', (err) => send({ n, error: describe(err) }));
  }
  children.set(n, child);
  child.on('error', () => {}); // a kill() after the exit: the exit is what counts
  send({ n, pid: child.pid });
  const captures = [];
  req.stdio.forEach((s, fd) => {
    if (s?.input !== undefined) {
      child.stdio[fd].on('error', () => {}); // EPIPE when the command does not read it
      child.stdio[fd].end(s.input);
    } else if (s?.capture !== undefined) captures.push(capture(n, fd, child.stdio[fd], s.capture));
  });
  child.once('exit', (code, signal) => {
    children.delete(n);
    const grace = setTimeout(() => {
      for (const c of captures) c.flush();
    }, GRACE_MS);
    Promise.all(captures.map((c) => c.ended)).then(() => {
      clearTimeout(grace);
      send({ n, exit: code, signal });
    });
  });
}

const guarded = new Map();

process.on('message', (req) => {
  if (req.op === 'spawn') start(req);
  else if (req.op === 'kill') children.get(req.n)?.kill(req.signal);
  else if (req.op === 'guard') guarded.set(req.pid, req.startTime);
  else if (req.op === 'unguard') guarded.delete(req.pid);
});
process.on('disconnect', () => {
  for (const [pid, startTime] of guarded) {
    try {
      if (isAlive(pid, startTime)) process.kill(pid, 'SIGKILL');
    } catch {}
  }
  process.exit(0);
});
send({ ready: true });
