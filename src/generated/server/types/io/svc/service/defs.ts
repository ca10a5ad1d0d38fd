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
const id = 'io.svc.service.defs'

/** A long-running command of a sandbox, supervised by the server. */
export interface ServiceView {
  $type?: 'io.svc.service.defs#serviceView'
  /** Id (svc-...). */
  id: string
  /** Name. */
  name: string
  /** Shell command line. */
  command: string
  /** Free text description. */
  description?: string
  /** Ports the service listens on. */
  ports: number[]
  /** Live status. */
  status:
    'RUNNING' | 'STOPPED' | 'EXITED' | 'FAILED' | 'RESTARTING' | (string & {})
  /** Exit code of the last run, when known. */
  exitCode?: number
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashServiceView = 'serviceView'

export function isServiceView<V>(v: V) {
  return is$typed(v, id, hashServiceView)
}

export function validateServiceView<V>(v: V) {
  return validate<ServiceView & V>(v, id, hashServiceView)
}

/** A service definition. */
export interface ServiceInput {
  $type?: 'io.svc.service.defs#serviceInput'
  /** Name, unique in the sandbox. */
  name: string
  /** Shell command line run as `sh -c command` in the sandbox. */
  command: string
  /** Free text description. */
  description?: string
  /** Ports the service listens on; they are exposed while the service exists. */
  ports?: number[]
}

const hashServiceInput = 'serviceInput'

export function isServiceInput<V>(v: V) {
  return is$typed(v, id, hashServiceInput)
}

export function validateServiceInput<V>(v: V) {
  return validate<ServiceInput & V>(v, id, hashServiceInput)
}
