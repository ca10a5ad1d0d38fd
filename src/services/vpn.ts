import type { TokenActor } from '../auth/tokens.js';
import { redact, type Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import type { VpnKeyRow } from './rows.js';

export class VpnKeys {
  /** After a put commits: hands the key to the sandbox when it runs (vpn-engine.ts). */
  changed?: (sandboxId: string) => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly vault: Vault,
  ) {}

  /** One key per sandbox, replaced on put; the client's `redacted` is ignored. */
  async put(actor: TokenActor, sandbox: string, authKey: string, sealed?: boolean): Promise<VpnKeyRow> {
    const { id } = this.access.sandbox(actor.id, sandbox);
    const plain = this.vault.plain(authKey, sealed, 'authKey');
    const ts = now();
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO vpn_keys (id, sandbox_id, ciphertext, redacted, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT(sandbox_id) DO UPDATE SET ciphertext = excluded.ciphertext, redacted = excluded.redacted, updated_at = excluded.updated_at`,
        )
        .run(newId('vpn'), id, this.vault.encrypt(plain), redact(plain), ts, ts);
      this.db.prepare("UPDATE sandboxes SET vpn = 'key-only' WHERE id = ? AND vpn IS NULL").run(id);
    })();
    await this.changed?.(id);
    return this.row(id) as VpnKeyRow;
  }

  get(actor: TokenActor, sandbox: string): VpnKeyRow {
    const { id } = this.access.sandbox(actor.id, sandbox);
    const row = this.row(id);
    if (!row) throw notFound('VpnAuthKeyNotFound', `sandbox "${sandbox}" has no VPN auth key (put one with io.svc.sandbox.putVpnAuthKey)`);
    return row;
  }

  private row(sandboxId: string): VpnKeyRow | undefined {
    return this.db.prepare<[string], VpnKeyRow>('SELECT * FROM vpn_keys WHERE sandbox_id = ?').get(sandboxId);
  }
}
