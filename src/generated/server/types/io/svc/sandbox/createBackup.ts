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
const id = 'io.svc.sandbox.createBackup'

export type QueryParams = {
  /** The sandbox, by id or by name (names are unique per actor). */
  id: string
}

/** What to back up. */
export interface InputSchema {
  /** Absolute path of a directory inside the sandbox. */
  directory: string
  /** Free text description. */
  description?: string
  /** Seconds the backup is kept (default 259200 = 3 days, at least 60, at most 90 days). Once expired it disappears from getBackups at once and from disk within a minute. */
  ttl?: number
}

export type OutputSchema = IoSvcSandboxDefs.BackupView

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
    | 'DirectoryNotFound'
    | 'PayloadTooLarge'
}

export type HandlerOutput = HandlerError | HandlerSuccess
