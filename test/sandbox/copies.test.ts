// Directory copies through copy storage, with real sandboxes: push/pull between sandboxes,
// local <-> sandbox through /cp, ownership, expiry.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { xrpcError } from '../harness.js';
import { bomb, multipart } from './archives.js';
import { startEngineServer } from './helpers.js';

let s: TestServer;
let a: TestActor;
let b: TestActor;
const sbx = { a1: '', a2: '', b1: '' };
const local = mkdtempSync(join(tmpdir(), 'svc-cp-local-'));

beforeAll(async () => {
  s = await startEngineServer();
  a = s.actor();
  b = s.actor();
  const [a1, a2, b1] = await Promise.all([
    a.client.io.svc.sandbox.createSandbox({ name: 'copy-src' }),
    a.client.io.svc.sandbox.createSandbox({ name: 'copy-dst' }),
    b.client.io.svc.sandbox.createSandbox({ name: 'other' }),
  ]);
  sbx.a1 = a1.data.id;
  sbx.a2 = a2.data.id;
  sbx.b1 = b1.data.id;
}, 60_000);
afterAll(async () => {
  await s.close();
  rmSync(local, { recursive: true, force: true });
});

async function sh(actor: TestActor, id: string, command: string, env: Record<string, string> = {}): Promise<string> {
  const { data } = await actor.client.io.svc.sandbox.exec(
    { command, timeout: 300, env: Object.entries(env).map(([name, value]) => ({ name, value })) },
    { qp: { id } },
  );
  expect(data.exitCode, data.stderr).toBe(0);
  return data.stdout;
}

/**
 * Everything "identical" means, as three lines: the sorted list of entries (type, mode,
 * link count, path, symlink target), the digest of every file's content, the entry count.
 */
const MANIFEST = `cd "$D" && find . -mindepth 1 -printf '%y %m %n %P -> %l\\n' | LC_ALL=C sort | sha256sum
find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum | sha256sum
find . -mindepth 1 | wc -l`;
const manifest = (actor: TestActor, id: string, dir: string) => sh(actor, id, MANIFEST, { D: dir });

const TREE = `set -e
mkdir -p "$D" && cd "$D"
mkdir -p empty/nested-empty .config/app 'with space' restricted shared
echo dot > .dotfile
echo '{"a":1}' > .config/app/settings.json
printf 'hello\\n' > 'with space/file name.txt'
printf 'unicode' > 'ünïcødé.txt'
printf '#!/bin/sh\\necho run\\n' > run.sh && chmod 755 run.sh
echo ro > readonly.txt && chmod 444 readonly.txt
echo private > private.txt && chmod 600 private.txt
echo odd > odd.txt && chmod 741 odd.txt
echo in > restricted/in.txt && chmod 700 restricted
chmod 1777 shared
: > empty-file
ln -s run.sh link-to-run && ln -s empty link-to-dir && ln -s no-such-file dangling
ln run.sh hardlink-to-run
head -c 52428800 /dev/urandom > big.bin
python3 -c "$PY"`;

// 10,000 small files in 100 directories nested up to 25 levels deep; a seventh of them empty.
const DEEP = `import os
for i in range(100):
    d = os.path.join('deep', *[f'l{j}' for j in range(i % 25)], f'd{i}')
    os.makedirs(d, exist_ok=True)
    for k in range(100):
        with open(os.path.join(d, f'f{k}.txt'), 'w') as f:
            f.write(f'{i}-{k}\\n' * (k % 7))`;

