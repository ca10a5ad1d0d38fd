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
const id = 'io.svc.sandbox.exposePort'

export type QueryParams = {
  /** The sandbox, by id or by name (names are unique per actor). */
  id: string
}

/** The port. */
export interface InputSchema {
  /** Port inside the sandbox (1025..65535). */
  port: number
  /** Free text description. */
  description?: string
  /** Default false: anyone with the preview URL reaches the port (like a hosted preview). True: only the sandbox's owner, with `Authorization: Bearer <access token>` (removed before the request reaches the sandbox), or in a browser by opening the preview URL once with `?svc_token=<access token>`: the server answers with an HttpOnly cookie for that preview only (12 h at most, never past the token's expiry, void once the token is revoked) and redirects to the same URL without the token. */
  private?: boolean
}

/** The preview. */
export interface OutputSchema {
  /** URL that reaches the port. */
  previewUrl: string
}

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
    | 'PortAlreadyExposed'
    | 'TooManyPorts'
}

export type HandlerOutput = HandlerError | HandlerSuccess
