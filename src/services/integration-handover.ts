// Hands recorded webhook deliveries to their sandbox: each is written as
// /home/sandbox/.svc/integrations/{name}/{deliveryId}.json while the sandbox runs (or at its
// next start) and, when the integration has a target, POSTed to it inside the sandbox with
// the original body and headers, retried with backoff until a 2xx answer or the policy's
// last attempt. Attempts wait while the sandbox is stopped and resume when it starts.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { RetryPolicy } from '../config.js';
import type { Db } from '../db/index.js';
import { now } from '../util/ids.js';
import type { Logger } from '../util/logger.js';
import type { EngineRuntime } from './engine-runtime.js';
import { bodyText, type Header, type IntegrationDeliveries } from './integration-deliveries.js';
import { backoffMs, Pump } from './retry.js';
import type { IntegrationDeliveryRow } from './rows.js';

export const INTEGRATIONS_DIR = '/home/sandbox/.svc/integrations';
const FORWARD_TIMEOUT_MS = 30_000;
const MAX_IN_FLIGHT = 16;
/** After a file could not be written, wait this long before trying again. */
const FILE_RETRY_MS = 30_000;

type Pending = IntegrationDeliveryRow & {
  name: string;
  target_service: string | null;
  target_port: number | null;
  target_path: string | null;
};

/** The integration's name as one safe directory name. */
export function directoryName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return safe === '.' || safe === '..' ? '_' : safe;
}

