// Backups: compressed snapshots of one directory of a sandbox, kept under
// <dataDir>/backups/<sandboxId>/<backupId>.tar.gz (the directory's contents at the archive
// root) until they expire or their sandbox is deleted. They live outside the sandbox's
// workspace, so stopping and starting the sandbox does not touch them.
import type { TokenActor } from '../auth/tokens.js';
import type { ArchiveLimits } from '../config.js';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import type { InputSchema as CreateInput } from '../generated/server/types/io/svc/sandbox/createBackup.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import { type EventRecorder, noEvents } from './events.js';
import type { BackupRow } from './rows.js';
import type { Sandboxes } from './sandboxes.js';
import { type ArchiveStore, extractChecked, ORPHAN_GRACE_MS, PARTIAL } from './storage.js';
import { sandboxPath } from './validate.js';

export const BACKUP_DEFAULT_TTL_SECONDS = 3 * 24 * 3600;

export class Backups {
  events: EventRecorder = noEvents;

  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly sandboxes: Sandboxes,
    private readonly store: ArchiveStore,
    private readonly limits: ArchiveLimits,
  ) {}

  /** Newest first; expired backups are never listed (the sweep removes their files). */
  list(actor: TokenActor, sandbox: string): BackupRow[] {
    const { id } = this.access.sandbox(actor.id, sandbox);
    return this.db
      .prepare<[string, string], BackupRow>(
        'SELECT * FROM backups WHERE sandbox_id = ? AND expires_at > ? ORDER BY created_at DESC, id DESC',
      )
      .all(id, now());
  }

  async create(actor: TokenActor, sandbox: string, input: CreateInput): Promise<BackupRow> {
    const row = this.sandboxes.running(actor, sandbox);
    const directory = sandboxPath('directory', input.directory);
    const id = newId('bak');
    const archive = await this.sandboxes.runtime.archive(row, directory);
    const size = await this.store.save([row.id, `${id}.tar.gz`], archive, {
      maxBytes: this.limits.maxBytes,
      what: 'backups',
      durable: true,
    });
    const created = new Date();
    const backup: BackupRow = {
      id,
      sandbox_id: row.id,
      directory,
      description: input.description ?? null,
      size,
      expires_at: new Date(created.getTime() + (input.ttl ?? BACKUP_DEFAULT_TTL_SECONDS) * 1000).toISOString(),
      created_at: created.toISOString(),
    };
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO backups VALUES (@id, @sandbox_id, @directory, @description, @size, @expires_at, @created_at)')
        .run(backup);
      this.events.record('backup.created', row.owner_id, {
        sandbox: { id: row.id, name: row.name },
        backup: { id, directory, size },
      });
    })();
    return backup;
  }

  /**
   * Empties the directory, then extracts the snapshot into it: afterwards it holds exactly
   * what it held at backup time. The archive was made by this server from that very
   * directory, so symlinks to anywhere are restored as they were (a venv's bin/python);
   * nothing is ever written through one.
   */
  async restore(actor: TokenActor, backupId: string): Promise<void> {
    const backup = this.get(actor, backupId);
    const row = this.sandboxes.running(actor, backup.sandbox_id);
    const archive = this.store.open(backup.sandbox_id, `${backup.id}.tar.gz`);
    const check = { maxBytes: this.limits.maxExpandedBytes, symlinks: 'any' } as const;
    await extractChecked(this.sandboxes.runtime, row, backup.directory, archive, check, { replace: true });
  }

  delete(actor: TokenActor, backupId: string): void {
    const backup = this.get(actor, backupId);
    this.db.prepare('DELETE FROM backups WHERE id = ?').run(backup.id);
    this.store.remove(backup.sandbox_id, `${backup.id}.tar.gz`);
  }

  /** Called when a sandbox is deleted: its backups go with it (the rows go by cascade). */
  removeAll(sandboxId: string): void {
    this.store.remove(sandboxId);
  }

  /** Deletes expired backups (rows and files), and files of backups or sandboxes that no longer exist. */
  sweep(at = new Date()): number {
    const expired = this.db
      .prepare<[string], { id: string; sandbox_id: string }>('SELECT id, sandbox_id FROM backups WHERE expires_at <= ?')
      .all(at.toISOString());
    for (const b of expired) this.store.remove(b.sandbox_id, `${b.id}.tar.gz`);
    this.db.prepare('DELETE FROM backups WHERE expires_at <= ?').run(at.toISOString());
    const sandbox = this.db.prepare<[string], { id: string }>('SELECT id FROM sandboxes WHERE id = ?');
    const backup = this.db.prepare<[string], { id: string }>('SELECT id FROM backups WHERE id = ?');
    for (const dir of this.store.list()) {
      if (!dir.dir || !sandbox.get(dir.name)) {
        this.store.remove(dir.name);
        continue;
      }
      for (const f of this.store.list(dir.name)) {
        const id = f.name.replace(/\.tar\.gz(\.partial)?$/, '');
        const stale = at.getTime() - f.mtimeMs > ORPHAN_GRACE_MS;
        if (stale && (f.name.endsWith(PARTIAL) || !backup.get(id))) this.store.remove(dir.name, f.name);
      }
    }
    return expired.length;
  }

  /** The caller's unexpired backup, or BackupNotFound. */
  private get(actor: TokenActor, backupId: string): BackupRow {
    const backup = this.access.child<BackupRow>(actor.id, 'backup', backupId);
    if (backup.expires_at <= now()) throw notFound('BackupNotFound', `no backup "${backupId}": it expired`);
    return backup;
  }
}
