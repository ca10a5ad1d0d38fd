// Boots the real server (real SQLite file in a temp data dir, real HTTP on port 0) and
// gives tests actors, tokens and generated clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ConfigOverrides, readEnv } from '../src/config.js';
import { type AppContext, createContext } from '../src/context.js';
import type { Engine } from '../src/engine/types.js';
import { AtpBaseClient } from '../src/generated/client/index.js';
import { serveApp } from '../src/http/upgrade.js';
import { createApp } from '../src/server.js';
import { Logger } from '../src/util/logger.js';

export interface TestActor {
  id: string;
  did: string;
  handle: string;
  token: string;
  client: AtpBaseClient;
}

export interface TestServer {
  ctx: AppContext;
  url: string;
  dataDir: string;
  logs: string[];
  actor(handle?: string): TestActor;
  client(token?: string): AtpBaseClient;
  /** Raw HTTP for what the generated client cannot send (bad JSON, wrong methods). */
  fetch(path: string, init?: RequestInit & { token?: string }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

let counter = 0;
/** HTTP status of the last response a harness client received (the client folds 409 into 400). */
let lastStatus = 0;
const recordingFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  lastStatus = res.status;
  return res;
};

export async function startServer(opts: { engine?: Engine; config?: ConfigOverrides; dataDir?: string } = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'svc-test-'));
  const logs: string[] = [];
  // Listen first so the configured public URL carries the real port.
  const http: HttpServer = createHttpServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const config = readEnv(
    { SVC_ENV: 'test', SVC_ALLOW_PRIVATE_WEBHOOKS: '1' },
    { dataDir, port, host: '127.0.0.1', publicUrl: `http://localhost:${port}`, logRequests: true, ...opts.config },
  );
  const ctx = await createContext(config, { engine: opts.engine, log: new Logger((l) => logs.push(l)) });
  serveApp(http, await createApp(ctx));
  const client = (token?: string) =>
    new AtpBaseClient({ service: url, headers: token ? { authorization: `Bearer ${token}` } : {}, fetch: recordingFetch });
  return {
    ctx,
    url,
    dataDir,
    logs,
    client,
    actor(handle = `user${++counter}-${process.pid}.test`) {
      const row = ctx.actors.create({ handle });
      const { token } = ctx.tokens.issue(row.id, row.did, 'access', 3600);
      return { id: row.id, did: row.did, handle: row.handle, token, client: client(token) };
    },
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      const res = await fetch(`${url}${path}`, { ...init, headers });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {}
      return { status: res.status, body };
    },
    async close() {
      ctx.background.stop();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      ctx.db.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The XRPC error of a rejected client call: `{status, error, message}`. */
export async function xrpcError(p: Promise<unknown>): Promise<{ status: number; error: string; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as { error: string; message: string };
    return { status: lastStatus, error: e.error, message: e.message };
  }
  throw new Error('expected the call to fail');
}