export class IntegrationHandover {
  private readonly pump: Pump;
  private readonly inFlight = new Set<string>();
  private readonly fileBlockedUntil = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly runtime: EngineRuntime,
    private readonly deliveries: IntegrationDeliveries,
    private readonly log: Logger,
    private readonly retry: RetryPolicy,
  ) {
    this.pump = new Pump(
      () => this.run(),
      (err) => this.log.error('integration hand-over failed', { error: String(err) }),
    );
    deliveries.onReceived = () => this.pump.kick();
    runtime.onStarted.push((sandbox) => this.sandboxStarted(sandbox.id));
  }

  start(): void {
    this.pump.start();
  }

  stop(): void {
    this.pump.stop();
  }

  private pending(sandboxId?: string): Pending[] {
    return this.db
      .prepare<[string | null, string | null], Pending>(
        `SELECT d.*, i.name, i.target_service, i.target_port, i.target_path
         FROM integration_deliveries d JOIN integrations i ON i.id = d.integration_id
         WHERE d.state = 'PENDING' AND (? IS NULL OR d.sandbox_id = ?) ORDER BY d.received_at`,
      )
      .all(sandboxId ?? null, sandboxId ?? null);
  }

  /** At a start: every file written before the sandbox is reported RUNNING; forwards due at once. */
  private async sandboxStarted(sandboxId: string): Promise<void> {
    for (const d of this.pending(sandboxId)) {
      if (d.file_written_at || this.inFlight.has(d.id)) continue;
      this.inFlight.add(d.id);
      this.fileBlockedUntil.delete(d.id);
      await this.writeFile(d).finally(() => this.inFlight.delete(d.id));
    }
    this.db
      .prepare(
        "UPDATE integration_deliveries SET next_attempt_at = ? WHERE sandbox_id = ? AND state = 'PENDING' AND next_attempt_at IS NOT NULL",
      )
      .run(now(), sandboxId);
    setImmediate(() => this.pump.kick());
  }

  private async run(): Promise<number | null> {
    if (!this.db.open) return null;
    let next: number | null = null;
    const soonest = (ms: number) => {
      next = next === null ? ms : Math.min(next, ms);
    };
    for (const d of this.pending()) {
      if (this.inFlight.has(d.id) || !this.runtime.isRunning(d.sandbox_id)) continue;
      const blocked = this.fileBlockedUntil.get(d.id) ?? 0;
      const fileDue = !d.file_written_at && blocked <= Date.now();
      const forwardDue = d.next_attempt_at !== null && d.forwarded_at === null && Date.parse(d.next_attempt_at) <= Date.now();
      if (!d.file_written_at && !fileDue) soonest(blocked - Date.now());
      if (d.next_attempt_at !== null && d.forwarded_at === null && !forwardDue) soonest(Date.parse(d.next_attempt_at) - Date.now());
      if (!fileDue && !forwardDue) continue;
      if (this.inFlight.size >= MAX_IN_FLIGHT) break;
      this.inFlight.add(d.id);
      void this.handOver(d, fileDue, forwardDue)
        .catch((err) => this.log.error('integration hand-over failed', { delivery: d.id, error: String(err) }))
        .finally(() => {
          this.inFlight.delete(d.id);
          this.pump.kick();
        });
    }
    return next;
  }

  private async handOver(d: Pending, file: boolean, forward: boolean): Promise<void> {
    if (file) await this.writeFile(d);
    if (forward) await this.forward(d);
  }

  private async writeFile(d: Pending): Promise<void> {
    const { headers, body } = this.deliveries.request(d);
    const json = JSON.stringify(
      {
        id: d.id,
        integrationId: d.integration_id,
        integration: d.name,
        receivedAt: d.received_at,
        method: d.method,
        headers: Object.fromEntries(merge(headers)),
        ...bodyText(body),
      },
      null,
      2,
    );
    const path = `${INTEGRATIONS_DIR}/${directoryName(d.name)}/${d.id}.json`;
    try {
      await this.runtime.engine.writeFile(d.sandbox_id, path, Buffer.from(`${json}\n`), 0o600);
    } catch (err) {
      this.fileBlockedUntil.set(d.id, Date.now() + FILE_RETRY_MS);
      this.log.error('integration delivery file not written', { delivery: d.id, error: String(err) });
      return;
    }
    this.fileBlockedUntil.delete(d.id);
    d.file_written_at = now();
    this.update(d);
  }

  private async forward(d: Pending): Promise<void> {
    const port = d.target_port ?? this.servicePort(d.sandbox_id, d.target_service ?? '');
    const result = port
      ? await this.post(d, port).catch((err: Error) => ({ status: undefined, error: err.message }))
      : { status: undefined, error: `service "${d.target_service}" does not exist or has no ports` };
    d.attempts += 1;
    d.last_status = result.status ?? null;
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
    if (ok) {
      d.forwarded_at = now();
      d.next_attempt_at = null;
      d.last_error = null;
    } else {
      d.last_error = result.error ?? `answered HTTP ${result.status}`;
      d.next_attempt_at = d.attempts >= this.retry.attempts ? null : new Date(Date.now() + backoffMs(this.retry, d.attempts)).toISOString();
    }
    this.update(d);
  }

  /** One POST into the sandbox through the engine's port relay; resolves with the answer's status. */
  private post(d: Pending, port: number): Promise<{ status?: number; error?: string }> {
    const { headers, body } = this.deliveries.request(d);
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of headers) {
      if (name === 'host' || name === 'content-length') continue;
      const prev = out[name];
      out[name] = prev === undefined ? value : [...[prev].flat(), value];
    }
    Object.assign(out, {
      host: `127.0.0.1:${port}`,
      'content-length': String(body.length),
      'x-svc-delivery-id': d.id,
      'x-svc-integration-id': d.integration_id,
    });
    return new Promise((resolve, reject) => {
      const req = http.request({
        method: 'POST',
        path: d.target_path ?? '/',
        headers: out,
        createConnection: ((_opts: unknown, cb: (err: Error | null, s?: Socket) => void) => {
          this.runtime.engine.connect(d.sandbox_id, port).then((s) => cb(null, s), cb);
        }) as never,
      });
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${FORWARD_TIMEOUT_MS} ms`)), FORWARD_TIMEOUT_MS);
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.on('response', (res) => {
        res.resume();
        const done = () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode });
        };
        res.once('end', done);
        res.once('error', done);
      });
      req.end(body);
    });
  }

  private servicePort(sandboxId: string, name: string): number | undefined {
    const row = this.db
      .prepare<[string, string], { ports: string }>('SELECT ports FROM services WHERE sandbox_id = ? AND name = ?')
      .get(sandboxId, name);
    return row ? (JSON.parse(row.ports) as number[])[0] : undefined;
  }

  private update(d: Pending): void {
    if (!this.db.open) return;
    const hasTarget = d.target_path !== null;
    const forwarded = !hasTarget || d.forwarded_at !== null;
    const state =
      d.file_written_at && forwarded ? 'DELIVERED' : hasTarget && !forwarded && d.next_attempt_at === null ? 'FAILED' : 'PENDING';
    this.db
      .prepare(
        `UPDATE integration_deliveries SET state = ?, file_written_at = ?, forwarded_at = ?, attempts = ?, last_status = ?,
           last_error = ?, next_attempt_at = ? WHERE id = ?`,
      )
      .run(state, d.file_written_at, d.forwarded_at, d.attempts, d.last_status, d.last_error, d.next_attempt_at, d.id);
    if (state === 'FAILED') this.log.error('integration forward gave up', { delivery: d.id, attempts: d.attempts });
  }
}

/** Repeated headers as one comma-separated value, for the JSON file. */
function merge(headers: Header[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [n, v] of headers) out.set(n, out.has(n) ? `${out.get(n)}, ${v}` : v);
  return out;
}
