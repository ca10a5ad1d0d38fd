// Sends recorded events to their subscriptions, Standard Webhooks style: at least once,
// retried with exponential backoff until a 2xx answer or the last attempt of the policy.
import { createHmac } from 'node:crypto';
import type { RetryPolicy } from '../config.js';
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { now } from '../util/ids.js';
import type { Logger } from '../util/logger.js';
import { backoffMs, Pump } from './retry.js';
import { post } from './webhook-net.js';

/** Finished deliveries (and events with none left) are kept this long for getDeliveries. */
export const DELIVERY_LOG_MS = 7 * 24 * 3600_000;
const MAX_IN_FLIGHT = 32;
const TIMEOUT_MS = 10_000;

interface Due {
  id: string;
  attempts: number;
  event_id: string;
  type: string;
  data: string;
  event_created_at: string;
  url: string;
  secret_ciphertext: Buffer;
}

/** `v1,` + base64 HMAC-SHA256 over `id.timestamp.body`, keyed by the decoded `whsec_` secret. */
export function signStandardWebhook(secret: string, id: string, timestamp: number, body: string | Buffer): string {
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64')}`;
}

export class EventDispatcher {
  private readonly pump: Pump;
  private readonly inFlight = new Set<string>();
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly vault: Vault,
    private readonly log: Logger,
    private readonly opts: { retry: RetryPolicy; allowPrivate: boolean },
  ) {
    this.pump = new Pump(
      () => this.run(),
      (err) => this.log.error('event dispatch failed', { error: String(err) }),
    );
  }

  start(): void {
    this.pump.start();
  }

  stop(): void {
    this.pump.stop();
  }

  kick(): void {
    this.pump.kick();
  }

  private async run(): Promise<number | null> {
    if (!this.db.open) return null;
    const at = now();
    if (Date.now() - this.lastPrune > 3600_000) this.prune();
    const due = this.db
      .prepare<[string], Due>(
        `SELECT d.id, d.attempts, d.event_id, e.type, e.data, e.created_at AS event_created_at, s.url, s.secret_ciphertext
         FROM event_deliveries d JOIN events e ON e.id = d.event_id JOIN event_subscriptions s ON s.id = d.subscription_id
         WHERE d.state = 'PENDING' AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at LIMIT 200`,
      )
      .all(at);
    for (const d of due) {
      if (this.inFlight.size >= MAX_IN_FLIGHT) break;
      if (this.inFlight.has(d.id)) continue;
      this.inFlight.add(d.id);
      void this.attempt(d)
        .catch((err) => this.log.error('event delivery failed', { delivery: d.id, error: String(err) }))
        .finally(() => {
          this.inFlight.delete(d.id);
          this.pump.kick();
        });
    }
    const next = this.db
      .prepare<[string], { t: string | null }>(
        "SELECT min(next_attempt_at) AS t FROM event_deliveries WHERE state = 'PENDING' AND next_attempt_at > ?",
      )
      .get(at)?.t;
    return next ? Date.parse(next) - Date.now() : null;
  }

  private async attempt(d: Due): Promise<void> {
    const body = JSON.stringify({ type: d.type, timestamp: d.event_created_at, data: JSON.parse(d.data) });
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = this.vault.decryptText(d.secret_ciphertext);
    const result = await post(
      d.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'svc-webhooks',
        'webhook-id': d.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signStandardWebhook(secret, d.event_id, timestamp, body),
      },
      { allowPrivate: this.opts.allowPrivate, timeoutMs: TIMEOUT_MS },
    );
    if (!this.db.open) return;
    const attempts = d.attempts + 1;
    const ts = now();
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
    const error = ok ? null : (result.error ?? `answered HTTP ${result.status}`);
    const state = ok ? 'DELIVERED' : attempts >= this.opts.retry.attempts ? 'FAILED' : 'PENDING';
    const next = state === 'PENDING' ? new Date(Date.now() + backoffMs(this.opts.retry, attempts)).toISOString() : null;
    this.db
      .prepare(
        `UPDATE event_deliveries SET state = ?, attempts = ?, last_status = ?, last_error = ?, next_attempt_at = ?,
           delivered_at = ?, updated_at = ? WHERE id = ?`,
      )
      .run(state, attempts, result.status ?? null, error, next, ok ? ts : null, ts, d.id);
    if (state === 'FAILED') this.log.error('event delivery gave up', { delivery: d.id, event: d.event_id, attempts });
  }

  private prune(): void {
    this.lastPrune = Date.now();
    const before = new Date(Date.now() - DELIVERY_LOG_MS).toISOString();
    this.db.transaction(() => {
      this.db.prepare("DELETE FROM event_deliveries WHERE state != 'PENDING' AND updated_at < ?").run(before);
      this.db
        .prepare('DELETE FROM events WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM event_deliveries d WHERE d.event_id = events.id)')
        .run(before);
    })();
  }
}
