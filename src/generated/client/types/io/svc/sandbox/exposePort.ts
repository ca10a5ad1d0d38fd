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

export class PortAlreadyExposedError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class TooManyPortsError extends XRPCError {
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
    if (e.error === 'PortAlreadyExposed') return new PortAlreadyExposedError(e)
    if (e.error === 'TooManyPorts') return new TooManyPortsError(e)
  }

  return e
}
