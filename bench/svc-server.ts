// The service itself, production configuration, on an existing data directory.
import type { AddressInfo } from 'node:net';
import { readEnv } from '../src/config.js';
import { createContext } from '../src/context.js';
import { createApp, listen } from '../src/server.js';
import { serveIpc } from './child.js';

const dataDir = process.argv[2];
const config = readEnv(
  { SVC_ENV: 'production', SVC_LOG_REQUESTS: process.env.SVC_LOG_REQUESTS ?? '1' },
  { dataDir, port: 0, host: '127.0.0.1' },
);
const ctx = await createContext(config);
const server = await listen(await createApp(ctx), 0, '127.0.0.1');
serveIpc((server.address() as AddressInfo).port);
process.on('SIGINT', () => process.exit(0));
