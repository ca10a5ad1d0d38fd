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
const id = 'io.svc.secret.defs'

/** A secret of a sandbox. */
export interface SecretView {
  $type?: 'io.svc.secret.defs#secretView'
  /** Id (sec-...). */
  id: string
  /** Name. */
  name: string
  /** Redacted value computed by the server: a short prefix then "*", short values fully masked. */
  redacted: string
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashSecretView = 'secretView'

export function isSecretView<V>(v: V) {
  return is$typed(v, id, hashSecretView)
}

export function validateSecretView<V>(v: V) {
  return validate<SecretView & V>(v, id, hashSecretView)
}

/** A secret to add or update. Secrets are like variables but encrypted at rest and never returned; they reach processes started after the change. */
export interface SecretInput {
  $type?: 'io.svc.secret.defs#secretInput'
  /** Environment variable name: [A-Za-z_][A-Za-z0-9_]*. */
  name: string
  /** Value, plain or sealed (see `sealed`); at most 32 KiB plain. */
  value: string
  /** The sandbox it belongs to, by id or name. */
  sandboxId: string
  /** When true, value is a base64 libsodium sealed box to the server's public key. */
  sealed?: boolean
}

const hashSecretInput = 'secretInput'

export function isSecretInput<V>(v: V) {
  return is$typed(v, id, hashSecretInput)
}

export function validateSecretInput<V>(v: V) {
  return validate<SecretInput & V>(v, id, hashSecretInput)
}
