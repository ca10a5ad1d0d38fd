// Interactive shells in sandboxes: a PTY (node-pty) running a login shell inside the sandbox
// with its variables and secrets, as the sandbox user, in /home/sandbox. Who may open one is
// decided by the caller (a terminal token, see http/terminal.ts); here the sandbox must be
// the actor's and running. Live sessions are tracked so a shutdown can end them.
import { type IPty, spawn as spawnPty } from 'node-pty';
import type { TokenActor } from '../auth/tokens.js';
import { notRunning } from '../errors.js';
import type { Logger } from '../util/logger.js';
import type { Access } from './access.js';
import { EngineRuntime } from './engine-runtime.js';
import type { SandboxRow } from './rows.js';
import { engineUnavailable, type SandboxRuntime } from './runtime.js';

export interface TerminalSize {
  cols: number;
  rows: number;
}

export const TERMINAL_SIZE = { default: { cols: 80, rows: 24 }, max: 1000 };

/** A checked request to open a shell: the sandbox and how to enter it. */
export interface TerminalGrant {
  sandbox: SandboxRow;
  launch: { file: string; args: string[]; env: Record<string, string> };
}

export class Terminals {
  private readonly live = new Set<IPty>();

  constructor(
    private readonly access: Access,
    private readonly runtime: SandboxRuntime,
    private readonly log: Logger,
  ) {}

  /** The actor's running sandbox and the command line of its shell; throws SandboxNotFound / SandboxNotRunning. */
  grant(actor: TokenActor, sandboxRef: string): TerminalGrant {
    const sandbox = this.access.sandbox(actor.id, sandboxRef);
    const runtime = this.runtime;
    if (!(runtime instanceof EngineRuntime)) throw engineUnavailable(runtime.unavailableReason() ?? 'no sandbox engine');
    if (!runtime.isRunning(sandbox.id)) throw notRunning(sandbox.name);
    const launch = runtime.engine.commandFor(sandbox.id, { login: true, env: runtime.environment(sandbox.id) });
    return { sandbox, launch };
  }

  /** Starts the shell. The caller gets its bytes (Buffers), writes input, and kills it to hang up. */
  open(grant: TerminalGrant, size: TerminalSize): IPty {
    const { file, args, env } = grant.launch;
    // encoding null: output arrives as raw bytes (Buffers), split UTF-8 sequences are the client's to join.
    const pty = spawnPty(file, args, { name: 'xterm-256color', cols: size.cols, rows: size.rows, cwd: '/', env, encoding: null });
    this.live.add(pty);
    pty.onExit(() => this.live.delete(pty));
    this.log.info('terminal opened', { sandbox: grant.sandbox.id });
    return pty;
  }

  /** Hangs up every open shell (server shutdown). */
  closeAll(): void {
    for (const pty of this.live) hangUp(pty);
  }
}

/** SIGHUP to the session, as when a terminal closes: the shell and its jobs end. */
export function hangUp(pty: IPty): void {
  try {
    pty.kill('SIGHUP');
  } catch {}
}

/** A size from untrusted input, or null when it is not two integers in 1..1000. */
export function terminalSize(cols: unknown, rows: unknown): TerminalSize | null {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= TERMINAL_SIZE.max;
  return ok(cols) && ok(rows) ? { cols, rows } : null;
}
