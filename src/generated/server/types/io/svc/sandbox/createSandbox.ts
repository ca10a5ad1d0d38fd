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
    | 'NameTaken'
    | 'BaseSandboxNotFound'
    | 'EngineUnavailable'
}

export type HandlerOutput = HandlerError | HandlerSuccess
