// The one place that reads the environment. Everything else receives a Config.
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  previewDomain: string;
  /** Validate responses against the lexicons (tests, development); off in production for speed. */
  validateResponse: boolean;
  /** Log each request (off in tests). */
  logRequests: boolean;
  defaultProvider: string;
  defaultTokenTtlSeconds: number;
  /** Sandbox engine: "local" (bubblewrap) or "none" (records only). */
  engine: 'local' | 'none';
  /** Sandboxes with outbound network reach this host's loopback at 10.0.2.2 (SVC_SANDBOX_HOST_LOOPBACK=1; default off). */
  sandboxHostLoopback: boolean;
  /** Sandboxes the local engine keeps started ahead of demand, so a create does not wait for bwrap (SVC_WARM_SANDBOXES, default 2; 0: none). */
  warmSandboxes: number;
  /** CPU scheduling policy of sandbox processes: `batch` (SCHED_BATCH: they do not preempt the server on wake-up; default) or `normal` (SVC_SANDBOX_SCHED). */
  sandboxSched: 'batch' | 'normal';
  /** Host directories from which local-path and file:// repos may be cloned (SVC_REPO_ROOTS, ":"-separated). */
  repoRoots: string[];
  /** Event subscriptions may target loopback and private addresses (SVC_ALLOW_PRIVATE_WEBHOOKS=1; tests). */
  allowPrivateWebhooks: boolean;
  /** Outbound event deliveries (SVC_EVENT_RETRY_BASE_MS, SVC_EVENT_ATTEMPTS). */
  eventRetry: RetryPolicy;
  /** Integration deliveries forwarded into sandboxes (SVC_FORWARD_RETRY_BASE_MS, SVC_FORWARD_ATTEMPTS). */
  forwardRetry: RetryPolicy;
  /** Copy storage and backups (SVC_COPY_TTL, SVC_ARCHIVE_MAX_BYTES, SVC_ARCHIVE_MAX_EXPANDED_BYTES). */
  archives: ArchiveLimits;
  /** Service supervision (SVC_SERVICE_STOP_GRACE_MS, SVC_SERVICE_BACKOFF_MS, SVC_SERVICE_CRASH_LIMIT, SVC_SERVICE_CRASH_WINDOW_MS). */
  services: ServiceSupervision;
  version: string;
}

export interface ServiceSupervision {
  /** How long a stopping service has between SIGTERM and SIGKILL (default 5 s). */
  stopGraceMs: number;
  /** Restart delay after the n-th crash within the window: backoffMs * 2^(n-1), at most backoffMaxMs (default 1 s, 30 s). */
  backoffMs: number;
  backoffMaxMs: number;
  /** This many crashes within crashWindowMs and the service is FAILED, not restarted again (default 5 in 60 s). */
  crashLimit: number;
  crashWindowMs: number;
}

export interface ArchiveLimits {
  /** Seconds an archive in copy storage lives (default 24 h). */
  copyTtlSeconds: number;
  /** Most compressed bytes of one archive: an upload, a pushed directory, a backup (default 2 GiB). */
  maxBytes: number;
  /** Most uncompressed bytes one archive may expand to on extraction (default 10 GiB). */
  maxExpandedBytes: number;
}

/** Where the `svc` client commands (cp, backup) find the server: --url/SVC_URL, --token/SVC_TOKEN. */
export interface ClientSettings {
  url: string;
  token?: string;
}

export function readClientEnv(env: NodeJS.ProcessEnv = process.env, flags: Partial<ClientSettings> = {}): ClientSettings {
  return {
    url: (flags.url ?? env.SVC_URL ?? 'http://localhost:8789').replace(/\/+$/, ''),
    token: flags.token ?? (env.SVC_TOKEN || undefined),
  };
}

/** Exponential backoff: the n-th retry waits baseMs * 2^(n-1), at most maxMs; `attempts` tries in all. */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  attempts: number;
}

export type ConfigOverrides = Partial<Config>;

