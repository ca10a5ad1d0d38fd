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
import type * as IoSvcVariableDefs from './defs.js'

const is$typed = _is$typed,
  validate = _validate
const id = 'io.svc.variable.updateVariable'

export type QueryParams = {}

/** The update. */
export interface InputSchema {
  /** Id of the variable. */
  id: string
  variable: IoSvcVariableDefs.VariableInput
}

export type OutputSchema = IoSvcVariableDefs.VariableView

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
    | 'VariableNotFound'
    | 'SandboxNotFound'
    | 'NameTaken'
}

export type HandlerOutput = HandlerError | HandlerSuccess
