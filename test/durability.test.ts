import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, serveProcess, svc } from './cli.js';

const dataDir = mkdtempSync(join(tmpdir(), 'svc-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('every acknowledged write survives a SIGKILL of the server', async () => {
  svc(['actor', 'create', '--handle', 'durable.test'], dataDir);
  const token = svc(['token', 'create', '--actor', 'durable.test'], dataDir);
  const port = await freePort();
  const call = (nsid: string, body?: unknown, qs = '') =>
    fetch(`http://127.0.0.1:${port}/xrpc/${nsid}${qs}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let server = await serveProcess(dataDir, port);
  const created = await (await call('io.svc.sandbox.createSandbox', { name: 'keep', start: false })).json();
  // Fire writes concurrently; kill the server the moment the last acknowledgement arrives.
  const acked: string[] = [];
  await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const res = await call('io.svc.variable.addVariable', { variable: { name: `V${i}`, value: String(i), sandboxId: created.id } });
      if (res.ok) acked.push(`V${i}`);
    }),
  );
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  expect(acked.length).toBe(50);

  server = await serveProcess(dataDir, port);
  try {
    const res = await call('io.svc.variable.getVariables', undefined, `?sandboxId=keep&limit=100`);
    const body = await res.json();
    expect(body.total).toBe(50);
    expect(body.variables.map((v: { name: string }) => v.name).sort()).toEqual(acked.sort());
  } finally {
    server.kill('SIGKILL');
  }
});
