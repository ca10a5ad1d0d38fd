import type { TokenActor } from '../auth/tokens.js';
import type { Vault } from '../crypto/vault.js';
import { redact } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { validateNetwork } from '../engine/network.js';
import { conflict, forbidden, invalid, notRunning } from '../errors.js';
import type { InputSchema as CreateInput } from '../generated/server/types/io/svc/sandbox/createSandbox.js';
import { newId, now } from '../util/ids.js';
import { generateName } from '../util/names.js';
import type { Access } from './access.js';
import type { Actors } from './actors.js';
import type { Catalog, CatalogEntry } from './catalog.js';
import { type EventRecorder, noEvents } from './events.js';
import { previewsChanged } from './previews.js';
import type { SandboxRow } from './rows.js';
import { engineUnavailable, type SandboxRuntime } from './runtime.js';
import { envName, sandboxName, uri } from './validate.js';

export const SANDBOX_DEFAULTS = { vcpus: 1, memory: 1, disk: 10, timeout: 900 };

type Env = { name: string; value: string };

export interface SandboxListOptions {
  limit: number;
  offset: number;
  isRunning?: boolean;
}

/** The network setting as stored: `network` NULL (none) or 'full', `network_allow` a JSON array or NULL. */
function networkColumns(n: CreateInput['network']): { network: string | null; network_allow: string | null } {
  if (!n) return { network: null, network_allow: null };
  try {
    validateNetwork({ mode: n.mode as 'none' | 'full', allow: n.allow });
  } catch (err) {
    throw invalid(`network: ${(err as Error).message}`);
  }
  if (n.mode === 'none') return { network: null, network_allow: null };
  return { network: 'full', network_allow: n.allow ? JSON.stringify(n.allow) : null };
}

export class Sandboxes {
  events: EventRecorder = noEvents;
  /** Called after a sandbox is deleted, for what lives outside its workspace (its backups). */
  onDeleted?: (sandboxId: string) => void;
  private readonly insert;
  private readonly insertVariable;
  private readonly insertSecret;
  private readonly list;
  private readonly count;
  private readonly portsOf;

