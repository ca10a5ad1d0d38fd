// What arrives at an integration's webhook URL: checked (URL secret, then the sender's
// signature when the integration has a signing secret), recorded, and listed. Handing it
// to the sandbox is integration-handover.ts's job.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenActor } from '../auth/tokens.js';
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import { signStandardWebhook } from './event-dispatch.js';
import { type EventRecorder, noEvents } from './events.js';
import type { IntegrationDeliveryRow, IntegrationRow } from './rows.js';

/** Largest webhook body accepted (413 beyond). */
export const MAX_HOOK_BODY = 1024 * 1024;
/** Deliveries kept per integration; older ones are dropped (their files stay in the sandbox). */
export const KEPT_DELIVERIES = 100;
/** Standard Webhooks timestamps further than this from now are refused (replays). */
export const SIGNATURE_TOLERANCE_S = 300;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

export interface IncomingHook {
  method: string;
  /** As node gives them: name, value, name, value... */
  rawHeaders: string[];
  body: Buffer;
}

export type HookAnswer = { status: 202; id: string } | { status: 401; id: string; message: string } | { status: 404 };

export type Header = [name: string, value: string];

type HookTarget = IntegrationRow & { owner_id: string; sandbox_name: string };

/** Headers minus hop-by-hop ones (and those the Connection header names), names lowercased. */
export function endToEndHeaders(raw: string[]): Header[] {
  const pairs: Header[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i].toLowerCase(), raw[i + 1]]);
  const named = new Set(
    pairs
      .filter(([n]) => n === 'connection')
      .flatMap(([, v]) => v.split(','))
      .map((t) => t.trim().toLowerCase()),
  );
  return pairs.filter(([n]) => !HOP_BY_HOP.has(n) && !named.has(n));
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function equalStrings(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** null when the request carries a valid GitHub or Standard Webhooks signature, else why not. */
export function signatureProblem(secret: string, headers: Header[], body: Buffer, at = Date.now()): string | null {
  const get = (name: string) => headers.find(([n]) => n === name)?.[1];
  const hub = get('x-hub-signature-256');
  if (hub !== undefined) {
    const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return equalStrings(hub.trim().toLowerCase(), expected) ? null : 'X-Hub-Signature-256 does not match the body';
  }
  const signature = get('webhook-signature') ?? get('svix-signature');
  if (signature !== undefined) {
    const id = get('webhook-id') ?? get('svix-id');
    const ts = get('webhook-timestamp') ?? get('svix-timestamp');
    if (!id || !ts || !/^\d+$/.test(ts)) return 'webhook-signature needs webhook-id and a numeric webhook-timestamp';
    if (Math.abs(at / 1000 - Number(ts)) > SIGNATURE_TOLERANCE_S) return `webhook-timestamp is more than ${SIGNATURE_TOLERANCE_S} s away`;
    const expected = signStandardWebhook(secret, id, Number(ts), body);
    return signature.split(' ').some((s) => equalStrings(s, expected)) ? null : 'webhook-signature does not match';
  }
  return 'the integration requires a signature: no X-Hub-Signature-256 or webhook-signature header';
}

export class IntegrationDeliveries {
  events: EventRecorder = noEvents;
  /** Called after a delivery to hand over is committed. */
  onReceived?: () => void;
  private readonly target;
  private readonly insert;
  private readonly prune;
  /** Stands in for unknown ids so that they cost what a wrong secret costs. */
  private readonly decoy: HookTarget;

  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly vault: Vault,
  ) {
    this.target = db.prepare<[string], HookTarget>(
      `SELECT i.*, s.owner_id, s.name AS sandbox_name FROM integrations i JOIN sandboxes s ON s.id = i.sandbox_id WHERE i.id = ?`,
    );
    this.insert = db.prepare(
      `INSERT INTO integration_deliveries (id, integration_id, sandbox_id, received_at, method, headers_ciphertext, body_ciphertext,
         size, state, attempts, last_error, next_attempt_at)
       VALUES (@id, @integration_id, @sandbox_id, @received_at, @method, @headers_ciphertext, @body_ciphertext,
         @size, @state, 0, @last_error, @next_attempt_at)`,
    );
    this.prune = db.prepare(
      `DELETE FROM integration_deliveries WHERE integration_id = ? AND id NOT IN
         (SELECT id FROM integration_deliveries WHERE integration_id = ? ORDER BY received_at DESC, id DESC LIMIT ${KEPT_DELIVERIES})`,
    );
    const ts = now();
    this.decoy = {
      id: 'int-decoy',
      sandbox_id: 'sbx-decoy',
      name: 'decoy',
      secret_ciphertext: vault.encrypt('d'.repeat(32)),
      created_at: ts,
      updated_at: ts,
      target_service: null,
      target_port: null,
      target_path: null,
      signing_ciphertext: null,
      owner_id: 'act-decoy',
      sandbox_name: 'decoy',
    };
  }

  /**
   * The same work (one lookup, one decryption, one constant-time comparison) whether the id
   * is unknown or the secret wrong, so the answer time tells nothing about which.
   */
  receive(integrationId: string, secret: string, req: IncomingHook): HookAnswer {
    const found = this.target.get(integrationId);
    const row = found ?? this.decoy;
    const same = timingSafeEqual(digest(this.vault.decryptText(row.secret_ciphertext)), digest(secret));
    if (!found || !same) return { status: 404 };

    const headers = endToEndHeaders(req.rawHeaders);
    const problem = row.signing_ciphertext ? signatureProblem(this.vault.decryptText(row.signing_ciphertext), headers, req.body) : null;
    const ts = now();
    const delivery = {
      id: newId('dlv'),
      integration_id: row.id,
      sandbox_id: row.sandbox_id,
      received_at: ts,
      method: req.method,
      headers_ciphertext: this.vault.encrypt(JSON.stringify(headers)),
      body_ciphertext: this.vault.encrypt(req.body),
      size: req.body.length,
      state: problem ? 'REFUSED' : 'PENDING',
      last_error: problem,
      next_attempt_at: !problem && row.target_path !== null ? ts : null,
    };
    this.db.transaction(() => {
      this.insert.run(delivery);
      this.prune.run(row.id, row.id);
      this.events.record('integration.delivery', row.owner_id, {
        sandbox: { id: row.sandbox_id, name: row.sandbox_name },
        integration: { id: row.id, name: row.name },
        delivery: { id: delivery.id, state: delivery.state, method: req.method, size: req.body.length },
      });
    })();
    if (problem) return { status: 401, id: delivery.id, message: problem };
    if (this.onReceived) setImmediate(this.onReceived);
    return { status: 202, id: delivery.id };
  }

  list(actor: TokenActor, integrationId: string, limit: number, offset: number): { rows: IntegrationDeliveryRow[]; total: number } {
    this.access.child<IntegrationRow>(actor.id, 'integration', integrationId);
    const rows = this.db
      .prepare<[string, number, number], IntegrationDeliveryRow>(
        'SELECT * FROM integration_deliveries WHERE integration_id = ? ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(integrationId, limit, offset);
    const total = this.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM integration_deliveries WHERE integration_id = ?')
      .get(integrationId);
    return { rows, total: total?.n ?? 0 };
  }

  /** The recorded request of a delivery, decrypted. */
  request(row: IntegrationDeliveryRow): { headers: Header[]; body: Buffer } {
    return {
      headers: JSON.parse(this.vault.decryptText(row.headers_ciphertext)) as Header[],
      body: this.vault.decrypt(row.body_ciphertext),
    };
  }
}

/** UTF-8 text when the bytes are valid UTF-8, else base64. */
export function bodyText(body: Buffer): { body: string; bodyEncoding: 'utf8' | 'base64' } {
  try {
    return { body: new TextDecoder('utf-8', { fatal: true }).decode(body), bodyEncoding: 'utf8' };
  } catch {
    return { body: body.toString('base64'), bodyEncoding: 'base64' };
  }
}
