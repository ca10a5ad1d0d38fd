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
const id = 'io.svc.sandbox.pullDirectory'

export type QueryParams = {}

/** What to pull. */
export interface InputSchema {
  /** The sandbox, by id or by name (names are unique per actor). */
  sandboxId: string
  /** Absolute path of the target directory inside the sandbox (no ".."); created with its parents if missing. */
  directoryPath: string
  /** Id of the caller's archive in copy storage (from pushDirectory or POST /cp). */
  uuid: string
}

export interface HandlerInput {
  encoding: 'application/json'
  body: InputSchema
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
    | 'CopyNotFound'
    | 'InvalidArchive'
    | 'PayloadTooLarge'
}

export type HandlerOutput = HandlerError | void
