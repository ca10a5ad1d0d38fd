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
const id = 'io.svc.actor.defs'

/** Public profile of an actor. */
export interface ProfileView {
  $type?: 'io.svc.actor.defs#profileView'
  /** Unique id of the actor record (act-...). */
  id: string
  /** Decentralized identifier of the actor. */
  did: string
  /** Handle of the actor. */
  handle: string
  /** Display name. */
  displayName?: string
  /** URL of the avatar image. */
  avatar?: string
  /** When the actor was created. */
  createdAt: string
  /** When the actor was last changed. */
  updatedAt: string
}

const hashProfileView = 'profileView'

export function isProfileView<V>(v: V) {
  return is$typed(v, id, hashProfileView)
}

export function validateProfileView<V>(v: V) {
  return validate<ProfileView & V>(v, id, hashProfileView)
}