/** A client process: streams a .tar.gz of one random file of $SIZE bytes to POST /cp, prints the uuid. */
const UPLOAD_RANDOM_TAR = `
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
const size = Number(process.env.SIZE);
const h = Buffer.alloc(512);
h.write('random.bin', 0); h.write('0000644\\0', 100); h.write('0001750\\0', 108); h.write('0001750\\0', 116);
h.write(size.toString(8).padStart(11, '0') + '\\0', 124); h.write('00000000000\\0', 136); h.write('0', 156);
h.write('ustar\\u000000', 257, 'latin1'); h.fill(0x20, 148, 156);
let sum = 0; for (const b of h) sum += b; h.write(sum.toString(8).padStart(6, '0') + '\\0 ', 148);
async function* tar() { yield h; for (let left = size; left > 0; left -= 1 << 20) yield randomBytes(Math.min(left, 1 << 20)); yield Buffer.alloc(1024); }
async function* body() {
  yield Buffer.from('--b0undary\\r\\nContent-Disposition: form-data; name="file"; filename="r.tar.gz"\\r\\n\\r\\n');
  yield* Readable.from(tar()).pipe(createGzip({ level: 1 }));
  yield Buffer.from('\\r\\n--b0undary--\\r\\n');
}
const res = await fetch(process.env.URL_ + '/cp', { method: 'POST', duplex: 'half', body: body(),
  headers: { authorization: 'Bearer ' + process.env.TOKEN, 'content-type': 'multipart/form-data; boundary=b0undary' } });
if (!res.ok) throw new Error(await res.text());
console.log((await res.json()).uuid);
`;

/** A client process: downloads GET /cp/$UUID, prints the byte count. */
const DOWNLOAD = `
const res = await fetch(process.env.URL_ + '/cp/' + process.env.UUID, { headers: { authorization: 'Bearer ' + process.env.TOKEN } });
let n = 0; for await (const c of res.body) n += c.length;
console.log(n);
`;

/** Peak growth of this process's RSS (the server runs in it) while `work` runs. */
async function rssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, process.memoryUsage.rss()) - before };
  } finally {
    clearInterval(timer);
  }
}

async function upload(token: string | undefined, file: Buffer, field = 'file') {
  const { body, contentType } = multipart(file, field);
  return s.fetch('/cp', { method: 'POST', token, headers: { 'content-type': contentType }, body: new Uint8Array(body) });
}

describe('push and pull between sandboxes', () => {
  it('gives an identical tree: names, contents, modes, links, empty dirs, dotfiles, 50 MB, 10,000 small files', async () => {
    await sh(a, sbx.a1, TREE, { D: '/home/sandbox/src', PY: DEEP });
    const source = await manifest(a, sbx.a1, '/home/sandbox/src');
    expect(Number(source.trim().split('\n')[2])).toBeGreaterThan(10_100);

    const { data } = await a.client.io.svc.sandbox.pushDirectory({ sandboxId: 'copy-src', directoryPath: '/home/sandbox/src' });
    const uuid = data.uuid;
    await a.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.a2, directoryPath: '/home/sandbox/copies/dst', uuid });
    expect(await manifest(a, sbx.a2, '/home/sandbox/copies/dst')).toBe(source);
    // Extracted as the sandbox user, whatever the archive says.
    expect(await sh(a, sbx.a2, 'find /home/sandbox/copies ! -user sandbox | wc -l')).toBe('0\n');

    // Layout: the directory's contents at the archive root.
    const stored = join(s.dataDir, 'copies', `${uuid}.tar.gz`);
    const names = execFileSync('tar', ['tzf', stored], { maxBuffer: 1 << 24, encoding: 'utf8' }).split('\n');
    expect(names).toContain('./big.bin');
    expect(names.every((n) => n === '' || n.startsWith('./'))).toBe(true);
  });

  it('pulls into an existing directory: same names replaced, others kept, the directory keeps its mode', async () => {
    await sh(a, sbx.a1, 'mkdir -p small && echo v1 > small/f && echo keep > small/g', {});
    const { data } = await a.client.io.svc.sandbox.pushDirectory({ sandboxId: sbx.a1, directoryPath: '/home/sandbox/small' });
    await sh(a, sbx.a2, 'mkdir -p target && chmod 750 target && echo old > target/f && echo mine > target/mine');
    await a.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.a2, directoryPath: '/home/sandbox/target', uuid: data.uuid });
    expect(await sh(a, sbx.a2, 'cd target && cat f g mine && stat -c %a .')).toBe('v1\nkeep\nmine\n750\n');
    // The copy stays in storage until it expires: it can be pulled again.
    await a.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.a1, directoryPath: '/home/sandbox/again', uuid: data.uuid });
    expect(await sh(a, sbx.a1, 'cat again/f')).toBe('v1\n');
  });

  it('names the problem: DirectoryNotFound, CopyNotFound', async () => {
    const api = a.client.io.svc.sandbox;
    expect(await xrpcError(api.pushDirectory({ sandboxId: sbx.a1, directoryPath: '/home/sandbox/nope' }))).toMatchObject({
      status: 404,
      error: 'DirectoryNotFound',
    });
    for (const uuid of ['00000000-0000-4000-8000-000000000000', '../../keys.json', 'x']) {
      expect(await xrpcError(api.pullDirectory({ sandboxId: sbx.a2, directoryPath: '/home/sandbox/x', uuid }))).toMatchObject({
        status: 404,
        error: 'CopyNotFound',
      });
    }
  });
});

