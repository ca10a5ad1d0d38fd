// Copy storage: directory archives bound to the actor that made them, expiring after a TTL.
import { randomUUID } from 'node:crypto';
import type { TokenActor } from '../auth/tokens.js';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import { now } from '../util/ids.js';
import type { Sandboxes } from './sandboxes.js';
import type { ArchiveStore } from './storage.js';
import { sandboxPath } from './validate.js';

/** Archives in copy storage are deleted 24 hours after they were made. */
export const COPY_TTL_SECONDS = 24 * 3600;

export class Copies {
  constructor(
    private readonly db: Db,
    private readonly sandboxes: Sandboxes,
    private readonly store: ArchiveStore,
  ) {}

  async push(actor: TokenActor, sandbox: string, directory: string): Promise<string> {
    const row = this.sandboxes.running(actor, sandbox);
    const dir = sandboxPath('directoryPath', directory);
    const uuid = randomUUID();
    const size = await this.store.save(await this.sandboxes.runtime.archive(row, dir), `${uuid}.tar.gz`);
    const ts = new Date();
    this.db
      .prepare('INSERT INTO copies (id, actor_id, size, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(uuid, actor.id, size, new Date(ts.getTime() + COPY_TTL_SECONDS * 1000).toISOString(), ts.toISOString());
    return uuid;
  }

  async pull(actor: TokenActor, sandbox: string, directory: string, uuid: string): Promise<void> {
    const row = this.sandboxes.running(actor, sandbox);
    const dir = sandboxPath('directoryPath', directory);
    this.owned(actor, uuid);
    await this.sandboxes.runtime.extract(row, dir, this.store.open(`${uuid}.tar.gz`), { replace: false });
  }

  /** The caller's unexpired archive, or CopyNotFound. */
  owned(actor: TokenActor, uuid: string): void {
    const row = this.db.prepare('SELECT id FROM copies WHERE id = ? AND actor_id = ? AND expires_at > ?').get(uuid, actor.id, now());
    if (!row) throw notFound('CopyNotFound', `no copy "${uuid}" (it may have expired after ${COPY_TTL_SECONDS} s)`);
  }
}