export const VERSION = '0.1.0';

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function oneOf<T extends string>(name: string, raw: string | undefined, values: readonly T[], fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const port = overrides.port ?? int('SVC_PORT', env.SVC_PORT, 8789);
  const mode = env.SVC_ENV ?? env.NODE_ENV ?? 'production';
  const publicUrl = (overrides.publicUrl ?? env.SVC_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: overrides.host ?? env.SVC_HOST ?? '0.0.0.0',
    dataDir: resolve(overrides.dataDir ?? env.SVC_DATA_DIR ?? './data'),
    publicUrl,
    previewDomain: overrides.previewDomain ?? env.SVC_PREVIEW_DOMAIN ?? 'localhost',
    validateResponse: overrides.validateResponse ?? (mode === 'development' || mode === 'test'),
    logRequests: overrides.logRequests ?? (env.SVC_LOG_REQUESTS ? env.SVC_LOG_REQUESTS === '1' : mode !== 'test'),
    defaultProvider: overrides.defaultProvider ?? 'local',
    defaultTokenTtlSeconds: overrides.defaultTokenTtlSeconds ?? int('SVC_TOKEN_TTL', env.SVC_TOKEN_TTL, 30 * 24 * 3600),
    engine: overrides.engine ?? (env.SVC_ENGINE === 'none' ? 'none' : 'local'),
    sandboxHostLoopback: overrides.sandboxHostLoopback ?? env.SVC_SANDBOX_HOST_LOOPBACK === '1',
    warmSandboxes: overrides.warmSandboxes ?? int('SVC_WARM_SANDBOXES', env.SVC_WARM_SANDBOXES, 2),
    sandboxSched: overrides.sandboxSched ?? oneOf('SVC_SANDBOX_SCHED', env.SVC_SANDBOX_SCHED, ['batch', 'normal'] as const, 'batch'),
    repoRoots:
      overrides.repoRoots ??
      (env.SVC_REPO_ROOTS ?? '')
        .split(':')
        .filter(Boolean)
        .map((p) => resolve(p)),
    allowPrivateWebhooks: overrides.allowPrivateWebhooks ?? env.SVC_ALLOW_PRIVATE_WEBHOOKS === '1',
    eventRetry: overrides.eventRetry ?? {
      baseMs: int('SVC_EVENT_RETRY_BASE_MS', env.SVC_EVENT_RETRY_BASE_MS, 10_000),
      maxMs: 3600_000,
      attempts: int('SVC_EVENT_ATTEMPTS', env.SVC_EVENT_ATTEMPTS, 16),
    },
    forwardRetry: overrides.forwardRetry ?? {
      baseMs: int('SVC_FORWARD_RETRY_BASE_MS', env.SVC_FORWARD_RETRY_BASE_MS, 1000),
      maxMs: 300_000,
      attempts: int('SVC_FORWARD_ATTEMPTS', env.SVC_FORWARD_ATTEMPTS, 10),
    },
    archives: overrides.archives ?? {
      copyTtlSeconds: int('SVC_COPY_TTL', env.SVC_COPY_TTL, 24 * 3600),
      maxBytes: int('SVC_ARCHIVE_MAX_BYTES', env.SVC_ARCHIVE_MAX_BYTES, 2 * 1024 ** 3),
      maxExpandedBytes: int('SVC_ARCHIVE_MAX_EXPANDED_BYTES', env.SVC_ARCHIVE_MAX_EXPANDED_BYTES, 10 * 1024 ** 3),
    },
    services: overrides.services ?? {
      stopGraceMs: int('SVC_SERVICE_STOP_GRACE_MS', env.SVC_SERVICE_STOP_GRACE_MS, 5000),
      backoffMs: int('SVC_SERVICE_BACKOFF_MS', env.SVC_SERVICE_BACKOFF_MS, 1000),
      backoffMaxMs: 30_000,
      crashLimit: Math.max(1, int('SVC_SERVICE_CRASH_LIMIT', env.SVC_SERVICE_CRASH_LIMIT, 5)),
      crashWindowMs: int('SVC_SERVICE_CRASH_WINDOW_MS', env.SVC_SERVICE_CRASH_WINDOW_MS, 60_000),
    },
    version: VERSION,
  };
}
