// Services: long-running commands of a sandbox. The records live here; running them is
// the ServiceRunner's job (the supervisor once an engine runs sandboxes).
import type { TokenActor } from '../auth/tokens.js';
import type { Db } from '../db/index.js';
import type { ServiceInput, ServiceView } from '../generated/server/types/io/svc/service/defs.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import type { Ports } from './ports.js';
import { SandboxRecords } from './records.js';
import type { SandboxRow, ServiceRow } from './rows.js';
import type { Sandboxes } from './sandboxes.js';

export interface ServiceState {
  status: 'RUNNING' | 'STOPPED' | 'EXITED' | 'FAILED' | 'RESTARTING';
  exitCode?: number;
}

export interface ServiceRunner {
  state(service: ServiceRow): ServiceState;
  start(sandbox: SandboxRow, service: ServiceRow): Promise<void>;
  stop(service: ServiceRow): Promise<void>;
  logs(service: ServiceRow, lines: number): string[];
  /** The service is deleted: drop what is kept about it (its output). */
  forget(service: ServiceRow): void;
}

/** No engine: nothing runs, so every service is STOPPED and has no output. */
export const idleRunner: ServiceRunner = {
  state: () => ({ status: 'STOPPED' }),
  start: async () => {},
  stop: async () => {},
  logs: () => [],
  forget: () => {},
};

export class SandboxServices extends SandboxRecords<ServiceRow> {
  runner: ServiceRunner = idleRunner;

  constructor(
    db: Db,
    access: Access,
    private readonly sandboxes: Sandboxes,
    private readonly ports: Ports,
  ) {
    super(db, access, 'service', { field: 'name', error: 'NameTaken' });
  }

  all(actor: TokenActor, sandbox: string): ServiceRow[] {
    const { id } = this.access.sandbox(actor.id, sandbox);
    return this.db.prepare<[string], ServiceRow>('SELECT * FROM services WHERE sandbox_id = ? ORDER BY created_at DESC, id DESC').all(id);
  }

  async add(actor: TokenActor, sandboxRef: string, input: ServiceInput): Promise<ServiceRow> {
    const sandbox = this.access.sandbox(actor.id, sandboxRef);
    const id = newId('svc');
    const ts = now();
    this.db.transaction(() => {
      this.write(input.name, () =>
        this.db
          .prepare('INSERT INTO services VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(id, sandbox.id, input.name, input.command, input.description ?? null, JSON.stringify(input.ports ?? []), 'RUNNING', ts, ts),
      );
      this.ports.syncService(sandbox.id, id, input.ports ?? []);
    })();
    const row = this.byId(id);
    if (this.sandboxes.runtime.isRunning(sandbox.id)) await this.runner.start(sandbox, row);
    return row;
  }

  async update(actor: TokenActor, id: string, input: ServiceInput): Promise<ServiceRow> {
    const previous = this.get(actor, id);
    const sandbox = this.sandboxOf(previous);
    this.db.transaction(() => {
      this.write(input.name, () =>
        this.db
          .prepare('UPDATE services SET name = ?, command = ?, description = ?, ports = ?, updated_at = ? WHERE id = ?')
          .run(input.name, input.command, input.description ?? null, JSON.stringify(input.ports ?? []), now(), id),
      );
      this.ports.syncService(sandbox.id, id, input.ports ?? []);
    })();
    const row = this.byId(id);
    if (this.runner.state(previous).status !== 'STOPPED') {
      await this.runner.stop(previous);
      await this.runner.start(sandbox, row);
    }
    return row;
  }

  async start(actor: TokenActor, id: string): Promise<ServiceRow> {
    const service = this.get(actor, id);
    const sandbox = this.sandboxes.running(actor, service.sandbox_id);
    this.setDesired(id, 'RUNNING');
    if (!['RUNNING', 'RESTARTING'].includes(this.runner.state(service).status)) await this.runner.start(sandbox, this.byId(id));
    return this.byId(id);
  }

  async stop(actor: TokenActor, id: string): Promise<ServiceRow> {
    const service = this.get(actor, id);
    this.setDesired(id, 'STOPPED');
    await this.runner.stop(service);
    return this.byId(id);
  }

  async restart(actor: TokenActor, id: string): Promise<ServiceRow> {
    const service = this.get(actor, id);
    const sandbox = this.sandboxes.running(actor, service.sandbox_id);
    this.setDesired(id, 'RUNNING');
    await this.runner.stop(service);
    await this.runner.start(sandbox, this.byId(id));
    return this.byId(id);
  }

  override async delete(actor: TokenActor, id: string): Promise<void> {
    const service = this.get(actor, id);
    await this.runner.stop(service);
    this.db.transaction(() => {
      this.ports.syncService(service.sandbox_id, id, []);
      this.db.prepare('DELETE FROM services WHERE id = ?').run(id);
    })();
    this.runner.forget(service);
  }

  view(row: ServiceRow): ServiceView {
    return serviceView(row, this.runner.state(row));
  }

  logs(actor: TokenActor, id: string, lines: number): string[] {
    return this.runner.logs(this.get(actor, id), lines);
  }

  private setDesired(id: string, desired: 'RUNNING' | 'STOPPED'): void {
    this.db.prepare('UPDATE services SET desired = ? WHERE id = ?').run(desired, id);
  }
}

export function serviceView(row: ServiceRow, state: ServiceState): ServiceView {
  return {
    id: row.id,
    name: row.name,
    command: row.command,
    ...(row.description === null ? {} : { description: row.description }),
    ports: JSON.parse(row.ports) as number[],
    status: state.status,
    ...(state.exitCode === undefined ? {} : { exitCode: state.exitCode }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
