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
import type * as IoSvcSandboxDefs from '../sandbox/defs.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.actor.getActorSandboxes'

export type QueryParams = {
  /** DID or handle of the actor; must be the caller. */
  did: string
  /** Page size, 1..100 (default 50). */
  limit: number
  /** Number of items skipped, >= 0 (default 0). */
  offset: number
  /** true: only RUNNING sandboxes; false: only sandboxes that are not RUNNING; absent: all. */
  isRunning?: boolean
}
export type InputSchema = undefined

/** A page of sandboxes. */
export interface OutputSchema {
  /** The sandboxes of this page. */
  sandboxes: IoSvcSandboxDefs.SandboxViewDetailed[]
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
  error?:
    | 'AuthMissing'
    | 'InvalidToken'
    | 'ExpiredToken'
    | 'Forbidden'
    | 'ActorNotFound'
}

export type HandlerOutput = HandlerError | HandlerSuccess
