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
const id = 'io.svc.event.getSubscriptions'

export type QueryParams = {
  /** Page size, 1..100 (default 50). */
  limit: number
  /** Number of items skipped, >= 0 (default 0). */
  offset: number
}
export type InputSchema = undefined

/** A page. */
export interface OutputSchema {
  /** The subscriptions of this page. */
  subscriptions: IoSvcEventDefs.SubscriptionView[]
  /** Number of items in the whole list, ignoring limit and offset. */
  total: number
}

export type HandlerInput = void

export interface HandlerSuccess {
  encoding: 'application/json'
  body: OutputSchema
  headers?: { [key: string]: string }
}

export interface HandlerError {
  status: number
  message?: string
  error?: 'AuthMissing' | 'InvalidToken' | 'ExpiredToken'
}

export type HandlerOutput = HandlerError | HandlerSuccess
