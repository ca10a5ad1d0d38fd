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
