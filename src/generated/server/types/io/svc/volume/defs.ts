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
const id = 'io.svc.volume.defs'

/** A volume of a sandbox. */
export interface VolumeView {
  $type?: 'io.svc.volume.defs#volumeView'
  /** Id (vol-...). */
  id: string
  /** Name. */
  name: string
  /** Mount path inside the sandbox. */
  path: string
  /** Mounted read-only. */
  readOnly: boolean
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashVolumeView = 'volumeView'

export function isVolumeView<V>(v: V) {
  return is$typed(v, id, hashVolumeView)
}

export function validateVolumeView<V>(v: V) {
  return validate<VolumeView & V>(v, id, hashVolumeView)
}

/** A volume to add or update. A volume is persistent storage mounted at its path; it survives stop and start. Changes take effect at the next start of the sandbox. Deleting a volume deletes its data. */
export interface VolumeInput {
  $type?: 'io.svc.volume.defs#volumeInput'
  /** Name of the volume. */
  name: string
  /** The sandbox it belongs to, by id or name. */
  sandboxId: string
  /** Absolute mount path inside the sandbox; no "..", not / and not /usr, /proc, /dev or below. */
  path: string
  /** Mount read-only (default false); enforced by the mount. */
  readOnly?: boolean
}

const hashVolumeInput = 'volumeInput'

export function isVolumeInput<V>(v: V) {
  return is$typed(v, id, hashVolumeInput)
}

export function validateVolumeInput<V>(v: V) {
  return validate<VolumeInput & V>(v, id, hashVolumeInput)
}
