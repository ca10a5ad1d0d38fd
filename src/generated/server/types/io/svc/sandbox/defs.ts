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
const id = 'io.svc.sandbox.defs'

/** A catalog entry: a base sandbox (template) one can create a sandbox from. */
export interface SandboxViewBasic {
  $type?: 'io.svc.sandbox.defs#sandboxViewBasic'
  /** Unique id of the sandbox (sbx-..., usable as a DNS label). */
  id: string
  /** Name, unique per actor. */
  name: string
  /** Name of the hosting provider (engine) that runs the sandbox. */
  provider?: string
  /** Free text description. */
  description?: string
  /** Any related URI. */
  website?: string
  /** URI of a logo image. */
  logo?: string
  /** Topics (tags). */
  topics?: string[]
  /** Git repository URL cloned into the workspace. */
  repo?: string
  /** URI of a README. */
  readme?: string
  /** Number of virtual CPUs. */
  vcpus?: number
  /** Memory limit in GiB. */
  memory?: number
  /** Disk quota in GiB. */
  disk?: number
  /** Ports: exposed ports for a sandbox, ports its services listen on for a catalog entry. */
  ports?: number[]
  /** Number of sandboxes created from this one. */
  installs: number
  /** When it was created. */
  createdAt: string
}

const hashSandboxViewBasic = 'sandboxViewBasic'

export function isSandboxViewBasic<V>(v: V) {
  return is$typed(v, id, hashSandboxViewBasic)
}

export function validateSandboxViewBasic<V>(v: V) {
  return validate<SandboxViewBasic & V>(v, id, hashSandboxViewBasic)
}

/** A sandbox of an actor, with its live status. */
export interface SandboxViewDetailed {
  $type?: 'io.svc.sandbox.defs#sandboxViewDetailed'
  /** Unique id of the sandbox (sbx-..., usable as a DNS label). */
  id: string
  /** Name, unique per actor. */
  name: string
  /** Name of the hosting provider (engine) that runs the sandbox. */
  provider: string
  /** Free text description. */
  description?: string
  /** Any related URI. */
  website?: string
  /** URI of a logo image. */
  logo?: string
  /** Topics (tags). */
  topics?: string[]
  /** Git repository URL cloned into the workspace. */
  repo?: string
  /** URI of a README. */
  readme?: string
  /** Number of virtual CPUs. */
  vcpus?: number
  /** Memory limit in GiB. */
  memory?: number
  /** Disk quota in GiB. */
  disk?: number
  /** Ports: exposed ports for a sandbox, ports its services listen on for a catalog entry. */
  ports?: number[]
  /** Number of sandboxes created from this one. */
  installs: number
  /** When it was created. */
  createdAt: string
  /** Live status of the sandbox. */
  status:
    | 'INITIALIZING'
    | 'RUNNING'
    | 'STOPPING'
    | 'STOPPED'
    | 'FAILED'
    | (string & {})
  /** Why the sandbox is FAILED or was stopped, when known. */
  statusReason?: string
  /** When the sandbox last started. */
  startedAt?: string
  /** Idle seconds without activity before the sandbox is stopped automatically; 0 = never. */
  timeout: number
  /** When true, the idle timeout never stops the sandbox. */
  keepAlive: boolean
  /** Id of the catalog entry this sandbox was created from, if any. */
  baseSandbox?: string
  owner: OwnerView
  /** When it was last changed. */
  updatedAt: string
}

const hashSandboxViewDetailed = 'sandboxViewDetailed'

export function isSandboxViewDetailed<V>(v: V) {
  return is$typed(v, id, hashSandboxViewDetailed)
}

export function validateSandboxViewDetailed<V>(v: V) {
  return validate<SandboxViewDetailed & V>(v, id, hashSandboxViewDetailed)
}

/** The actor that owns a sandbox. */
export interface OwnerView {
  $type?: 'io.svc.sandbox.defs#ownerView'
  /** DID of the owner. */
  did: string
  /** Handle of the owner. */
  handle: string
  /** Display name of the owner. */
  displayName?: string
  /** URL of the owner's avatar. */
  avatar?: string
}

const hashOwnerView = 'ownerView'

export function isOwnerView<V>(v: V) {
  return is$typed(v, id, hashOwnerView)
}

export function validateOwnerView<V>(v: V) {
  return validate<OwnerView & V>(v, id, hashOwnerView)
}

/** A name and a value for the environment. */
export interface EnvVar {
  $type?: 'io.svc.sandbox.defs#envVar'
  /** Environment variable name: [A-Za-z_][A-Za-z0-9_]*. */
  name: string
  /** Value (at most 32 KiB). */
  value: string
}

const hashEnvVar = 'envVar'

export function isEnvVar<V>(v: V) {
  return is$typed(v, id, hashEnvVar)
}

export function validateEnvVar<V>(v: V) {
  return validate<EnvVar & V>(v, id, hashEnvVar)
}

/** The mesh-VPN auth key record of a sandbox. The plain key is never returned. */
export interface VpnAuthKeyView {
  $type?: 'io.svc.sandbox.defs#vpnAuthKeyView'
  /** Id of the key record. */
  id: string
  /** The key in redacted form (the plain key is never returned). */
  authKey: string
  /** The redacted form of the key, computed by the server. */
  redacted: string
  /** When the key was first put. */
  createdAt: string
  /** When the key was last replaced. */
  updatedAt: string
}

const hashVpnAuthKeyView = 'vpnAuthKeyView'

export function isVpnAuthKeyView<V>(v: V) {
  return is$typed(v, id, hashVpnAuthKeyView)
}

export function validateVpnAuthKeyView<V>(v: V) {
  return validate<VpnAuthKeyView & V>(v, id, hashVpnAuthKeyView)
}

/** An inbound webhook integration of a sandbox. */
export interface IntegrationView {
  $type?: 'io.svc.sandbox.defs#integrationView'
  /** Id of the integration (int-...). */
  id: string
  /** Name of the external product it connects to (GitHub, Slack, ...). */
  name: string
  /** Unguessable URL on this server to paste into the external product; it stops working when the integration is deleted. */
  webhookUrl: string
  /** When it was created. */
  createdAt: string
  /** When it was last changed. */
  updatedAt: string
}

const hashIntegrationView = 'integrationView'

export function isIntegrationView<V>(v: V) {
  return is$typed(v, id, hashIntegrationView)
}

export function validateIntegrationView<V>(v: V) {
  return validate<IntegrationView & V>(v, id, hashIntegrationView)
}

/** A compressed snapshot of one directory of a sandbox. */
export interface BackupView {
  $type?: 'io.svc.sandbox.defs#backupView'
  /** Id of the backup (bak-...). */
  id: string
  /** Absolute path of the directory inside the sandbox. */
  directory: string
  /** Free text description. */
  description?: string
  /** Size of the compressed snapshot in bytes. */
  size: number
  /** When the backup expires and is deleted. */
  expiresAt: string
  /** When it was taken. */
  createdAt: string
}

const hashBackupView = 'backupView'

export function isBackupView<V>(v: V) {
  return is$typed(v, id, hashBackupView)
}

export function validateBackupView<V>(v: V) {
  return validate<BackupView & V>(v, id, hashBackupView)
}
