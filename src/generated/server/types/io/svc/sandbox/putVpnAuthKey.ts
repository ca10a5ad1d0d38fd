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
const id = 'io.svc.sandbox.putVpnAuthKey'

export type QueryParams = {}

/** The key. */
export interface InputSchema {
  /** The sandbox, by id or by name (names are unique per actor). */
  id: string
  /** The auth key, plain or sealed (see `sealed`). */
  authKey: string
  /** Ignored: the server computes the redaction. */
  redacted?: string
  /** When true, authKey is a base64 libsodium sealed box to the server's public key (io.svc.publicKey.getPublicKey). */
  sealed?: boolean
}

export type OutputSchema = IoSvcSandboxDefs.VpnAuthKeyView

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
  error?: 'AuthMissing' | 'InvalidToken' | 'ExpiredToken' | 'SandboxNotFound'
}

export type HandlerOutput = HandlerError | HandlerSuccess
