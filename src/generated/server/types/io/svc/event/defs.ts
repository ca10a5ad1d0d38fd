/**
 * GENERATED CODE - DO NOT MODIFY
 */
import { type ValidationResult, BlobRef } from '@atproto/lexicon'
import { CID } from 'multiformats/cid'
import { validate as _validate } from '../../../../lexicons.js'
import {
  type $Typed,
  is$typed as _is$typed,
  type OmitKey,
} from '../../../../util.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.event.defs'

/** A URL that receives the caller's events as Standard Webhooks POSTs. */
export interface SubscriptionView {
  $type?: 'io.svc.event.defs#subscriptionView'
  /** Id of the subscription (sub-...). */
  id: string
  /** Where events are POSTed. */
  url: string
  /** Event types delivered; absent = all. */
  events?: (
    | 'sandbox.created'
    | 'sandbox.started'
    | 'sandbox.stopped'
    | 'sandbox.deleted'
    | 'sandbox.failed'
    | 'service.started'
    | 'service.exited'
    | 'service.failed'
    | 'port.exposed'
    | 'port.unexposed'
    | 'backup.created'
    | 'integration.delivery'
    | (string & {})
  )[]
  /** Only events of this sandbox; absent = all the caller's sandboxes. */
  sandboxId?: string
  /** The signing secret (`whsec_` + base64 of 24 random bytes; the HMAC key is the decoded bytes). Only in the answer of addSubscription: it is never shown again. */
  secret?: string
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashSubscriptionView = 'subscriptionView'

export function isSubscriptionView<V>(v: V) {
  return is$typed(v, id, hashSubscriptionView)
}

export function validateSubscriptionView<V>(v: V) {
  return validate<SubscriptionView & V>(v, id, hashSubscriptionView)
}

/** One event sent (or being sent) to one subscription. */
export interface DeliveryView {
  $type?: 'io.svc.event.defs#deliveryView'
  /** Id of the delivery (evd-...). */
  id: string
  /** Id of the event (evt-...), sent as `webhook-id`: the same on every retry, so receivers can drop duplicates. */
  eventId: string
  /** Event type. */
  type:
    | 'sandbox.created'
    | 'sandbox.started'
    | 'sandbox.stopped'
    | 'sandbox.deleted'
    | 'sandbox.failed'
    | 'service.started'
    | 'service.exited'
    | 'service.failed'
    | 'port.exposed'
    | 'port.unexposed'
    | 'backup.created'
    | 'integration.delivery'
    | (string & {})
  /** `PENDING` (being retried), `DELIVERED` (answered 2xx) or `FAILED` (gave up). */
  state: 'PENDING' | 'DELIVERED' | 'FAILED' | (string & {})
  /** Attempts made so far. */
  attempts: number
  /** HTTP status of the last answer. */
  lastStatus?: number
  /** Why the last attempt failed. */
  lastError?: string
  /** When it is tried next (PENDING only). */
  nextAttemptAt?: string
  /** When it was answered 2xx. */
  deliveredAt?: string
  /** When the event happened. */
  createdAt: string
}

const hashDeliveryView = 'deliveryView'

export function isDeliveryView<V>(v: V) {
  return is$typed(v, id, hashDeliveryView)
}

export function validateDeliveryView<V>(v: V) {
  return validate<DeliveryView & V>(v, id, hashDeliveryView)
}
