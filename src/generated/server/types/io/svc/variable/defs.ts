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
const id = 'io.svc.variable.defs'

/** A variable of a sandbox. */
export interface VariableView {
  $type?: 'io.svc.variable.defs#variableView'
  /** Id (var-...). */
  id: string
  /** Name. */
  name: string
  /** Value. */
  value: string
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashVariableView = 'variableView'

export function isVariableView<V>(v: V) {
  return is$typed(v, id, hashVariableView)
}

export function validateVariableView<V>(v: V) {
  return validate<VariableView & V>(v, id, hashVariableView)
}

/** A variable to add or update. Variables are in the environment of every exec, service and terminal of the sandbox started after the change; running processes keep what they had. */
export interface VariableInput {
  $type?: 'io.svc.variable.defs#variableInput'
  /** Environment variable name: [A-Za-z_][A-Za-z0-9_]*. */
  name: string
  /** Value (at most 32 KiB). */
  value: string
  /** The sandbox it belongs to, by id or name. */
  sandboxId: string
}

const hashVariableInput = 'variableInput'

export function isVariableInput<V>(v: V) {
  return is$typed(v, id, hashVariableInput)
}

export function validateVariableInput<V>(v: V) {
  return validate<VariableInput & V>(v, id, hashVariableInput)
}