describe('local <-> sandbox through /cp', () => {
  const src = join(local, 'src');

  it('upload a local directory, pull it into a sandbox; push it back and download it: same files and modes', async () => {
    mkdirSync(join(src, 'sub', 'empty'), { recursive: true });
    writeFileSync(join(src, 'a.txt'), 'local a\n');
    writeFileSync(join(src, '.hidden'), 'dot\n');
    writeFileSync(join(src, 'sub', 'tool.sh'), '#!/bin/sh\necho tool\n');
    chmodSync(join(src, 'sub', 'tool.sh'), 0o750);
    const archive = execFileSync('tar', ['czf', '-', '-C', src, '.']);

    const up = await upload(a.token, archive);
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await a.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.a1, directoryPath: '/home/sandbox/from-local', uuid: up.body.uuid });
    expect(
      await sh(a, sbx.a1, 'cd from-local && cat a.txt .hidden && sub/tool.sh && stat -c "%a %U" sub/tool.sh && test -d sub/empty'),
    ).toBe('local a\ndot\ntool\n750 sandbox\n');

    await sh(a, sbx.a1, 'echo from sandbox > from-local/new.txt');
    const { data } = await a.client.io.svc.sandbox.pushDirectory({ sandboxId: sbx.a1, directoryPath: '/home/sandbox/from-local' });
    const res = await fetch(`${s.url}/cp/${data.uuid}`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const out = join(local, 'out');
    mkdirSync(out);
    execFileSync('tar', ['xzf', '-', '-C', out, '-p'], { input: bytes });
    expect(readFileSync(join(out, 'new.txt'), 'utf8')).toBe('from sandbox\n');
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('local a\n');
    expect(statSync(join(out, 'sub', 'tool.sh')).mode & 0o777).toBe(0o750);
    expect(statSync(join(out, 'sub', 'empty')).isDirectory()).toBe(true);
  });

  it('another actor can neither download nor pull the uuid: 404 CopyNotFound, like an unknown one', async () => {
    const { body } = await upload(a.token, execFileSync('tar', ['czf', '-', '-C', src, '.']));
    const theirs = await s.fetch(`/cp/${body.uuid}`, { token: b.token });
    expect(theirs).toMatchObject({ status: 404, body: { error: 'CopyNotFound', message: expect.any(String) } });
    expect(
      await xrpcError(b.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.b1, directoryPath: '/home/sandbox/x', uuid: body.uuid })),
    ).toMatchObject({ status: 404, error: 'CopyNotFound' });
    expect(await sh(b, sbx.b1, 'test ! -e /home/sandbox/x && echo absent')).toBe('absent\n');
    // Still there for its owner.
    expect((await s.fetch(`/cp/${body.uuid}`, { token: a.token })).status).toBe(200);
  });

  it('refuses what is not an archive upload: no token, no multipart, no file field, not gzip', async () => {
    const archive = execFileSync('tar', ['czf', '-', '-C', src, '.']);
    expect(await upload(undefined, archive)).toMatchObject({ status: 401, body: { error: 'AuthMissing' } });
    expect(await upload('not-a-token', archive)).toMatchObject({ status: 400, body: { error: 'InvalidToken' } });
    expect(await upload(a.token, archive, 'other')).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(await upload(a.token, Buffer.from('plain text, not gzip'))).toMatchObject({ status: 400, body: { error: 'InvalidArchive' } });
    const raw = await s.fetch('/cp', {
      method: 'POST',
      token: a.token,
      headers: { 'content-type': 'application/gzip' },
      body: new Uint8Array(archive),
    });
    expect(raw).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(await s.fetch('/cp/x', { method: 'DELETE', token: a.token })).toMatchObject({
      status: 405,
      body: { error: 'MethodNotAllowed' },
    });
    expect(await s.fetch('/cp/not-a-uuid', { token: a.token })).toMatchObject({ status: 404, body: { error: 'CopyNotFound' } });
    // Nothing half-written stays behind.
    expect(execFileSync('find', [join(s.dataDir, 'copies'), '-name', '*.partial'], { encoding: 'utf8' })).toBe('');
  });

  it('an archive that expands to 1 GiB is checked as a stream: the server’s memory stays flat', async () => {
    const { result, growth } = await rssGrowth(() => upload(a.token, bomb(1024 ** 3)));
    expect(result.status).toBe(200);
    expect(growth).toBeLessThan(48 * 1024 * 1024);
  });

  it('a 64 MB archive streams through upload, pull and download: the server’s memory stays flat', async () => {
    // The client runs in its own process, so only the server's memory is measured here.
    const size = 64 * 1024 * 1024;
    const client = (script: string, env: Record<string, string> = {}) =>
      new Promise<string>((resolve, reject) => {
        const opts = { env: { ...process.env, URL_: s.url, TOKEN: a.token, SIZE: String(size), ...env } };
        execFile(process.execPath, ['--input-type=module', '-e', script], opts, (err, out) => (err ? reject(err) : resolve(out.trim())));
      });
    const { result: uuid, growth } = await rssGrowth(async () => {
      const uuid = await client(UPLOAD_RANDOM_TAR);
      await a.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.a2, directoryPath: '/home/sandbox/random', uuid });
      expect(Number(await client(DOWNLOAD, { UUID: uuid }))).toBeGreaterThan(size);
      return uuid;
    });
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sh(a, sbx.a2, 'stat -c %s random/random.bin')).toBe(`${size}\n`);
    expect(growth).toBeLessThan(48 * 1024 * 1024);
  });

  it('an expired copy is gone: from every operation and from disk', async () => {
    const { body } = await upload(a.token, execFileSync('tar', ['czf', '-', '-C', src, '.']));
    const file = join(s.dataDir, 'copies', `${body.uuid}.tar.gz`);
    expect(existsSync(file)).toBe(true);
    const ttl = s.ctx.config.archives.copyTtlSeconds;
    expect(ttl).toBe(24 * 3600);
    // The sweep as it runs once the TTL has passed.
    s.ctx.sweeper.run(new Date(Date.now() + (ttl + 1) * 1000));
    expect(existsSync(file)).toBe(false);
    expect(await s.fetch(`/cp/${body.uuid}`, { token: a.token })).toMatchObject({ status: 404, body: { error: 'CopyNotFound' } });
    expect(
      await xrpcError(a.client.io.svc.sandbox.pullDirectory({ sandboxId: sbx.a1, directoryPath: '/home/sandbox/y', uuid: body.uuid })),
    ).toMatchObject({ status: 404, error: 'CopyNotFound' });
  });
});
