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
const id = 'io.svc.sandbox.pushDirectory'

export type QueryParams = {}

/** What to push. */
export interface InputSchema {
  /** The sandbox, by id or by name (names are unique per actor). */
  sandboxId: string
  /** Absolute path of a directory inside the sandbox (no ".."); files the sandbox user cannot read make the push fail. */
  directoryPath: string
}

/** The stored copy. */
export interface OutputSchema {
  /** Id of the archive in copy storage (a UUID); pass it to pullDirectory or GET /cp/{uuid} within its TTL. */
  uuid: string
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

export class SandboxNotRunningError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class DirectoryNotFoundError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class PayloadTooLargeError extends XRPCError {
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
    if (e.error === 'SandboxNotRunning') return new SandboxNotRunningError(e)
    if (e.error === 'DirectoryNotFound') return new DirectoryNotFoundError(e)
    if (e.error === 'PayloadTooLarge') return new PayloadTooLargeError(e)
  }

  return e
}
