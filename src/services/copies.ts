// Copy storage: directory archives bound to the actor that made them, expiring after a TTL.
// Layout: <dataDir>/copies/<uuid>.tar.gz, the directory's contents at the archive root.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TokenActor } from '../auth/tokens.js';
import type { ArchiveLimits } from '../config.js';
import type { Db } from '../db/index.js';
import { type DomainError, notFound } from '../errors.js';
import { now } from '../util/ids.js';
import type { Sandboxes } from './sandboxes.js';
import { type ArchiveStore, extractChecked, ORPHAN_GRACE_MS, PARTIAL } from './storage.js';
import type { TarCheckOptions } from './tar-check.js';
import { sandboxPath } from './validate.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** gzip level of pushed directories: copies are short-lived, so speed wins over size. */
const COPY_GZIP_LEVEL = 1;

export class Copies {
  constructor(
    private readonly db: Db,
    private readonly sandboxes: Sandboxes,
    private readonly store: ArchiveStore,
    readonly limits: ArchiveLimits,
  ) {}

  /** Archives in copy storage are refused on extraction when a symlink leads out of the target. */
  get extraction(): TarCheckOptions {
    return { maxBytes: this.limits.maxExpandedBytes, symlinks: 'inside' };
  }

  async push(actor: TokenActor, sandbox: string, directory: string): Promise<string> {
    const row = this.sandboxes.running(actor, sandbox);
    const dir = sandboxPath('directoryPath', directory);
    const archive = await this.sandboxes.runtime.archive(row, dir, { level: COPY_GZIP_LEVEL });
    return this.keep(actor, archive, 'pushed directories');
  }

  /** POST /cp: a .tar.gz from the caller, checked before it is kept (a refused upload leaves nothing). */
  async upload(actor: TokenActor, archive: Readable): Promise<string> {
    return this.keep(actor, archive, 'uploads', this.extraction);
  }

  async pull(actor: TokenActor, sandbox: string, directory: string, uuid: string): Promise<void> {
    const row = this.sandboxes.running(actor, sandbox);
    const dir = sandboxPath('directoryPath', directory);
    this.owned(actor, uuid);
    await extractChecked(this.sandboxes.runtime, row, dir, this.store.open(`${uuid}.tar.gz`), this.extraction, { replace: false });
  }

  /** GET /cp/{uuid}: the caller's archive and its size. */
  download(actor: TokenActor, uuid: string): { size: number; stream: Readable } {
    const { size } = this.owned(actor, uuid);
    if (!this.store.exists(`${uuid}.tar.gz`)) throw this.notFound(uuid);
    return { size, stream: this.store.open(`${uuid}.tar.gz`) };
  }

  /** The caller's unexpired archive, or CopyNotFound (also for other actors' uuids). */
  owned(actor: TokenActor, uuid: string): { size: number } {
    const row = UUID.test(uuid)
      ? this.db
          .prepare<[string, string, string], { size: number }>('SELECT size FROM copies WHERE id = ? AND actor_id = ? AND expires_at > ?')
          .get(uuid, actor.id, now())
      : undefined;
    if (!row) throw this.notFound(uuid);
    return row;
  }

  /** Deletes expired archives (rows and files) and files no row names; returns how many archives went. */
  sweep(at = new Date()): number {
    const expired = this.db.prepare<[string], { id: string }>('SELECT id FROM copies WHERE expires_at <= ?').all(at.toISOString());
    for (const { id } of expired) this.store.remove(`${id}.tar.gz`);
    this.db.prepare('DELETE FROM copies WHERE expires_at <= ?').run(at.toISOString());
    const known = this.db.prepare<[string], { id: string }>('SELECT id FROM copies WHERE id = ?');
    for (const f of this.store.list()) {
      const id = f.name.replace(/\.tar\.gz(\.partial)?$/, '');
      const stale = at.getTime() - f.mtimeMs > ORPHAN_GRACE_MS;
      if (stale && (f.name.endsWith(PARTIAL) || f.dir || !known.get(id))) this.store.remove(f.name);
    }
    return expired.length;
  }

  private async keep(actor: TokenActor, archive: Readable, what: string, verify?: TarCheckOptions): Promise<string> {
    const uuid = randomUUID();
    const size = await this.store.save([`${uuid}.tar.gz`], archive, { maxBytes: this.limits.maxBytes, what, verify });
    const ts = new Date();
    const expires = new Date(ts.getTime() + this.limits.copyTtlSeconds * 1000).toISOString();
    this.db
      .prepare('INSERT INTO copies (id, actor_id, size, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(uuid, actor.id, size, expires, ts.toISOString());
    return uuid;
  }

  private notFound(uuid: string): DomainError {
    return notFound('CopyNotFound', `no copy "${uuid}": it may have expired (copies live ${this.limits.copyTtlSeconds} s)`);
  }
}
