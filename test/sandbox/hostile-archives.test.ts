// Hostile archives and size caps, with a real sandbox: refused at upload, refused or
// contained at extraction, nothing written outside the target, memory bounded.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { xrpcError } from '../harness.js';
import { bomb, type Entry, multipart, tar, tarGz } from './archives.js';
import { startEngineServer } from './helpers.js';

const MiB = 1024 * 1024;
let s: TestServer;
let a: TestActor;
let sandbox = '';
const HOST_ESCAPE = `/tmp/svc-escape-${process.pid}`;

beforeAll(async () => {
  s = await startEngineServer({ config: { archives: { copyTtlSeconds: 3600, maxBytes: 8 * MiB, maxExpandedBytes: 64 * MiB } } });
  a = s.actor();
  sandbox = (await a.client.io.svc.sandbox.createSandbox({ name: 'victim' })).data.id;
  await sh('mkdir -p outside target && echo original > outside/secret');
}, 60_000);
afterAll(() => s.close());

async function sh(command: string): Promise<string> {
  const { data } = await a.client.io.svc.sandbox.exec({ command, timeout: 120 }, { qp: { id: sandbox } });
  expect(data.exitCode, data.stderr).toBe(0);
  return data.stdout;
}

const upload = (file: Buffer) => {
  const { body, contentType } = multipart(file);
  return s.fetch('/cp', { method: 'POST', token: a.token, headers: { 'content-type': contentType }, body: new Uint8Array(body) });
};

