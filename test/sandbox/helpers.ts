import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEngine, type LocalEngineOptions } from '../../src/engine/local/engine.js';
import { startServer, type TestServer } from '../harness.js';

/** A test server running real bubblewrap sandboxes. */
export async function startEngineServer(
  config: Parameters<typeof startServer>[0] = {},
  engineOptions: Partial<LocalEngineOptions> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-sbx-'));
  const engine = new LocalEngine({ stateDir: join(dataDir, 'engine'), ...engineOptions });
  const s = await startServer({ ...config, dataDir, engine });
  const close = s.close;
  return {
    ...s,
    async close() {
      for (const row of s.ctx.db.prepare('SELECT id FROM sandboxes').all() as { id: string }[]) {
        await engine.destroy(row.id).catch(() => {});
      }
      engine.close?.();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
