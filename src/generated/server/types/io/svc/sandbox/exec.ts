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
    | 'SandboxNotRunning'
}

export type HandlerOutput = HandlerError | HandlerSuccess
