// Runs the real `svc` program (bin/svc.js) as a child process.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SVC = fileURLToPath(new URL('../bin/svc.js', import.meta.url));

export function svc(args: string[], dataDir: string): string {
  return execFileSync(process.execPath, [SVC, ...args], { env: { ...process.env, SVC_DATA_DIR: dataDir }, encoding: 'utf8' }).trim();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `svc serve` and resolves once /xrpc/_health answers. */
export async function serveProcess(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SVC, 'serve', '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...process.env, SVC_DATA_DIR: dataDir, SVC_ENV: 'test', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/xrpc/_health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('svc serve did not become healthy');
}

/**
 * Sandboxes outlive a killed server by design: tests that ran `svc serve` stop what it left
 * running before they delete its data directory.
 */
export async function stopSandboxes(dataDir: string): Promise<void> {
  const { LocalEngine } = await import('../src/engine/local/engine.js');
  const engine = new LocalEngine({ stateDir: join(dataDir, 'engine') });
  for (const rec of engine.listRecorded()) await engine.destroy(rec.id).catch(() => {});
  engine.close();
}

/**
 * An actor and token made with the CLI on `dataDir`, and a raw XRPC caller for a server on
 * `port`: GET without a body, POST with one; an empty answer is `{}`.
 */
export function cliActor(dataDir: string, handle: string, port: number) {
  svc(['actor', 'create', '--handle', handle], dataDir);
  const token = svc(['token', 'create', '--actor', handle], dataDir);
  const call = async (nsid: string, body?: unknown, qs = '') => {
    const res = await fetch(`http://127.0.0.1:${port}/xrpc/${nsid}${qs}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return text ? JSON.parse(text) : {};
  };
  return { token, call };
}
