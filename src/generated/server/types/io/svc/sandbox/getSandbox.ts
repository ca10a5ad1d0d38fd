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
import type * as IoSvcSandboxDefs from './defs.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.sandbox.getSandbox'

export type QueryParams = {
  /** The sandbox, by id or by name (names are unique per actor). */
  id: string
}
export type InputSchema = undefined

/** The sandbox. */
export interface OutputSchema {
  sandbox: IoSvcSandboxDefs.SandboxViewDetailed
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
  error?: 'AuthMissing' | 'InvalidToken' | 'ExpiredToken' | 'SandboxNotFound'
}

export type HandlerOutput = HandlerError | HandlerSuccess
