// Events about an actor's sandboxes, and the subscriptions that receive them. `record` is
// synchronous and meant to run inside the transaction of the change it describes: the event
// and its deliveries commit or roll back with it (an outbox), so a crash never loses one.
// EventDispatcher (event-dispatch.ts) sends them after the commit and after a restart.
import { randomBytes } from 'node:crypto';
import type { TokenActor } from '../auth/tokens.js';
import type { Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { conflict, invalid } from '../errors.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import type { EventDeliveryRow, SubscriptionRow } from './rows.js';
import { checkWebhookUrl } from './webhook-net.js';

export const EVENT_TYPES = [
  'sandbox.created',
  'sandbox.started',
  'sandbox.stopped',
  'sandbox.deleted',
  'sandbox.failed',
  'service.started',
  'service.exited',
  'service.failed',
  'port.exposed',
  'port.unexposed',
  'backup.created',
  'integration.delivery',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** `sandbox` names the sandbox the event is about: subscriptions on one sandbox match on it. */
export type EventData = { sandbox?: { id: string; name: string } } & Record<string, unknown>;

export interface EventRecorder {
  record(type: EventType, actorId: string, data: EventData): void;
}

/** For services built without an event log (and NoRuntime paths): events go nowhere. */
export const noEvents: EventRecorder = { record() {} };

export const MAX_SUBSCRIPTIONS = 25;

/** sandbox.stopped `reason` from the free-text reason the runtime records. */
export function stopReason(reason: string): 'user' | 'idle_timeout' | 'failure' | 'server_restart' {
  if (reason.startsWith('idle timeout')) return 'idle_timeout';
  if (reason.startsWith('server restart')) return 'server_restart';
  if (reason === 'user') return 'user';
  return 'failure';
}

export type SubscriptionInput = { url: string; events?: string[]; sandboxId?: string };
export type EventDeliveryListRow = EventDeliveryRow & { type: string };

export class Events implements EventRecorder {
  /** Called (once per recording, after the current synchronous code) to wake the dispatcher. */
  onRecorded?: () => void;
  private readonly subsOf;
  private readonly insertEvent;
  private readonly insertDelivery;

  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly vault: Vault,
    private readonly allowPrivate: boolean,
  ) {
    this.subsOf = db.prepare<[string], Pick<SubscriptionRow, 'id' | 'events' | 'sandbox_id'>>(
      'SELECT id, events, sandbox_id FROM event_subscriptions WHERE actor_id = ?',
    );
    this.insertEvent = db.prepare('INSERT INTO events (id, type, actor_id, data, created_at) VALUES (?, ?, ?, ?, ?)');
    this.insertDelivery = db.prepare(
      `INSERT INTO event_deliveries (id, event_id, subscription_id, state, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, 'PENDING', 0, ?, ?, ?)`,
    );
  }

  /** Writes the event and one delivery per matching subscription; nothing when none matches. */
  record(type: EventType, actorId: string, data: EventData): void {
    const sandboxId = data.sandbox?.id;
    const subs = this.subsOf
      .all(actorId)
      .filter((s) => (!s.sandbox_id || s.sandbox_id === sandboxId) && (!s.events || (JSON.parse(s.events) as string[]).includes(type)));
    if (subs.length === 0) return;
    const id = newId('evt');
    const ts = now();
    this.db.transaction(() => {
      this.insertEvent.run(id, type, actorId, JSON.stringify(data), ts);
      for (const s of subs) this.insertDelivery.run(newId('evd'), id, s.id, ts, ts, ts);
    })();
    if (this.onRecorded) setImmediate(this.onRecorded);
  }

  /** The new subscription and its signing secret, which is shown this once. */
  add(actor: TokenActor, input: SubscriptionInput): { row: SubscriptionRow; secret: string } {
    const url = checkWebhookUrl(input.url, this.allowPrivate);
    for (const [i, type] of (input.events ?? []).entries()) {
      if (!(EVENT_TYPES as readonly string[]).includes(type)) {
        throw invalid(`events[${i}] "${type}" is not an event type (one of ${EVENT_TYPES.join(', ')})`);
      }
    }
    const sandboxId = input.sandboxId ? this.access.sandbox(actor.id, input.sandboxId).id : null;
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const ts = now();
    const row: SubscriptionRow = {
      id: newId('sub'),
      actor_id: actor.id,
      url,
      events: input.events ? JSON.stringify([...new Set(input.events)]) : null,
      sandbox_id: sandboxId,
      secret_ciphertext: this.vault.encrypt(secret),
      created_at: ts,
      updated_at: ts,
    };
    this.db.transaction(() => {
      const { n } = this.db
        .prepare<[string], { n: number }>('SELECT count(*) AS n FROM event_subscriptions WHERE actor_id = ?')
        .get(actor.id) ?? {
        n: 0,
      };
      if (n >= MAX_SUBSCRIPTIONS) throw conflict('TooManySubscriptions', `an actor can have at most ${MAX_SUBSCRIPTIONS} subscriptions`);
      this.db
        .prepare(
          `INSERT INTO event_subscriptions (id, actor_id, url, events, sandbox_id, secret_ciphertext, created_at, updated_at)
           VALUES (@id, @actor_id, @url, @events, @sandbox_id, @secret_ciphertext, @created_at, @updated_at)`,
        )
        .run(row);
    })();
    return { row, secret };
  }

  list(actor: TokenActor, limit: number, offset: number): { rows: SubscriptionRow[]; total: number } {
    const rows = this.db
      .prepare<[string, number, number], SubscriptionRow>(
        'SELECT * FROM event_subscriptions WHERE actor_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(actor.id, limit, offset);
    const total = this.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM event_subscriptions WHERE actor_id = ?')
      .get(actor.id);
    return { rows, total: total?.n ?? 0 };
  }

  delete(actor: TokenActor, id: string): void {
    this.access.subscription(actor.id, id);
    this.db.prepare('DELETE FROM event_subscriptions WHERE id = ?').run(id);
  }

  deliveries(actor: TokenActor, id: string, limit: number, offset: number): { rows: EventDeliveryListRow[]; total: number } {
    this.access.subscription(actor.id, id);
    const rows = this.db
      .prepare<[string, number, number], EventDeliveryListRow>(
        `SELECT d.*, e.type FROM event_deliveries d JOIN events e ON e.id = d.event_id
         WHERE d.subscription_id = ? ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
      )
      .all(id, limit, offset);
    const total = this.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM event_deliveries WHERE subscription_id = ?').get(id);
    return { rows, total: total?.n ?? 0 };
  }
}
