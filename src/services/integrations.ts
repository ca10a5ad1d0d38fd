import type { TokenActor } from '../auth/tokens.js';
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { invalid } from '../errors.js';
import type { InputSchema as CreateInput } from '../generated/server/types/io/svc/sandbox/createIntegration.js';
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

  create(actor: TokenActor, input: CreateInput): IntegrationRow {
    const { id: sandboxId } = this.access.sandbox(actor.id, input.id);
    const { target } = input;
    if (target && (target.service === undefined) === (target.port === undefined)) {
      throw invalid('target must name exactly one of target.service and target.port');
    }
    if (target?.path !== undefined && !target.path.startsWith('/')) throw invalid('target.path must start with "/"');
    const signing = input.signingSecret === undefined ? null : this.vault.plain(input.signingSecret, input.sealed, 'signingSecret');
    const ts = now();
    const row: IntegrationRow = {
      id: newId('int'),
      sandbox_id: sandboxId,
      name: input.name,
      secret_ciphertext: this.vault.encrypt(randomId(32)),
      created_at: ts,
      updated_at: ts,
      target_service: target?.service ?? null,
      target_port: target?.port ?? null,
      target_path: target ? (target.path ?? '/') : null,
      signing_ciphertext: signing === null ? null : this.vault.encrypt(signing),
    };
    this.db
      .prepare(
        `INSERT INTO integrations (id, sandbox_id, name, secret_ciphertext, created_at, updated_at, target_service, target_port,
           target_path, signing_ciphertext)
         VALUES (@id, @sandbox_id, @name, @secret_ciphertext, @created_at, @updated_at, @target_service, @target_port,
           @target_path, @signing_ciphertext)`,
      )
      .run(row);
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
