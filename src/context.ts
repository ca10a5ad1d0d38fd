// Everything a handler needs, built once at start.
import { join } from 'node:path';
import { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import { loadKeys, type ServerKeys } from './crypto/keys.js';
import { Vault } from './crypto/vault.js';
import { type Db, openDb } from './db/index.js';
import { Access } from './services/access.js';
import { Actors } from './services/actors.js';
import { Backups } from './services/backups.js';
import { Catalog } from './services/catalog.js';
import { Copies } from './services/copies.js';
import { Exec } from './services/exec.js';
import { Integrations } from './services/integrations.js';
import { Ports } from './services/ports.js';
import { Files, Secrets, Variables, Volumes } from './services/records-kinds.js';
import { NoRuntime, type SandboxRuntime } from './services/runtime.js';
import { SandboxServices } from './services/sandbox-services.js';
import { Sandboxes } from './services/sandboxes.js';
import { ArchiveStore } from './services/storage.js';
import { VpnKeys } from './services/vpn.js';
import { Logger } from './util/logger.js';

export interface AppContext {
  config: Config;
  db: Db;
  keys: ServerKeys;
  vault: Vault;
  tokens: Tokens;
  log: Logger;
  access: Access;
  actors: Actors;
  catalog: Catalog;
  sandboxes: Sandboxes;
  variables: Variables;
  secrets: Secrets;
  files: Files;
  volumes: Volumes;
  services: SandboxServices;
  ports: Ports;
  vpnKeys: VpnKeys;
  integrations: Integrations;
  backups: Backups;
  copies: Copies;
  exec: Exec;
}

export async function createContext(config: Config, opts: { runtime?: SandboxRuntime; log?: Logger } = {}): Promise<AppContext> {
  const db = openDb(config.dataDir);
  const keys = await loadKeys(config.dataDir);
  const vault = new Vault(keys);
  const access = new Access(db);
  const actors = new Actors(db);
  const catalog = new Catalog(db);
  const runtime = opts.runtime ?? new NoRuntime('no sandbox engine is configured');
  const sandboxes = new Sandboxes(db, access, actors, catalog, vault, runtime, config.defaultProvider);
  const ports = new Ports(db, access, config.publicUrl, config.previewDomain);
  return {
    config,
    db,
    keys,
    vault,
    tokens: new Tokens(db, keys.signing),
    log: opts.log ?? new Logger(),
    access,
    actors,
    catalog,
    sandboxes,
    variables: new Variables(db, access),
    secrets: new Secrets(db, access, vault),
    files: new Files(db, access, vault),
    volumes: new Volumes(db, access),
    services: new SandboxServices(db, access, sandboxes, ports),
    ports,
    vpnKeys: new VpnKeys(db, access, vault),
    integrations: new Integrations(db, access, vault, config.publicUrl),
    backups: new Backups(db, access, sandboxes, new ArchiveStore(join(config.dataDir, 'backups'))),
    copies: new Copies(db, sandboxes, new ArchiveStore(join(config.dataDir, 'copies'))),
    exec: new Exec(sandboxes),
  };
}
