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

export interface HandlerInput {
  encoding: 'application/json'
  body: InputSchema
}

export interface HandlerSuccess {
  encoding: 'application/json'
  body: OutputSchema
  headers?: { [key: string]: string }
}

export interface HandlerError {
  status: number
  message?: string
  error?:
    | 'AuthMissing'
    | 'InvalidToken'
    | 'ExpiredToken'
    | 'SandboxNotFound'
    | 'TooManySubscriptions'
}

export type HandlerOutput = HandlerError | HandlerSuccess
