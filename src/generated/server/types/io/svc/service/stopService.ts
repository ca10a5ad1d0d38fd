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
import type * as IoSvcServiceDefs from './defs.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.service.stopService'

export type QueryParams = {
  /** Id of the service. */
  serviceId: string
}
export type InputSchema = undefined
export type OutputSchema = IoSvcServiceDefs.ServiceView
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
