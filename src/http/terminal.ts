// The terminal WebSocket: GET /terminal/ws?sandbox=<id or name>&token=<terminal token>
// [&cols=&rows=] (initial size, default 80x24).
//
// Refusals are plain HTTP answers to the upgrade request, `{error, message}` like the API:
// 401 AuthMissing (no token), 400 InvalidToken (not a terminal token: an access token,
// another server's, revoked, already used), 400 ExpiredToken, 400 InvalidRequest (no
// sandbox, bad size), 404 SandboxNotFound (also another actor's sandbox), 409
// SandboxNotRunning, 503 EngineUnavailable. The token is consumed by the attempt.
//
// Once open: binary frames carry terminal bytes both ways; text frames carry JSON, from the
// client `{"type":"resize","cols":n,"rows":n}`, from the server `{"type":"exit","code":n}`
// right before it closes (1000) because the shell ended. Closing the socket hangs up the shell.
// Input and output count as sandbox activity for the idle timeout.
import type { IPty } from 'node-pty';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { AppContext } from '../context.js';
import { DomainError, invalid } from '../errors.js';
import { hangUp, TERMINAL_SIZE, type TerminalGrant, type TerminalSize, terminalSize } from '../services/terminals.js';
import { refuseUpgrade, type UpgradeHandler } from './upgrade.js';

export const TERMINAL_WS_PATH = '/terminal/ws';
/** Largest frame from a client (input is typed or pasted: far below this). */
const MAX_FRAME = 1024 * 1024;
/** Output is paused while this much is queued for a slow client, and resumed below LOW_WATER. */
const HIGH_WATER = 1024 * 1024;
const LOW_WATER = 256 * 1024;
/** Pings find dead peers (a laptop that went to sleep) so their shells do not run forever. */
const PING_MS = 30_000;
/** After our close frame, how long a peer has to answer it. */
const CLOSE_WAIT_MS = 2000;

export function terminalUpgrade(ctx: AppContext): UpgradeHandler {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME, perMessageDeflate: false });
  return (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== TERMINAL_WS_PATH) return false;
    let checked: { grant: TerminalGrant; size: TerminalSize };
    try {
      checked = authorize(ctx, url.searchParams);
    } catch (err) {
      if (err instanceof DomainError) refuseUpgrade(socket, err.status, err.error, err.message);
      else {
        ctx.log.error('terminal refused', { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
        refuseUpgrade(socket, 500, 'InternalServerError', 'internal server error');
      }
      return true;
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(ctx, ws, checked.grant, checked.size));
    return true;
  };
}

function authorize(ctx: AppContext, q: URLSearchParams): { grant: TerminalGrant; size: TerminalSize } {
  // Everything that does not need the token is checked first: a malformed request does not burn it.
  const sandbox = q.get('sandbox');
  if (!sandbox) throw invalid('sandbox (the id or name of the sandbox) is required');
  const size = q.has('cols') || q.has('rows') ? terminalSize(Number(q.get('cols')), Number(q.get('rows'))) : TERMINAL_SIZE.default;
  if (!size) throw invalid(`cols and rows must be integers in 1..${TERMINAL_SIZE.max}`);
  const token = q.get('token');
  if (!token) throw new DomainError(401, 'AuthMissing', 'token=<terminal token> is required (io.svc.actor.getTerminalToken)');
  const actor = ctx.tokens.verify(token, 'terminal');
  return { grant: ctx.terminals.grant(actor, sandbox), size };
}

function attach(ctx: AppContext, ws: WebSocket, grant: TerminalGrant, size: TerminalSize): void {
  const sandboxId = grant.sandbox.id;
  let pty: IPty;
  try {
    pty = ctx.terminals.open(grant, size);
  } catch (err) {
    ctx.log.error('terminal could not start', { sandbox: sandboxId, error: String(err) });
    ws.close(1011, 'the shell could not be started');
    return;
  }
  let paused = false;
  let alive = true;
  const pinger = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
  }, PING_MS);
  pinger.unref();

  pty.onData((data) => {
    ctx.idle.touch(sandboxId);
    if (ws.readyState !== WebSocket.OPEN) return;
    // With `encoding: null` node-pty hands out Buffers (its typings say string).
    ws.send(data as unknown as Buffer, { binary: true }, () => {
      if (paused && ws.bufferedAmount < LOW_WATER) {
        paused = false;
        pty.resume();
      }
    });
    if (!paused && ws.bufferedAmount > HIGH_WATER) {
      paused = true;
      pty.pause();
    }
  });
  pty.onExit(({ exitCode, signal }) => {
    clearInterval(pinger);
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ type: 'exit', code: signal ? 128 + signal : exitCode }));
    ws.close(1000, 'the shell exited');
    setTimeout(() => ws.terminate(), CLOSE_WAIT_MS).unref();
  });

  ws.on('message', (data, isBinary) => {
    ctx.idle.touch(sandboxId);
    try {
      if (isBinary) return pty.write(bytes(data));
      const msg = JSON.parse(bytes(data).toString('utf8')) as { type?: unknown; cols?: unknown; rows?: unknown };
      const next = msg?.type === 'resize' ? terminalSize(msg.cols, msg.rows) : null;
      if (next) pty.resize(next.cols, next.rows);
    } catch {
      // Unknown or malformed control messages, and writes racing the shell's exit, are dropped.
    }
  });
  ws.on('pong', () => {
    alive = true;
  });
  ws.on('close', () => {
    clearInterval(pinger);
    hangUp(pty);
  });
  ws.on('error', () => {});
}

function bytes(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
