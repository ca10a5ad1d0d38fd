// Ownership is checked here and only here: every resource is reached through a sandbox
// owned by the caller. Another actor's ids are answered exactly like unknown ids (404).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import type { SandboxRow } from './rows.js';

export const CHILD_TABLES = {
  variable: { table: 'variables', error: 'VariableNotFound' },
  secret: { table: 'secrets', error: 'SecretNotFound' },
  file: { table: 'files', error: 'FileNotFound' },
  volume: { table: 'volumes', error: 'VolumeNotFound' },
  service: { table: 'services', error: 'ServiceNotFound' },
  integration: { table: 'integrations', error: 'IntegrationNotFound' },
  backup: { table: 'backups', error: 'BackupNotFound' },
} as const;
export type ChildKind = keyof typeof CHILD_TABLES;

export class Access {
  /** Called with the sandbox id on every access: API calls count as activity. */
  onTouch?: (sandboxId: string) => void;
  private readonly byId;
  private readonly byName;
  private readonly children = new Map<ChildKind, Statement<[string, string], unknown>>();
  private readonly subscriptions: Statement<[string, string], unknown>;

  constructor(db: Db) {
    this.byId = db.prepare<[string, string], SandboxRow>('SELECT * FROM sandboxes WHERE id = ? AND owner_id = ?');
    this.byName = db.prepare<[string, string], SandboxRow>('SELECT * FROM sandboxes WHERE name = ? AND owner_id = ?');
    this.subscriptions = db.prepare<[string, string], unknown>('SELECT * FROM event_subscriptions WHERE id = ? AND actor_id = ?');
    for (const [kind, { table }] of Object.entries(CHILD_TABLES)) {
      this.children.set(
        kind as ChildKind,
        db.prepare<[string, string], unknown>(
          `SELECT c.* FROM ${table} c JOIN sandboxes s ON s.id = c.sandbox_id WHERE c.id = ? AND s.owner_id = ?`,
        ),
      );
    }
  }

  /** The caller's sandbox by id or name. */
  sandbox(actorId: string, idOrName: string): SandboxRow {
    const row = idOrName.startsWith('sbx-') ? this.byId.get(idOrName, actorId) : this.byName.get(idOrName, actorId);
    if (!row) throw notFound('SandboxNotFound', `no sandbox "${idOrName}" (check the id or name)`);
    this.onTouch?.(row.id);
    return row;
  }

  /** A record attached to one of the caller's sandboxes. */
  child<T>(actorId: string, kind: ChildKind, id: string): T {
    const row = this.children.get(kind)?.get(id, actorId) as (T & { sandbox_id: string }) | undefined;
    if (!row) throw notFound(CHILD_TABLES[kind].error, `no ${kind} "${id}"`);
    this.onTouch?.(row.sandbox_id);
    return row;
  }

  /** An event subscription of the caller: those belong to the actor, not to a sandbox. */
  subscription<T>(actorId: string, id: string): T {
    const row = this.subscriptions.get(id, actorId) as T | undefined;
    if (!row) throw notFound('SubscriptionNotFound', `no subscription "${id}"`);
    return row;
  }
}
