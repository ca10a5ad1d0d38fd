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
const id = 'io.svc.port.defs'

/** A port of a sandbox exposed through a preview URL. */
export interface PortView {
  $type?: 'io.svc.port.defs#portView'
  /** The port inside the sandbox. */
  port: number
  /** Free text description. */
  description?: string
  /** URL that reaches the port. */
  previewUrl: string
  /** True: the preview answers only the sandbox's owner (see io.svc.sandbox.exposePort). */
  private?: boolean
}

const hashPortView = 'portView'

export function isPortView<V>(v: V) {
  return is$typed(v, id, hashPortView)
}

export function validatePortView<V>(v: V) {
  return validate<PortView & V>(v, id, hashPortView)
}
