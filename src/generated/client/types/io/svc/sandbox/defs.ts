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
  /** Mesh-VPN state: `none` (no auth key), `key-only` (the key is given to the sandbox as VPN_AUTH_KEY and in /home/sandbox/.svc/vpn-auth-key, but no tailscale-compatible client was found in its userland, or it is not up, or the sandbox is not running), `connected` (a `tailscale` client in the sandbox was brought up with the key in userspace-networking mode). */
  vpn?: 'none' | 'key-only' | 'connected' | (string & {})
  network?: NetworkSettings
}

const hashSandboxViewDetailed = 'sandboxViewDetailed'

export function isSandboxViewDetailed<V>(v: V) {
  return is$typed(v, id, hashSandboxViewDetailed)
}

export function validateSandboxViewDetailed<V>(v: V) {
  return validate<SandboxViewDetailed & V>(v, id, hashSandboxViewDetailed)
}

/** Outbound network. `none`: loopback only (the default). `full`: IPv4 to anywhere the server can reach, through a user-mode network stack (slirp4netns) in the sandbox's network namespace; inside, the gateway is 10.0.2.2 and the DNS forwarder 10.0.2.3; the server's own loopback is refused unless its operator allows it (SVC_SANDBOX_HOST_LOOPBACK=1: then it is 10.0.2.2). With `allow`, only the listed destinations are routed; anything else fails at once (network unreachable). Host names are resolved to IPv4 addresses once, when the sandbox starts, and written to its /etc/hosts; DNS is then off in the sandbox, so other names do not resolve. Takes effect at every start. Inbound traffic only ever arrives through exposed ports. */
export interface NetworkSettings {
  $type?: 'io.svc.sandbox.defs#networkSettings'
  /** `none` or `full`. */
  mode: 'none' | 'full' | (string & {})
  /** With mode `full`: the only destinations, each an IPv4 address, an IPv4 CIDR (`10.1.0.0/16`) or a host name (resolved at start; a name that does not resolve makes the start fail). Absent: everywhere. IPv6 is not supported. */
  allow?: string[]
}

const hashNetworkSettings = 'networkSettings'

export function isNetworkSettings<V>(v: V) {
  return is$typed(v, id, hashNetworkSettings)
}

export function validateNetworkSettings<V>(v: V) {
  return validate<NetworkSettings & V>(v, id, hashNetworkSettings)
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
  target?: IntegrationTarget
  /** True when the integration has a signing secret: deliveries must carry a valid `X-Hub-Signature-256` (GitHub) or Standard Webhooks `webhook-signature`. */
  signed: boolean
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
  /** Absolute path of the directory inside the sandbox; restoreBackup restores into it. */
  directory: string
  /** Free text description. */
  description?: string
  /** Size of the compressed snapshot (.tar.gz) in bytes. */
  size: number
  /** When the backup expires: from then on it is not listed or restorable, and the server deletes it from disk. */
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

/** An HTTP endpoint inside the sandbox that receives each delivery as a POST with the original body and headers plus `X-Svc-Delivery-Id` and `X-Svc-Integration-Id`. Exactly one of `service` and `port`. Retried with exponential backoff (from 1 s, doubling, at most 5 min apart) until it answers 2xx, at most 10 attempts (server setting); attempts wait while the sandbox is stopped. */
export interface IntegrationTarget {
  $type?: 'io.svc.sandbox.defs#integrationTarget'
  /** Name of a service of the sandbox; its first port is used. */
  service?: string
  /** A port inside the sandbox (127.0.0.1). */
  port?: number
  /** Request path, starting with `/` (default `/`). */
  path?: string
}

const hashIntegrationTarget = 'integrationTarget'

export function isIntegrationTarget<V>(v: V) {
  return is$typed(v, id, hashIntegrationTarget)
}

export function validateIntegrationTarget<V>(v: V) {
  return validate<IntegrationTarget & V>(v, id, hashIntegrationTarget)
}

/** One HTTP header as received (duplicates are kept as separate entries). */
export interface HeaderView {
  $type?: 'io.svc.sandbox.defs#headerView'
  /** Header name, lowercase. */
  name: string
  /** Header value. */
  value: string
}

const hashHeaderView = 'headerView'

export function isHeaderView<V>(v: V) {
  return is$typed(v, id, hashHeaderView)
}

export function validateHeaderView<V>(v: V) {
  return validate<HeaderView & V>(v, id, hashHeaderView)
}

/** One request received at an integration's webhook URL and what became of it. */
export interface IntegrationDeliveryView {
  $type?: 'io.svc.sandbox.defs#integrationDeliveryView'
  /** Id of the delivery (dlv-...); also the name of its file in the sandbox and the `X-Svc-Delivery-Id` header of the forward. */
  id: string
  /** Id of the integration (int-...). */
  integrationId: string
  /** When the request was received. */
  receivedAt: string
  /** HTTP method of the request. */
  method: string
  /** Request headers, minus hop-by-hop ones (Connection, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade, Expect, and those named in Connection). */
  headers: HeaderView[]
  /** The request body (at most 1 MiB): UTF-8 text, or base64 when it is not valid UTF-8 (see bodyEncoding). */
  body: string
  /** How `body` is written: `utf8` or `base64`. */
  bodyEncoding: 'utf8' | 'base64' | (string & {})
  /** Size of the body in bytes. */
  size: number
  /** `REFUSED`: its signature did not verify (answered 401, never handed over). `PENDING`: not yet written into the sandbox (it is not running) or its forward is still being retried. `DELIVERED`: written as /home/sandbox/.svc/integrations/{name}/{id}.json and, with a target, forwarded with a 2xx answer. `FAILED`: the forward gave up after its last attempt (the file was written). */
  state: 'REFUSED' | 'PENDING' | 'DELIVERED' | 'FAILED' | (string & {})
  /** When its JSON file was written into the sandbox. */
  fileWrittenAt?: string
  /** When the target answered 2xx. */
  forwardedAt?: string
  /** Forward attempts made so far (0 without a target). */
  attempts: number
  /** HTTP status of the target's last answer. */
  lastStatus?: number
  /** Why the last forward attempt or signature check failed. */
  lastError?: string
  /** When the forward is tried next (while the sandbox runs). */
  nextAttemptAt?: string
}

const hashIntegrationDeliveryView = 'integrationDeliveryView'

export function isIntegrationDeliveryView<V>(v: V) {
  return is$typed(v, id, hashIntegrationDeliveryView)
}

export function validateIntegrationDeliveryView<V>(v: V) {
  return validate<IntegrationDeliveryView & V>(
    v,
    id,
    hashIntegrationDeliveryView,
  )
}
