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
  version: string;
}

export type ConfigOverrides = Partial<Config>;

export const VERSION = '0.1.0';

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
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
    version: VERSION,
  };
}
