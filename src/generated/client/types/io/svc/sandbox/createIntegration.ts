/**
 * GENERATED CODE - DO NOT MODIFY
 */
import { type HeadersMap, XRPCError } from '@atproto/xrpc'
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

export interface CallOptions {
  signal?: AbortSignal
  headers?: HeadersMap
  qp?: QueryParams
  encoding?: 'application/json'
}

export interface Response {
  success: boolean
  headers: HeadersMap
  data: OutputSchema
}

export class AuthMissingError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class InvalidTokenError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class ExpiredTokenError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class SandboxNotFoundError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export function toKnownErr(e: any) {
  if (e instanceof XRPCError) {
    if (e.error === 'AuthMissing') return new AuthMissingError(e)
    if (e.error === 'InvalidToken') return new InvalidTokenError(e)
    if (e.error === 'ExpiredToken') return new ExpiredTokenError(e)
    if (e.error === 'SandboxNotFound') return new SandboxNotFoundError(e)
  }

  return e
}
