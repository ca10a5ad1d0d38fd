import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.js';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the service database in the data directory and applies
 * pending migrations. WAL lets the CLI write while the server runs; synchronous=FULL
 * makes every acknowledged commit survive a crash of the process or of the machine.
 */
export function openDb(dataDir: string): Db {
  // 0711: sandboxes' unprivileged host uids must traverse to their own workspaces; nothing
  // else here is readable by them (files are 0600, their directories 0700).
  mkdirSync(dataDir, { recursive: true, mode: 0o711 });
  chmodSync(dataDir, 0o711);
  const file = join(dataDir, 'svc.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < migrations.length; i++) {
    db.transaction(() => {
      db.exec(migrations[i]);
      db.pragma(`user_version = ${i + 1}`);
    }).immediate();
  }
}

/** Thrown by SQLite for a UNIQUE violation; services turn it into a named 409. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}
