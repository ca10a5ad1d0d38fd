import type { TokenActor } from '../auth/tokens.js';
import type { InputSchema } from '../generated/server/types/io/svc/sandbox/exec.js';
import type { ExecResult } from './runtime.js';
import type { Sandboxes } from './sandboxes.js';
import { envName, sandboxPath } from './validate.js';

export class Exec {
  constructor(private readonly sandboxes: Sandboxes) {}

  async run(actor: TokenActor, sandbox: string, input: InputSchema): Promise<ExecResult> {
    const row = this.sandboxes.running(actor, sandbox);
    for (const [i, e] of (input.env ?? []).entries()) envName(`env[${i}].name`, e.name);
    return this.sandboxes.runtime.exec(row, {
      command: input.command,
      cwd: input.cwd === undefined ? undefined : sandboxPath('cwd', input.cwd),
      env: input.env,
      timeout: input.timeout,
      stdin: input.stdin,
    });
  }
}
