// Integration deliveries and event subscriptions -> lexicon views. Optional fields are omitted, never null.
import type * as EventDefs from '../generated/server/types/io/svc/event/defs.js';
import type * as SandboxDefs from '../generated/server/types/io/svc/sandbox/defs.js';
import type { EventDeliveryListRow } from '../services/events.js';
import { bodyText, type Header } from '../services/integration-deliveries.js';
import type { IntegrationDeliveryRow, SubscriptionRow } from '../services/rows.js';

export function integrationDeliveryView(
  d: IntegrationDeliveryRow,
  request: { headers: Header[]; body: Buffer },
): SandboxDefs.IntegrationDeliveryView {
  const v: SandboxDefs.IntegrationDeliveryView = {
    id: d.id,
    integrationId: d.integration_id,
    receivedAt: d.received_at,
    method: d.method,
    headers: request.headers.map(([name, value]) => ({ name, value })),
    ...bodyText(request.body),
    size: d.size,
    state: d.state,
    attempts: d.attempts,
  };
  if (d.file_written_at !== null) v.fileWrittenAt = d.file_written_at;
  if (d.forwarded_at !== null) v.forwardedAt = d.forwarded_at;
  if (d.last_status !== null) v.lastStatus = d.last_status;
  if (d.last_error !== null) v.lastError = d.last_error;
  if (d.next_attempt_at !== null && d.state === 'PENDING') v.nextAttemptAt = d.next_attempt_at;
  return v;
}

/** `secret` only in the answer of addSubscription. */
export function subscriptionView(s: SubscriptionRow, secret?: string): EventDefs.SubscriptionView {
  const v: EventDefs.SubscriptionView = { id: s.id, url: s.url, createdAt: s.created_at, updatedAt: s.updated_at };
  if (s.events !== null) v.events = JSON.parse(s.events) as string[];
  if (s.sandbox_id !== null) v.sandboxId = s.sandbox_id;
  if (secret !== undefined) v.secret = secret;
  return v;
}

export function eventDeliveryView(d: EventDeliveryListRow): EventDefs.DeliveryView {
  const v: EventDefs.DeliveryView = {
    id: d.id,
    eventId: d.event_id,
    type: d.type,
    state: d.state,
    attempts: d.attempts,
    createdAt: d.created_at,
  };
  if (d.last_status !== null) v.lastStatus = d.last_status;
  if (d.last_error !== null) v.lastError = d.last_error;
  if (d.next_attempt_at !== null && d.state === 'PENDING') v.nextAttemptAt = d.next_attempt_at;
  if (d.delivered_at !== null) v.deliveredAt = d.delivered_at;
  return v;
}
