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
const id = 'io.svc.sandbox.createIntegration'

export type QueryParams = {}

/** The integration. */
export interface InputSchema {
  /** The sandbox, by id or by name (names are unique per actor). */
  id: string
  /** Name of the external product (GitHub, Slack, ...). */
  name: string
  target?: IoSvcSandboxDefs.IntegrationTarget
  /** Optional: the secret the sender signs with. Then a delivery must carry a valid `X-Hub-Signature-256` (GitHub: `sha256=` + hex HMAC-SHA256 of the body) or Standard Webhooks headers (`webhook-id`, `webhook-timestamp` within 5 minutes, `webhook-signature` `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`; a `whsec_` secret is base64-decoded first); otherwise it is answered 401 and recorded as REFUSED. Encrypted at rest, never returned. */
  signingSecret?: string
  /** When true, signingSecret is a base64 libsodium sealed box to the server's public key (io.svc.publicKey.getPublicKey). */
  sealed?: boolean
}

export type OutputSchema = IoSvcSandboxDefs.IntegrationView

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
