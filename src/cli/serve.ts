import { join } from 'node:path';
import { type Config, type ConfigOverrides, readEnv } from '../config.js';
import { createContext } from '../context.js';
import { LocalEngine, type LocalEngineOptions } from '../engine/local/engine.js';
import type { Engine } from '../engine/types.js';
import { createApp, listen } from '../server.js';
import { EngineRuntime } from '../services/engine-runtime.js';
import { newId } from '../util/ids.js';

/** The local engine as the configuration wants it. */
export function localEngineOptions(config: Config): LocalEngineOptions {
  return {
    stateDir: join(config.dataDir, 'engine'),
    hostLoopback: config.sandboxHostLoopback,
    warm: { count: config.warmSandboxes, newId: () => newId('sbx') },
    sched: config.sandboxSched,
  };
}

/** The configured engine, or why there is none (the server still serves records). */
function openEngine(config: Config): { engine?: Engine; noEngineReason?: string } {
  if (config.engine === 'none') return { noEngineReason: 'the server runs with SVC_ENGINE=none' };
  try {
    return { engine: new LocalEngine(localEngineOptions(config)) };
  } catch (err) {
    return { noEngineReason: err instanceof Error ? err.message : String(err) };
  }
}

/** Starts the server and runs until SIGINT/SIGTERM. Sandboxes keep running across restarts. */
export async function serve(overrides: ConfigOverrides): Promise<void> {
  const clean = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as ConfigOverrides;
  const config = readEnv(process.env, clean);
  const opened = openEngine(config);
  const ctx = await createContext(config, opened);
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
  await opened.engine?.close?.(); // sandboxes keep running; the warm ones are discarded
  ctx.db.close();
}
