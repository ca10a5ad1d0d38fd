import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, SVC, serveProcess, svc } from './cli.js';

const dataDir = mkdtempSync(join(tmpdir(), 'svc-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function fails(args: string[]): { code: number; stderr: string } {
  try {
    execFileSync(process.execPath, [SVC, ...args], { env: { ...process.env, SVC_DATA_DIR: dataDir }, stdio: 'pipe' });
  } catch (err) {
    const e = err as { status: number; stderr: Buffer };
    return { code: e.status, stderr: e.stderr.toString() };
  }
  throw new Error('expected failure');
}

describe('svc command line', () => {
  it('prints help for every command', () => {
    for (const args of [['--help'], ['serve', '--help'], ['actor', 'create', '--help'], ['token', 'create', '--help']]) {
      expect(svc(args, dataDir)).toMatch(/svc/);
    }
  });

  it('creates actors (minting a did:key), issues tokens that work against a running server, and revokes them live', async () => {
    const actor = JSON.parse(svc(['actor', 'create', '--handle', 'alice.test', '--display-name', 'Alice'], dataDir));
    expect(actor).toMatchObject({ handle: 'alice.test', displayName: 'Alice' });
    expect(actor.did).toMatch(/^did:key:z6Mk/);
    const withDid = JSON.parse(svc(['actor', 'create', '--handle', 'bob.test', '--did', 'did:plc:abcdefghijklmnopqrstuvwx'], dataDir));
    expect(withDid.did).toBe('did:plc:abcdefghijklmnopqrstuvwx');
    expect(fails(['actor', 'create', '--handle', 'alice.test']).stderr).toMatch(/already exists/);
    expect(fails(['actor', 'create', '--handle', 'not a handle']).stderr).toMatch(/handle/);

    const port = await freePort();
    const server = await serveProcess(dataDir, port);
    try {
      // Issued while the server runs, on the same data directory.
      const token = svc(['token', 'create', '--actor', actor.did, '--ttl', '600'], dataDir);
      expect(token.split('.')).toHaveLength(3);
      const profile = () =>
        fetch(`http://127.0.0.1:${port}/xrpc/io.svc.actor.getProfile`, { headers: { authorization: `Bearer ${token}` } });
      expect((await profile()).status).toBe(200);
      expect(svc(['token', 'revoke', token], dataDir)).toBe('revoked');
      const res = await profile();
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'InvalidToken' });
    } finally {
      server.kill('SIGKILL');
    }
    expect(fails(['token', 'create', '--actor', 'nobody.test']).stderr).toMatch(/no actor/);
  });
});