  constructor(
    private readonly db: Db,
    private readonly access: Access,
    private readonly actors: Actors,
    private readonly catalog: Catalog,
    private readonly vault: Vault,
    readonly runtime: SandboxRuntime,
    private readonly defaultProvider: string,
  ) {
    this.insert = db.prepare(
      `INSERT INTO sandboxes (id, owner_id, name, provider, description, status, timeout, keep_alive, base_sandbox, website,
         logo, topics, repo, readme, vcpus, memory, disk, created_at, updated_at, network, network_allow)
       VALUES (@id, @owner_id, @name, @provider, @description, @status, @timeout, @keep_alive, @base_sandbox, @website,
         @logo, @topics, @repo, @readme, @vcpus, @memory, @disk, @created_at, @updated_at, @network, @network_allow)`,
    );
    this.insertVariable = db.prepare(
      'INSERT INTO variables (id, sandbox_id, name, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertSecret = db.prepare(
      'INSERT INTO secrets (id, sandbox_id, name, ciphertext, redacted, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const filters = { all: '', running: "AND status = 'RUNNING'", other: "AND status != 'RUNNING'" };
    const make = (f: string) => ({
      // view_json: the row's view as JSON text, kept by triggers (src/db/migrations.ts).
      page: db
        .prepare<[string, number, number], string>(
          `SELECT view_json FROM sandboxes WHERE owner_id = ? ${f} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .pluck(),
      count: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM sandboxes WHERE owner_id = ? ${f}`),
    });
    const stmts = { all: make(filters.all), running: make(filters.running), other: make(filters.other) };
    this.list = (k: keyof typeof stmts) => stmts[k].page;
    this.count = (k: keyof typeof stmts) => stmts[k].count;
    this.portsOf = db.prepare<[string], { port: number }>('SELECT port FROM ports WHERE sandbox_id = ? ORDER BY port');
  }

  get(actor: TokenActor, idOrName: string): SandboxRow {
    return this.access.sandbox(actor.id, idOrName);
  }

  exposedPorts(sandboxId: string): number[] {
    return this.portsOf.all(sandboxId).map((r) => r.port);
  }

  async create(actor: TokenActor, input: CreateInput): Promise<SandboxRow> {
    const base: CatalogEntry | undefined = input.base ? this.catalog.get(input.base) : undefined;
    const start = input.start ?? true;
    const reason = this.runtime.unavailableReason();
    if (start && reason) throw engineUnavailable(`${reason} (create it with "start": false to keep the record)`);
    const envs = [...(base?.envs ?? []), ...(input.envs ?? [])];
    for (const [i, e] of envs.entries()) envName(`envs[${i}].name`, e.name);
    for (const [i, e] of (input.secrets ?? []).entries()) envName(`secrets[${i}].name`, e.name);
    const ts = now();
    const row: SandboxRow = {
      id: newId('sbx'),
      owner_id: actor.id,
      name: input.name ? sandboxName('name', input.name) : generateName(),
      provider: input.provider ?? this.defaultProvider,
      description: input.description ?? base?.description ?? null,
      status: start ? 'INITIALIZING' : 'STOPPED',
      status_reason: null,
      started_at: null,
      timeout: input.timeout ?? SANDBOX_DEFAULTS.timeout,
      keep_alive: input.keepAlive ? 1 : 0,
      base_sandbox: base?.id ?? null,
      website: uri('website', input.website) ?? base?.website ?? null,
      logo: uri('logo', input.logo) ?? base?.logo ?? null,
      topics: input.topics ? JSON.stringify(input.topics) : base?.topics ? JSON.stringify(base.topics) : null,
      repo: input.repo ?? base?.repo ?? null,
      readme: uri('readme', input.readme) ?? base?.readme ?? null,
      vcpus: input.vcpus ?? base?.vcpus ?? SANDBOX_DEFAULTS.vcpus,
      memory: input.memory ?? base?.memory ?? SANDBOX_DEFAULTS.memory,
      disk: input.disk ?? base?.disk ?? SANDBOX_DEFAULTS.disk,
      installs: 0,
      engine_pid: null,
      created_at: ts,
      updated_at: ts,
      ...networkColumns(input.network),
    };
    const warm = start ? (this.runtime.claimId?.(row) ?? null) : null;
    if (warm) row.id = warm;
    try {
      this.db.transaction(() => {
        try {
          this.insert.run(row);
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict('NameTaken', `you already have a sandbox named "${row.name}"`);
          throw err;
        }
        this.addEnvs(row.id, envs, input.secrets ?? [], ts);
        if (base) this.catalog.recordInstall(base.id);
        this.events.record('sandbox.created', actor.id, { sandbox: { id: row.id, name: row.name } });
      })();
    } catch (err) {
      if (warm) this.runtime.releaseId?.(warm);
      throw err;
    }
    if (start) await this.runtime.start(row, { repo: row.repo ?? undefined });
    return this.get(actor, row.id);
  }

  private addEnvs(sandboxId: string, envs: Env[], secrets: Env[], ts: string): void {
    const seen = new Set<string>();
    for (const [list, kind] of [
      [envs, 'envs'],
      [secrets, 'secrets'],
    ] as const) {
      for (const e of list) {
        const key = `${kind}:${e.name}`;
        // A request's own envs override the base's: the later one wins.
        if (seen.has(key) && kind === 'envs') {
          this.db.prepare('UPDATE variables SET value = ? WHERE sandbox_id = ? AND name = ?').run(e.value, sandboxId, e.name);
          continue;
        }
        if (seen.has(key)) throw invalid(`secrets has "${e.name}" twice`);
        seen.add(key);
        if (kind === 'envs') this.insertVariable.run(newId('var'), sandboxId, e.name, e.value, ts, ts);
        else this.insertSecret.run(newId('sec'), sandboxId, e.name, this.vault.encrypt(e.value), redact(e.value), ts, ts);
      }
    }
  }

  /** The caller's own sandboxes; `did` naming anyone else is Forbidden. */
  /** A page of the actor's sandboxes as view JSON texts (SandboxViewDetailed without `owner`), newest first. */
  listViewsFor(actor: TokenActor, did: string, opts: SandboxListOptions): { views: string[]; total: number } {
    const target = did === actor.did || did.toLowerCase() === actor.handle ? actor : this.actors.get(did);
    if (target.id !== actor.id) throw forbidden(`you can only list your own sandboxes (did must be ${actor.did})`);
    const k = opts.isRunning === undefined ? 'all' : opts.isRunning ? 'running' : 'other';
    return {
      views: this.list(k).all(actor.id, opts.limit, opts.offset),
      total: this.count(k).get(actor.id)?.n ?? 0,
    };
  }

  async start(actor: TokenActor, idOrName: string, opts: { repo?: string; keepAlive?: boolean }): Promise<SandboxRow> {
    const row = this.get(actor, idOrName);
    const reason = this.runtime.unavailableReason();
    if (reason) throw engineUnavailable(reason);
    if (opts.keepAlive !== undefined || opts.repo !== undefined) {
      this.db
        .prepare('UPDATE sandboxes SET keep_alive = coalesce(?, keep_alive), repo = coalesce(?, repo), updated_at = ? WHERE id = ?')
        .run(opts.keepAlive === undefined ? null : opts.keepAlive ? 1 : 0, opts.repo ?? null, now(), row.id);
    }
    if (!this.runtime.isRunning(row.id)) await this.runtime.start(this.get(actor, row.id), { repo: opts.repo ?? row.repo ?? undefined });
    return this.get(actor, row.id);
  }

  async stop(actor: TokenActor, idOrName: string): Promise<SandboxRow> {
    const row = this.get(actor, idOrName);
    await this.runtime.stop(row, 'user');
    return this.get(actor, row.id);
  }

  async delete(actor: TokenActor, idOrName: string): Promise<void> {
    const row = this.get(actor, idOrName);
    await this.runtime.destroy(row);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM sandboxes WHERE id = ?').run(row.id);
      previewsChanged();
      this.events.record('sandbox.deleted', actor.id, { sandbox: { id: row.id, name: row.name } });
    })();
    this.onDeleted?.(row.id);
  }

  /** For operations that need a running sandbox: the row, or 409 SandboxNotRunning. */
  running(actor: TokenActor, idOrName: string): SandboxRow {
    const row = this.get(actor, idOrName);
    if (!this.runtime.isRunning(row.id)) throw notRunning(row.name);
    return row;
  }
}
