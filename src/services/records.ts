// Records attached to a sandbox that share one shape: variables, secrets, files, volumes.
// Ownership comes from Access; kind-specific rules live in the subclasses (records-kinds.ts).
import type { TokenActor } from '../auth/tokens.js';
import type { Db } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { conflict, invalid } from '../errors.js';
import { type Access, CHILD_TABLES, type ChildKind } from './access.js';
import type { SandboxRow } from './rows.js';

export interface RecordEvents<Row> {
  /** After a commit: the record is new or changed (engine hooks put it in the running sandbox). */
  changed?(sandbox: SandboxRow, row: Row, previous?: Row): Promise<void> | void;
  deleted?(sandbox: SandboxRow, row: Row): Promise<void> | void;
}

export abstract class SandboxRecords<Row extends { id: string; sandbox_id: string }> {
  protected readonly table: string;
  private readonly page;
  private readonly count;
  events: RecordEvents<Row> = {};

  constructor(
    protected readonly db: Db,
    protected readonly access: Access,
    protected readonly kind: ChildKind,
    /** The unique column and the error a duplicate gets: NameTaken or PathTaken. */
    private readonly unique: { field: string; error: string },
  ) {
    this.table = CHILD_TABLES[kind].table;
    this.page = db.prepare<[string, number, number], Row>(
      `SELECT * FROM ${this.table} WHERE sandbox_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    );
    this.count = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM ${this.table} WHERE sandbox_id = ?`);
  }

  get(actor: TokenActor, id: string): Row {
    return this.access.child<Row>(actor.id, this.kind, id);
  }

  list(actor: TokenActor, sandbox: string, limit: number, offset: number): { rows: Row[]; total: number } {
    const { id } = this.access.sandbox(actor.id, sandbox);
    return { rows: this.page.all(id, limit, offset), total: this.count.get(id)?.n ?? 0 };
  }

  async delete(actor: TokenActor, id: string): Promise<void> {
    const row = this.get(actor, id);
    this.db.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id);
    await this.events.deleted?.(this.sandboxOf(row), row);
  }

  protected sandboxOf(row: Row): SandboxRow {
    return this.db.prepare<[string], SandboxRow>('SELECT * FROM sandboxes WHERE id = ?').get(row.sandbox_id) as SandboxRow;
  }

  /** The sandbox an input names; on update it must be the record's own sandbox. */
  protected targetSandbox(actor: TokenActor, sandboxId: string, existing?: Row): SandboxRow {
    const sandbox = this.access.sandbox(actor.id, sandboxId);
    if (existing && existing.sandbox_id !== sandbox.id) {
      throw invalid(`${this.kind}.sandboxId must name the sandbox the ${this.kind} belongs to (a ${this.kind} cannot be moved)`);
    }
    return sandbox;
  }

  /** Runs a write, turning a unique violation into the named 409. */
  protected write(value: string, fn: () => void): void {
    try {
      fn();
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw conflict(this.unique.error, `this sandbox already has a ${this.kind} with ${this.unique.field} "${value}"`);
      }
      throw err;
    }
  }

  protected byId(id: string): Row {
    return this.db.prepare<[string], Row>(`SELECT * FROM ${this.table} WHERE id = ?`).get(id) as Row;
  }

  protected async saved(sandbox: SandboxRow, id: string, previous?: Row): Promise<Row> {
    const row = this.byId(id);
    await this.events.changed?.(sandbox, row, previous);
    return row;
  }
}
