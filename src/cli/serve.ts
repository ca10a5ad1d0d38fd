import { type ConfigOverrides, readEnv } from '../config.js';
import { createContext } from '../context.js';
import { createApp, listen } from '../server.js';

/** Starts the server and runs until SIGINT/SIGTERM. */
export async function serve(overrides: ConfigOverrides): Promise<void> {
  const clean = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as ConfigOverrides;
  const config = readEnv(process.env, clean);
  const ctx = await createContext(config);
  const app = await createApp(ctx);
  const server = await listen(app, config.port, config.host);
  ctx.log.info('listening', {
    url: config.publicUrl,
    dataDir: config.dataDir,
    engine: ctx.sandboxes.runtime.unavailableReason() ?? 'ready',
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      ctx.log.info('shutting down');
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  ctx.db.close();
}
