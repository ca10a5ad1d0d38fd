// Domain rows -> lexicon views. Optional fields are omitted, never null.
import type { TokenActor } from '../auth/tokens.js';
import type * as ActorDefs from '../generated/server/types/io/svc/actor/defs.js';
import type * as FileDefs from '../generated/server/types/io/svc/file/defs.js';
import type * as PortDefs from '../generated/server/types/io/svc/port/defs.js';
import type * as SandboxDefs from '../generated/server/types/io/svc/sandbox/defs.js';
import type * as SecretDefs from '../generated/server/types/io/svc/secret/defs.js';
import type * as VariableDefs from '../generated/server/types/io/svc/variable/defs.js';
import type * as VolumeDefs from '../generated/server/types/io/svc/volume/defs.js';
import type { ActorRow } from '../services/actors.js';
import type { CatalogEntry } from '../services/catalog.js';
import type { BackupRow, FileRow, IntegrationRow, SandboxRow, SecretRow, VariableRow, VolumeRow, VpnKeyRow } from '../services/rows.js';

/** Drops null and undefined values so optional lexicon fields are absent. */
function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === null || o[k] === undefined) delete o[k];
  return o;
}

export function profileView(a: ActorRow): ActorDefs.ProfileView {
  return compact({
    id: a.id,
    did: a.did,
    handle: a.handle,
    displayName: a.display_name ?? undefined,
    avatar: a.avatar ?? undefined,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
  });
}

export function ownerView(a: TokenActor): SandboxDefs.OwnerView {
  return compact({ did: a.did, handle: a.handle, displayName: a.displayName ?? undefined, avatar: a.avatar ?? undefined });
}

/**
 * `ports` is the sandbox's exposed ports, ascending. Built field by field (no `delete`):
 * objects keep one fast shape, which matters for lists of them.
 */
export function sandboxView(s: SandboxRow, owner: SandboxDefs.OwnerView, ports: number[]): SandboxDefs.SandboxViewDetailed {
  const v: SandboxDefs.SandboxViewDetailed = {
    id: s.id,
    name: s.name,
    provider: s.provider,
    status: s.status,
    timeout: s.timeout,
    keepAlive: s.keep_alive === 1,
    vcpus: s.vcpus,
    memory: s.memory,
    disk: s.disk,
    ports,
    installs: s.installs,
    owner,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
  };
  if (s.description !== null) v.description = s.description;
  if (s.status_reason !== null) v.statusReason = s.status_reason;
  if (s.started_at !== null) v.startedAt = s.started_at;
  if (s.base_sandbox !== null) v.baseSandbox = s.base_sandbox;
  if (s.website !== null) v.website = s.website;
  if (s.logo !== null) v.logo = s.logo;
  if (s.topics !== null) v.topics = JSON.parse(s.topics) as string[];
  if (s.repo !== null) v.repo = s.repo;
  if (s.readme !== null) v.readme = s.readme;
  v.vpn = s.vpn === 'connected' && s.status !== 'RUNNING' ? 'key-only' : (s.vpn ?? 'none');
  v.network = s.network_allow ? { mode: 'full', allow: JSON.parse(s.network_allow) as string[] } : { mode: s.network ?? 'none' };
  return v;
}

export function catalogView(e: CatalogEntry & { installs: number }): SandboxDefs.SandboxViewBasic {
  const { envs: _envs, ...fields } = e;
  return compact({ ...fields });
}

export function variableView(v: VariableRow): VariableDefs.VariableView {
  return { id: v.id, name: v.name, value: v.value, createdAt: v.created_at, updatedAt: v.updated_at };
}

export function secretView(s: SecretRow): SecretDefs.SecretView {
  return { id: s.id, name: s.name, redacted: s.redacted, createdAt: s.created_at, updatedAt: s.updated_at };
}

export function fileView(f: FileRow): FileDefs.FileView {
  return { id: f.id, path: f.path, size: f.size, createdAt: f.created_at, updatedAt: f.updated_at };
}

export function volumeView(v: VolumeRow): VolumeDefs.VolumeView {
  return { id: v.id, name: v.name, path: v.path, readOnly: v.read_only === 1, createdAt: v.created_at, updatedAt: v.updated_at };
}

export function vpnKeyView(k: VpnKeyRow): SandboxDefs.VpnAuthKeyView {
  return { id: k.id, authKey: k.redacted, redacted: k.redacted, createdAt: k.created_at, updatedAt: k.updated_at };
}

export function integrationView(i: IntegrationRow, webhookUrl: string): SandboxDefs.IntegrationView {
  const v: SandboxDefs.IntegrationView = {
    id: i.id,
    name: i.name,
    webhookUrl,
    signed: i.signing_ciphertext !== null,
    createdAt: i.created_at,
    updatedAt: i.updated_at,
  };
  if (i.target_path !== null) {
    v.target = compact({ service: i.target_service ?? undefined, port: i.target_port ?? undefined, path: i.target_path });
  }
  return v;
}

export function backupView(b: BackupRow): SandboxDefs.BackupView {
  return compact({
    id: b.id,
    directory: b.directory,
    description: b.description ?? undefined,
    size: b.size,
    expiresAt: b.expires_at,
    createdAt: b.created_at,
  });
}

export function portView(p: { port: number; description: string | null; private: number }, previewUrl: string): PortDefs.PortView {
  return compact({ port: p.port, description: p.description ?? undefined, previewUrl, private: p.private === 1 });
}
