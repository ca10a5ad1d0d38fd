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
const id = 'io.svc.sandbox.createSandbox'

export type QueryParams = {}

/** The new sandbox. */
export interface InputSchema {
  /** Catalog entry to create from, by id or name; its settings are the defaults of this sandbox. */
  base?: string
  /** Name, unique per actor: letters, digits, ".", "_", "-", starting with a letter or digit, not starting with "sbx-". Generated (adjective-noun-xxxx) when absent. */
  name?: string
  /** Free text description. */
  description?: string
  /** Name of the hosting provider (engine) that runs the sandbox. */
  provider?: string
  /** Topics (tags). */
  topics?: string[]
  /** Git repository URL cloned into the workspace. */
  repo?: string
  /** Any related URI. */
  website?: string
  /** URI of a logo image. */
  logo?: string
  /** URI of a README. */
  readme?: string
  /** Number of virtual CPUs (1..64). */
  vcpus?: number
  /** Memory limit in GiB (1..256). */
  memory?: number
  /** Disk quota in GiB (1..1024). */
  disk?: number
  /** Variables to add to the sandbox. */
  envs?: IoSvcSandboxDefs.EnvVar[]
  /** Secrets to add to the sandbox (stored encrypted, never returned). */
  secrets?: IoSvcSandboxDefs.EnvVar[]
  /** When true, the idle timeout never stops the sandbox (default false). */
  keepAlive?: boolean
  /** Idle seconds before an automatic stop, 0 = never (default 900, at most 7 days). */
  timeout?: number
  /** Start the sandbox at once (default true). */
  start?: boolean
  network?: IoSvcSandboxDefs.NetworkSettings
}

export type OutputSchema = IoSvcSandboxDefs.SandboxViewDetailed

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

export class NameTakenError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class BaseSandboxNotFoundError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export class EngineUnavailableError extends XRPCError {
  constructor(src: XRPCError) {
    super(src.status, src.error, src.message, src.headers, { cause: src })
  }
}

export function toKnownErr(e: any) {
  if (e instanceof XRPCError) {
    if (e.error === 'AuthMissing') return new AuthMissingError(e)
    if (e.error === 'InvalidToken') return new InvalidTokenError(e)
    if (e.error === 'ExpiredToken') return new ExpiredTokenError(e)
    if (e.error === 'NameTaken') return new NameTakenError(e)
    if (e.error === 'BaseSandboxNotFound')
      return new BaseSandboxNotFoundError(e)
    if (e.error === 'EngineUnavailable') return new EngineUnavailableError(e)
  }

  return e
}
