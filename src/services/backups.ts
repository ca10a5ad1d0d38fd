import type { TokenActor } from '../auth/tokens.js';
import type { Db } from '../db/index.js';
import type { InputSchema as CreateInput } from '../generated/server/types/io/svc/sandbox/createBackup.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import type { BackupRow } from './rows.js';
import type { Sandboxes } from './sandboxes.js';
import type { ArchiveStore } from './storage.js';
import { sandboxPath } from './validate.js';

export const BACKUP_DEFAULT_TTL_SECONDS = 3 * 24 * 3600;

export class Backups {
  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly sandboxes: Sandboxes,
    private readonly store: ArchiveStore,
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
    const size = await this.store.save(await this.sandboxes.runtime.archive(row, directory), row.id, `${id}.tar.gz`);
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
    this.db.prepare('INSERT INTO backups VALUES (@id, @sandbox_id, @directory, @description, @size, @expires_at, @created_at)').run(backup);
    return backup;
  }

  async restore(actor: TokenActor, backupId: string): Promise<void> {
    const backup = this.access.child<BackupRow>(actor.id, 'backup', backupId);
    const row = this.sandboxes.running(actor, backup.sandbox_id);
    await this.sandboxes.runtime.extract(row, backup.directory, this.store.open(backup.sandbox_id, `${backup.id}.tar.gz`), {
      replace: true,
    });
  }
}
