import { join } from 'node:path';
import { type Config, type ConfigOverrides, readEnv } from '../config.js';
import { createContext } from '../context.js';
import { LocalEngine } from '../engine/local/engine.js';
import type { Engine } from '../engine/types.js';
import { createApp, listen } from '../server.js';
import { EngineRuntime } from '../services/engine-runtime.js';

/** The configured engine, or why there is none (the server still serves records). */
function openEngine(config: Config): { engine?: Engine; noEngineReason?: string } {
  if (config.engine === 'none') return { noEngineReason: 'the server runs with SVC_ENGINE=none' };
  try {
    return { engine: new LocalEngine({ stateDir: join(config.dataDir, 'engine'), hostLoopback: config.sandboxHostLoopback }) };
  } catch (err) {
    return { noEngineReason: err instanceof Error ? err.message : String(err) };
  }
}

/** Starts the server and runs until SIGINT/SIGTERM. Sandboxes keep running across restarts. */
export async function serve(overrides: ConfigOverrides): Promise<void> {
  const clean = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as ConfigOverrides;
  const config = readEnv(process.env, clean);
  const ctx = await createContext(config, openEngine(config));
  const runtime = ctx.sandboxes.runtime;
  if (runtime instanceof EngineRuntime) {
    await runtime.reconcile();
    ctx.idle.start();
  } else {
    ctx.log.error('sandboxes cannot run', { reason: runtime.unavailableReason() ?? '' });
  }
  ctx.sweeper.start();
  const app = await createApp(ctx);
  const server = await listen(app, config.port, config.host);
  ctx.log.info('listening', { url: config.publicUrl, dataDir: config.dataDir, engine: runtime.unavailableReason() ?? 'ready' });
  await new Promise<void>((resolve) => {
    const stop = () => {
      ctx.log.info('shutting down');
      ctx.idle.stop();
      ctx.sweeper.stop();
      ctx.background.stop();
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  ctx.db.close();
}
