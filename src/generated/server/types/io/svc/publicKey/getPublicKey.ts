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
const id = 'io.svc.publicKey.getPublicKey'

export type QueryParams = {}
export type InputSchema = undefined

/** The key. */
export interface OutputSchema {
  /** Id of the key (changes if the key is replaced). */
  keyId: string
  /** The public key, 32 bytes in hex. */
  publicKey: string
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
