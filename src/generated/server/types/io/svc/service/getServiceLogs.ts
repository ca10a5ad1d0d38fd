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
const id = 'io.svc.service.getServiceLogs'

export type QueryParams = {
  /** Id of the service. */
  serviceId: string
  /** How many of the last lines (1..1000, default 100). */
  lines: number
}
export type InputSchema = undefined

/** The lines. */
export interface OutputSchema {
  /** Output lines. */
  lines: string[]
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
  error?: 'AuthMissing' | 'InvalidToken' | 'ExpiredToken' | 'ServiceNotFound'
}

export type HandlerOutput = HandlerError | HandlerSuccess
