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
const id = 'io.svc.sandbox.exec'

export type QueryParams = {
  /** The sandbox, by id or by name (names are unique per actor). */
  id: string
}

/** The command. */
export interface InputSchema {
  /** Shell command line. */
  command: string
  /** Absolute working directory inside the sandbox (default /home/sandbox). */
  cwd?: string
  /** Extra environment for this command, over the sandbox's variables and secrets. */
  env?: IoSvcSandboxDefs.EnvVar[]
  /** Seconds before the command is killed (default 60, at most 3600). */
  timeout?: number
  /** Text given on standard input (at most 1 MiB). */
  stdin?: string
}

/** The result. */
export interface OutputSchema {
  /** Standard output (invalid UTF-8 replaced by U+FFFD). */
  stdout: string
  /** Standard error (invalid UTF-8 replaced by U+FFFD). */
  stderr: string
  /** Exit code; 124 on timeout, 128+n when killed by signal n. */
  exitCode: number
  /** Wall time in milliseconds. */
  durationMs: number
  /** True when stdout or stderr was cut at the cap. */
  truncated: boolean
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

export function toKnownErr(e: any) {
  if (e instanceof XRPCError) {
    if (e.error === 'AuthMissing') return new AuthMissingError(e)
    if (e.error === 'InvalidToken') return new InvalidTokenError(e)
    if (e.error === 'ExpiredToken') return new ExpiredTokenError(e)
    if (e.error === 'SandboxNotFound') return new SandboxNotFoundError(e)
    if (e.error === 'SandboxNotRunning') return new SandboxNotRunningError(e)
  }

  return e
}
