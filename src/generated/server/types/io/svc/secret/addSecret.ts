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
import type * as IoSvcSecretDefs from './defs.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.secret.addSecret'

export type QueryParams = {}

/** The new item. */
export interface InputSchema {
  secret: IoSvcSecretDefs.SecretInput
}

export type OutputSchema = IoSvcSecretDefs.SecretView

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
    | 'NameTaken'
}

export type HandlerOutput = HandlerError | HandlerSuccess