/** Puts an archive straight into copy storage, as if an upload check had missed it. */
function inject(file: Buffer): string {
  const uuid = randomUUID();
  writeFileSync(join(s.dataDir, 'copies', `${uuid}.tar.gz`), file);
  const ts = new Date();
  s.ctx.db
    .prepare('INSERT INTO copies (id, actor_id, size, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(uuid, a.id, file.length, new Date(ts.getTime() + 3600_000).toISOString(), ts.toISOString());
  return uuid;
}

const pull = (uuid: string, dir = '/home/sandbox/target') =>
  xrpcError(a.client.io.svc.sandbox.pullDirectory({ sandboxId: sandbox, directoryPath: dir, uuid }));

const stored = () => readdirSync(join(s.dataDir, 'copies'));

const ok: Entry = { name: 'ok.txt', data: 'fine\n' };
const HOSTILE: [string, Buffer, RegExp][] = [
  [
    'absolute paths',
    tarGz(ok, { name: '/home/sandbox/outside/abs.txt', data: 'x' }, { name: `${HOST_ESCAPE}-abs`, data: 'x' }),
    /absolute/,
  ],
  [
    '"../" entries',
    tarGz(ok, { name: '../outside/dotdot.txt', data: 'x' }, { name: `../../../../../../..${HOST_ESCAPE}-dd`, data: 'x' }),
    /\.\./,
  ],
  [
    'a symlink out, then a file through it',
    tarGz(ok, { name: 'evil', type: '2', linkname: '/home/sandbox/outside' }, { name: 'evil/through.txt', data: 'x' }),
    /symlink/,
  ],
  [
    'a relative symlink out, then a file through it',
    tarGz(ok, { name: 'up', type: '2', linkname: '../outside' }, { name: 'up/secret', data: 'overwritten' }),
    /symlink/,
  ],
  ['a hard link to a file outside', tarGz(ok, { name: 'h', type: '1', linkname: '../outside/secret' }), /\.\./],
];

describe('hostile archives', () => {
  it.each(HOSTILE)('%s: refused at upload, nothing kept', async (_, file, message) => {
    const before = stored();
    const res = await upload(file);
    expect(res).toMatchObject({ status: 400, body: { error: 'InvalidArchive', message: expect.stringMatching(message) } });
    expect(stored()).toEqual(before);
  });

  it.each(HOSTILE)('%s: refused at extraction too, nothing written outside the target', async (_, file, message) => {
    expect(await pull(inject(file))).toMatchObject({ status: 400, error: 'InvalidArchive', message: expect.stringMatching(message) });
    expect(await sh('ls -A outside; cat outside/secret')).toBe('secret\noriginal\n');
    // At most the entries before the refused one (here none: the check refuses a whole chunk at a time).
    expect(await sh('ls -A target')).toMatch(/^(ok\.txt\n)?$/);
    expect(await sh('ls /tmp | grep -c svc-escape || true')).toBe('0\n');
  });

  it('a well-formed archive with long zero padding after its end marker extracts (tar stops reading early)', async () => {
    const padded = gzipSync(Buffer.concat([tar({ name: 'padded.txt', data: 'ok\n' }), Buffer.alloc(4 * MiB)]));
    const res = await upload(padded);
    expect(res.status).toBe(200);
    await a.client.io.svc.sandbox.pullDirectory({ sandboxId: sandbox, directoryPath: '/home/sandbox/padded', uuid: res.body.uuid });
    expect(await sh('cat padded/padded.txt')).toBe('ok\n');
  });

  it('nothing reached the host', () => {
    expect(existsSync(`${HOST_ESCAPE}-abs`)).toBe(false);
    expect(existsSync(`${HOST_ESCAPE}-dd`)).toBe(false);
  });

  it('a decompression bomb (1 GiB of zeros in 1 MB) is refused at upload and stopped at extraction, memory bounded', async () => {
    const gz = bomb(1024 ** 3);
    expect(gz.length).toBeLessThan(2 * MiB);
    const before = process.memoryUsage.rss();
    expect(await upload(gz)).toMatchObject({ status: 413, body: { error: 'PayloadTooLarge', message: expect.stringMatching(/expands/) } });
    const uuid = inject(gz);
    expect(await pull(uuid, '/home/sandbox/bomb')).toMatchObject({ status: 413, error: 'PayloadTooLarge' });
    expect(process.memoryUsage.rss() - before).toBeLessThan(48 * MiB);
    // Stopped at the cap: at most 64 MiB reached the disk of the sandbox.
    // File bytes only: `du` would add the directory's own blocks.
    const written = Number((await sh("find bomb -type f -printf '%s\\n' | awk '{s+=$1} END {print s+0}'")).trim());
    expect(written).toBeLessThanOrEqual(64 * MiB);
  });
});

describe('size caps: PayloadTooLarge', () => {
  const big = () => {
    // Random bytes do not compress: a 9 MiB archive, over the 8 MiB cap of this server.
    const data = Buffer.alloc(9 * MiB);
    for (let i = 0; i < data.length; i += 4) data.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    return tarGz({ name: 'random.bin', data });
  };

  it('an upload over the cap, with Content-Length: refused before it is read', async () => {
    const before = stored();
    const res = await upload(big());
    expect(res).toMatchObject({ status: 413, body: { error: 'PayloadTooLarge', message: expect.stringMatching(/8388608/) } });
    expect(stored()).toEqual(before);
  });

  it('an upload over the cap, streamed without Content-Length: refused at the cap, nothing kept', async () => {
    const before = stored();
    const { body, contentType } = multipart(big());
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536));
    const res = await fetch(`${s.url}/cp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': contentType },
      body: Readable.from(chunks) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'PayloadTooLarge' });
    expect(stored()).toEqual(before);
  });

  it('a push or a backup over the cap: refused, nothing kept, tar stopped', async () => {
    await sh('mkdir -p large && head -c 12582912 /dev/urandom > large/random.bin');
    const before = stored();
    const api = a.client.io.svc.sandbox;
    expect(await xrpcError(api.pushDirectory({ sandboxId: sandbox, directoryPath: '/home/sandbox/large' }))).toMatchObject({
      status: 413,
      error: 'PayloadTooLarge',
    });
    expect(stored()).toEqual(before);
    expect(await xrpcError(api.createBackup({ directory: '/home/sandbox/large' }, { qp: { id: sandbox } }))).toMatchObject({
      status: 413,
      error: 'PayloadTooLarge',
    });
    expect((await api.getBackups({ id: sandbox })).data.backups).toEqual([]);
    expect(readdirSync(join(s.dataDir, 'backups', sandbox))).toEqual([]);
    expect(await sh('sleep 0.2; ps -eo comm | grep -cx tar || true')).toBe('0\n');
  });
});
