import type { TokenActor } from '../auth/tokens.js';
import type { Db } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import { now } from '../util/ids.js';
import type { Access } from './access.js';
import { type EventRecorder, noEvents } from './events.js';
import { previewsChanged } from './previews.js';
import type { PortRow } from './rows.js';

export const MAX_EXPOSED_PORTS = 100;

export class Ports {
  events: EventRecorder = noEvents;
  private readonly base: URL;

  constructor(
    private readonly db: Db,
    private readonly access: Access,
    publicUrl: string,
    private readonly previewDomain: string,
  ) {
    this.base = new URL(publicUrl);
  }

  /** http://{port}-{sandboxId}.{previewDomain}[:{server port}]/ */
  previewUrl(sandboxId: string, port: number): string {
    const serverPort = this.base.port ? `:${this.base.port}` : '';
    return `${this.base.protocol}//${port}-${sandboxId}.${this.previewDomain}${serverPort}/`;
  }

  list(actor: TokenActor, sandbox: string): PortRow[] {
    const { id } = this.access.sandbox(actor.id, sandbox);
    return this.db.prepare<[string], PortRow>('SELECT * FROM ports WHERE sandbox_id = ? ORDER BY port').all(id);
  }

  expose(actor: TokenActor, sandbox: string, port: number, description?: string, isPrivate = false): PortRow {
    const { id } = this.access.sandbox(actor.id, sandbox);
    return this.db.transaction(() => {
      if (this.db.prepare('SELECT 1 FROM ports WHERE sandbox_id = ? AND port = ?').get(id, port)) {
        throw conflict('PortAlreadyExposed', `port ${port} is already exposed`);
      }
      const { n } = this.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM ports WHERE sandbox_id = ?').get(id) ?? { n: 0 };
      if (n >= MAX_EXPOSED_PORTS) throw conflict('TooManyPorts', `a sandbox can expose at most ${MAX_EXPOSED_PORTS} ports`);
      const row: PortRow = {
        sandbox_id: id,
        port,
        description: description ?? null,
        service_id: null,
        created_at: now(),
        private: isPrivate ? 1 : 0,
      };
      this.db
        .prepare(
          'INSERT INTO ports (sandbox_id, port, description, service_id, created_at, private) VALUES (@sandbox_id, @port, @description, @service_id, @created_at, @private)',
        )
        .run(row);
      this.recordPort('port.exposed', id, port);
      return row;
    })();
  }

  unexpose(actor: TokenActor, sandbox: string, port: number): void {
    const { id } = this.access.sandbox(actor.id, sandbox);
    this.db.transaction(() => {
      const { changes } = this.db.prepare('DELETE FROM ports WHERE sandbox_id = ? AND port = ?').run(id, port);
      if (changes === 0) throw notFound('PortNotExposed', `port ${port} is not exposed`);
      this.recordPort('port.unexposed', id, port);
    })();
  }

  /** port.exposed / port.unexposed, inside the caller's transaction. */
  private recordPort(type: 'port.exposed' | 'port.unexposed', sandboxId: string, port: number): void {
    previewsChanged();
    const s = this.db
      .prepare<[string], { owner_id: string; name: string }>('SELECT owner_id, name FROM sandboxes WHERE id = ?')
      .get(sandboxId);
    if (!s) return;
    const previewUrl = type === 'port.exposed' ? { previewUrl: this.previewUrl(sandboxId, port) } : {};
    this.events.record(type, s.owner_id, { sandbox: { id: sandboxId, name: s.name }, port, ...previewUrl });
  }

  /**
   * Makes the ports exposed for a service exactly `ports`: adds missing ones (a port the user
   * already exposed stays theirs) and removes the service's ports no longer listed.
   */
  syncService(sandboxId: string, serviceId: string, ports: number[]): void {
    const ts = now();
    const keep = new Set(ports);
    for (const row of this.db.prepare<[string], PortRow>('SELECT * FROM ports WHERE service_id = ?').all(serviceId)) {
      if (!keep.has(row.port)) {
        this.db.prepare('DELETE FROM ports WHERE sandbox_id = ? AND port = ?').run(sandboxId, row.port);
        this.recordPort('port.unexposed', sandboxId, row.port);
      }
    }
    const insert = this.db.prepare(
      'INSERT INTO ports (sandbox_id, port, description, service_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    for (const port of keep) if (insert.run(sandboxId, port, null, serviceId, ts).changes) this.recordPort('port.exposed', sandboxId, port);
  }
}
