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

/** A long-running command of a sandbox, supervised by the server: started with the sandbox, restarted with exponential backoff (1 s, doubling, at most 30 s) when it exits non-zero, and FAILED after 5 crashes within 60 s (server settings). When its foreground process ends, whatever it left running in the background is stopped too. */
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
  /** Live status: RUNNING (its process runs), RESTARTING (it crashed and waits for its next try), EXITED (it ended by itself with exit code 0 and is not restarted), FAILED (it crashed too often and is not restarted; startService tries again), STOPPED (stopped with stopService, or its sandbox is not running). */
  status:
    'RUNNING' | 'STOPPED' | 'EXITED' | 'FAILED' | 'RESTARTING' | (string & {})
  /** Exit code of its last run, when it is not running: the command's own, or 128 + the signal that ended it (143 after a stop by SIGTERM, 137 after SIGKILL). */
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
  /** Shell command line, run as `sh -c command` in the sandbox as its user, in /home/sandbox, with the sandbox's variables and secrets (as at each start) and SVC_SERVICE_ID (the service's id) in its environment. It should stay in the foreground. */
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
