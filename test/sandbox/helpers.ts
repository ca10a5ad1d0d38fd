import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEngine, type LocalEngineOptions } from '../../src/engine/local/engine.js';
import { newId } from '../../src/util/ids.js';
import { startServer, type TestServer } from '../harness.js';

/** A test server running real bubblewrap sandboxes. */
export async function startEngineServer(
  config: Parameters<typeof startServer>[0] = {},
  engineOptions: Partial<LocalEngineOptions> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-sbx-'));
  // One warm sandbox, as in production (fewer than its default 2: test servers are many).
  const warm = { count: 1, newId: () => newId('sbx') };
  const engine = new LocalEngine({ stateDir: join(dataDir, 'engine'), warm, ...engineOptions });
  const s = await startServer({ ...config, dataDir, engine });
  const close = s.close;
  return {
    ...s,
    async close() {
      for (const row of s.ctx.db.prepare('SELECT id FROM sandboxes').all() as { id: string }[]) {
        await engine.destroy(row.id).catch(() => {});
      }
      await engine.close?.();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Polls every 100 ms until `get` answers something `ok` accepts (by default: anything truthy),
 * and returns it; fails after `ms` with the last answer.
 */
export async function until<T>(what: string, get: () => Promise<T | undefined | false>, ms?: number): Promise<T>;
export async function until<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms?: number): Promise<T>;
export async function until<T>(what: string, get: () => Promise<T>, okOrMs?: ((v: T) => boolean) | number, ms = 15_000): Promise<T> {
  const ok = typeof okOrMs === 'function' ? okOrMs : (v: T) => Boolean(v);
  const end = Date.now() + (typeof okOrMs === 'number' ? okOrMs : ms);
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
