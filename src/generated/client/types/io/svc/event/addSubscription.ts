/**
 * GENERATED CODE - DO NOT MODIFY
 */
import { type HeadersMap, XRPCError } from '@atproto/xrpc'
import { type ValidationResult, BlobRef } from '@atproto/lexicon'
import { CID } from 'multiformats/cid'
import { validate as _validate } from '../../../../lexicons.js'
import {
  type $Typed,
  is$typed as _is$typed,
  type OmitKey,
} from '../../../../util.js'
import type * as IoSvcEventDefs from './defs.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.event.addSubscription'

export type QueryParams = {}

/** The subscription. */
export interface InputSchema {
  /** http(s) URL that receives the events. */
  url: string
  /** Event types to receive (default all). */
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
  /** Only events of this sandbox, by id or by name (default all the caller's sandboxes). */
  sandboxId?: string
}

export type OutputSchema = IoSvcEventDefs.SubscriptionView

export interface CallOptions {
  signal?: AbortSignal
  headers?: HeadersMap
  qp?: QueryParams
  encoding?: 'application/json'
}

export interface Response {
  success: boolean
  headers: HeadersMap
  data: OutputSchema
}

export class AuthMissingError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class InvalidTokenError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class ExpiredTokenError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class SandboxNotFoundError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class TooManySubscriptionsError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export function toKnownErr(e: any) {
  if (e instanceof XRPCError) {
    if (e.error === 'AuthMissing') return new AuthMissingError(e)
    if (e.error === 'InvalidToken') return new InvalidTokenError(e)
    if (e.error === 'ExpiredToken') return new ExpiredTokenError(e)
    if (e.error === 'SandboxNotFound') return new SandboxNotFoundError(e)
    if (e.error === 'TooManySubscriptions')
      return new TooManySubscriptionsError(e)
  }

  return e
}
