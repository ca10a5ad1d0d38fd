import type { TokenActor } from '../auth/tokens.js';
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { newId, now, randomId } from '../util/ids.js';
import type { Access } from './access.js';
import type { IntegrationRow } from './rows.js';

export class Integrations {
  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly vault: Vault,
    private readonly publicUrl: string,
  ) {}

  /** {publicUrl}/hooks/{integrationId}/{secret}; the 32-char secret carries ~165 bits. */
  webhookUrl(row: IntegrationRow): string {
    return `${this.publicUrl}/hooks/${row.id}/${this.vault.decryptText(row.secret_ciphertext)}`;
  }

  create(actor: TokenActor, sandbox: string, name: string): IntegrationRow {
    const { id: sandboxId } = this.access.sandbox(actor.id, sandbox);
    const ts = now();
    const row: IntegrationRow = {
      id: newId('int'),
      sandbox_id: sandboxId,
      name,
      secret_ciphertext: this.vault.encrypt(randomId(32)),
      created_at: ts,
      updated_at: ts,
    };
    this.db.prepare('INSERT INTO integrations VALUES (@id, @sandbox_id, @name, @secret_ciphertext, @created_at, @updated_at)').run(row);
    return row;
  }

  list(actor: TokenActor, sandbox: string): IntegrationRow[] {
    const { id } = this.access.sandbox(actor.id, sandbox);
    return this.db
      .prepare<[string], IntegrationRow>('SELECT * FROM integrations WHERE sandbox_id = ? ORDER BY created_at DESC, id DESC')
      .all(id);
  }

  delete(actor: TokenActor, id: string): void {
    this.access.child<IntegrationRow>(actor.id, 'integration', id);
    this.db.prepare('DELETE FROM integrations WHERE id = ?').run(id);
  }
}
