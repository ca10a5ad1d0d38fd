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
const id = 'io.svc.sandbox.restoreBackup'

export type QueryParams = {}

/** The backup. */
export interface InputSchema {
  /** Id of the backup. */
  backupId: string
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
    | 'BackupNotFound'
    | 'SandboxNotRunning'
    | 'InvalidArchive'
}

export type HandlerOutput = HandlerError | void
