// The service with the local engine, production configuration, on an existing data directory.
import type { AddressInfo } from 'node:net';
import { localEngineOptions } from '../src/cli/serve.js';
import { readEnv } from '../src/config.js';
import { createContext } from '../src/context.js';
import { LocalEngine } from '../src/engine/local/engine.js';
import { createApp, listen } from '../src/server.js';
import { Logger } from '../src/util/logger.js';
import { serveIpc } from './child.js';

const dataDir = process.argv[2];
const config = readEnv(
  { SVC_ENV: 'production', SVC_LOG_REQUESTS: '0', SVC_SANDBOX_SCHED: process.env.SVC_SANDBOX_SCHED },
  { dataDir, port: 0, host: '127.0.0.1' },
);
const engine = new LocalEngine(localEngineOptions(config));
const ctx = await createContext(config, { engine, log: new Logger(() => {}) });
const server = await listen(await createApp(ctx), 0, '127.0.0.1');
serveIpc((server.address() as AddressInfo).port);
