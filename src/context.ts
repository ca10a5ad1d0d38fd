// Everything a handler needs, built once at start.
import { join } from 'node:path';
import { Tokens } from './auth/tokens.js';
import type { Config } from './config.js';
import { loadKeys, type ServerKeys } from './crypto/keys.js';
import { Vault } from './crypto/vault.js';
import { type Db, openDb } from './db/index.js';
import type { Engine } from './engine/types.js';
import { Access } from './services/access.js';
import { Actors } from './services/actors.js';
import { Backups } from './services/backups.js';
import { Catalog } from './services/catalog.js';
import { Copies } from './services/copies.js';
import { wireRecordsToEngine } from './services/engine-records.js';
import { EngineRuntime } from './services/engine-runtime.js';
import { EventDispatcher } from './services/event-dispatch.js';
import { Events } from './services/events.js';
import { Exec } from './services/exec.js';
import { IdleMonitor } from './services/idle.js';
import { IntegrationDeliveries } from './services/integration-deliveries.js';
import { IntegrationHandover } from './services/integration-handover.js';
import { Integrations } from './services/integrations.js';
import { Ports } from './services/ports.js';
import { Files, Secrets, Variables, Volumes } from './services/records-kinds.js';
import { NoRuntime, type SandboxRuntime } from './services/runtime.js';
import { SandboxServices } from './services/sandbox-services.js';
import { Sandboxes } from './services/sandboxes.js';
import { ArchiveStore } from './services/storage.js';
import { Supervisor } from './services/supervisor.js';
import { StorageSweeper } from './services/sweeper.js';
import { Terminals } from './services/terminals.js';
import { VpnKeys } from './services/vpn.js';
import { wireVpnToEngine } from './services/vpn-engine.js';
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
  /** Open terminal shells (ended at shutdown). */
  terminals: Terminals;
  ports: Ports;
  vpnKeys: VpnKeys;
  integrations: Integrations;
  backups: Backups;
  copies: Copies;
  /** Deletes expired copies and backups (started by `svc serve`). */
  sweeper: StorageSweeper;
  idle: IdleMonitor;
  exec: Exec;
  events: Events;
  deliveries: IntegrationDeliveries;
  /** Event dispatch and integration hand-over: started by createApp, stopped at shutdown. */
  background: { start(): void; stop(): void };
}

export interface ContextOptions {
  /** Runs sandboxes; without one, records work and starting answers EngineUnavailable. */
  engine?: Engine;
  /** Why there is no engine (shown by the health endpoint and in EngineUnavailable). */
  noEngineReason?: string;
  log?: Logger;
}

export async function createContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  const db = openDb(config.dataDir);
  const keys = await loadKeys(config.dataDir);
  const vault = new Vault(keys);
  const access = new Access(db);
  const actors = new Actors(db);
  const catalog = new Catalog(db);
  const log = opts.log ?? new Logger();
  const runtime: SandboxRuntime = opts.engine
    ? new EngineRuntime(db, opts.engine, vault, log, { dataDir: config.dataDir, repoRoots: config.repoRoots })
    : new NoRuntime(opts.noEngineReason ?? 'no sandbox engine is configured');
  const sandboxes = new Sandboxes(db, access, actors, catalog, vault, runtime, config.defaultProvider);
  const ports = new Ports(db, access, config.publicUrl, config.previewDomain);
  const files = new Files(db, access, vault);
  const volumes = new Volumes(db, access);
  const idle = new IdleMonitor(db, runtime, log);
  const events = new Events(db, access, vault, config.allowPrivateWebhooks);
  const dispatcher = new EventDispatcher(db, vault, log, { retry: config.eventRetry, allowPrivate: config.allowPrivateWebhooks });
  events.onRecorded = () => dispatcher.kick();
  sandboxes.events = events;
  ports.events = events;
  const deliveries = new IntegrationDeliveries(db, access, vault);
  deliveries.events = events;
  const vpnKeys = new VpnKeys(db, access, vault);
  const services = new SandboxServices(db, access, sandboxes, ports);
  const terminals = new Terminals(access, runtime, log);
  let handover: IntegrationHandover | undefined;
  if (runtime instanceof EngineRuntime) {
    access.onTouch = (id) => idle.touch(id);
    wireRecordsToEngine(runtime, files, volumes);
    runtime.events = events;
    wireVpnToEngine(runtime, vpnKeys, db, vault, log);
    handover = new IntegrationHandover(db, runtime, deliveries, log, config.forwardRetry);
    services.runner = new Supervisor(db, runtime, events, log, config.services);
  }
  const backups = new Backups(db, access, sandboxes, new ArchiveStore(join(config.dataDir, 'backups')), config.archives);
  const copies = new Copies(db, sandboxes, new ArchiveStore(join(config.dataDir, 'copies')), config.archives);
  sandboxes.onDeleted = (id) => backups.removeAll(id);
  backups.events = events;
  return {
    config,
    db,
    keys,
    vault,
    tokens: new Tokens(db, keys.signing),
    log,
    idle,
    access,
    actors,
    catalog,
    sandboxes,
    variables: new Variables(db, access),
    secrets: new Secrets(db, access, vault),
    files,
    volumes,
    services,
    terminals,
    ports,
    vpnKeys,
    integrations: new Integrations(db, access, vault, config.publicUrl),
    backups,
    copies,
    sweeper: new StorageSweeper(copies, backups, log),
    exec: new Exec(sandboxes),
    events,
    deliveries,
    background: {
      start() {
        dispatcher.start();
        handover?.start();
      },
      stop() {
        dispatcher.stop();
        handover?.stop();
        terminals.closeAll();
      },
    },
  };
}
