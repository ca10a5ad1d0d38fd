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
const id = 'io.svc.file.defs'

/** A file of a sandbox. */
export interface FileView {
  $type?: 'io.svc.file.defs#fileView'
  /** Id (fil-...). */
  id: string
  /** Absolute path inside the sandbox. */
  path: string
  /** Size of the content in bytes. */
  size: number
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashFileView = 'fileView'

export function isFileView<V>(v: V) {
  return is$typed(v, id, hashFileView)
}

export function validateFileView<V>(v: V) {
  return validate<FileView & V>(v, id, hashFileView)
}

/** A file to add or update. The content is encrypted at rest and write-only; it is written into the sandbox at once when it runs and again at every start. */
export interface FileInput {
  $type?: 'io.svc.file.defs#fileInput'
  /** Absolute path inside the sandbox; no "..", at most 1024 characters. */
  path: string
  /** Content, plain or sealed (see `sealed`); at most 1 MiB plain. */
  content: string
  /** The sandbox it belongs to, by id or name. */
  sandboxId: string
  /** When true, content is a base64 libsodium sealed box to the server's public key. */
  sealed?: boolean
}

const hashFileInput = 'fileInput'

export function isFileInput<V>(v: V) {
  return is$typed(v, id, hashFileInput)
}

export function validateFileInput<V>(v: V) {
  return validate<FileInput & V>(v, id, hashFileInput)
}
