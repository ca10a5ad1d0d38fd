// The entry checks every extraction goes through, on archives no well-behaved tar writes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { TarCheck, type TarCheckOptions } from '../../src/services/tar-check.js';
import { END, entry, pax, tar } from '../sandbox/archives.js';

const STRICT: TarCheckOptions = { maxBytes: 1 << 30, symlinks: 'inside' };
const ANY: TarCheckOptions = { maxBytes: 1 << 30, symlinks: 'any' };

/** Runs bytes through the check in small chunks (headers split across chunks); the output or the error. */
async function check(bytes: Buffer, opts = STRICT): Promise<{ out?: Buffer; error?: string; message?: string }> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 300) chunks.push(bytes.subarray(i, i + 300));
  const out: Buffer[] = [];
  try {
    await pipeline(Readable.from(chunks), new TarCheck(opts), async (src: AsyncIterable<Buffer>) => {
      for await (const c of src) out.push(c);
    });
    return { out: Buffer.concat(out) };
  } catch (err) {
    const e = err as { error?: string; message: string };
    return { error: e.error, message: e.message };
  }
}

const dir = mkdtempSync(join(tmpdir(), 'svc-tarcheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TarCheck', () => {
  it('passes what GNU tar writes, byte for byte: files, dirs, symlinks inside, hard links, long names, pax', async () => {
    const src = join(dir, 'src');
    mkdirSync(join(src, 'empty'), { recursive: true });
    mkdirSync(join(src, 'sub', 'deeper'), { recursive: true });
    writeFileSync(join(src, '.dot'), 'dot');
    writeFileSync(join(src, 'sub', 'deeper', `${'n'.repeat(150)}.txt`), 'long name');
    writeFileSync(join(src, 'big.bin'), Buffer.alloc(3000, 7));
    symlinkSync('sub/deeper', join(src, 'link'));
    symlinkSync('../big.bin', join(src, 'sub', 'up'));
    execFileSync('ln', [join(src, 'big.bin'), join(src, 'hard')]);
    for (const format of ['gnu', 'pax', 'ustar']) {
      const args = ['cf', '-', `--format=${format}`, '-C', src, '.'];
      if (format === 'ustar') args.splice(3, 0, '--exclude=./sub/deeper/n*');
      const bytes = execFileSync('tar', args, { maxBuffer: 1 << 26 });
      const r = await check(bytes);
      expect(r.error, `${format}: ${r.message}`).toBeUndefined();
      expect(r.out?.equals(bytes)).toBe(true);
    }
  });

  it.each([
    ['an absolute path', tar({ name: '/etc/evil', data: 'x' }), /absolute path/],
    ['a ".." entry', tar({ name: '../evil', data: 'x' }), /contains "\.\."/],
    ['a ".." inside a path', tar({ name: 'a/../../evil', data: 'x' }), /contains "\.\."/],
    ['an absolute symlink', tar({ name: 'l', type: '2', linkname: '/home/sandbox' }), /points outside/],
    ['a symlink leading up and out', tar({ name: 'a/l', type: '2', linkname: '../../x' }), /points outside/],
    ['a hard link out', tar({ name: 'h', type: '1', linkname: '../x' }), /contains "\.\."/],
    ['an absolute hard link', tar({ name: 'h', type: '1', linkname: '/etc/passwd' }), /absolute path/],
    ['a pax path with ".."', tar(pax({ path: '../../evil' }), { name: 'innocent', data: 'x' }), /contains "\.\."/],
    [
      'a GNU long name with ".."',
      tar({ name: '././@LongLink', type: 'L', data: '../evil\0', gnu: true }, { name: 'innocent', data: 'x', gnu: true }),
      /contains "\.\."/,
    ],
    ['a device file', tar({ name: 'dev', type: '3' }), /device/],
    ['an unknown entry type', tar({ name: 'v', type: 'V' }), /unsupported type/],
    ['a directory with data', tar({ name: 'd', type: '5', data: 'x' }), /has data/],
    ['a non-tar stream', Buffer.alloc(2048, 'a'), /checksum/],
    ['data after the end', Buffer.concat([tar({ name: 'a', data: 'x' }), entry({ name: '/evil', data: 'x' })]), /after its end/],
    ['a truncated archive', entry({ name: 'a', data: 'x'.repeat(2000) }).subarray(0, 1024), /truncated/],
    ['a bad pax record', tar(entry({ name: 'p', type: 'x', data: '99 path=x\n' }), { name: 'a' }), /malformed pax/],
  ])('refuses %s', async (_, bytes, message) => {
    const r = await check(bytes);
    expect(r.error).toBe('InvalidArchive');
    expect(r.message).toMatch(message);
  });

  it('refuses an entry through a symlink of the same archive, even where any symlink is allowed (restore)', async () => {
    const bytes = tar({ name: 'l', type: '2', linkname: '/home/sandbox/elsewhere' }, { name: 'l/file', data: 'x' });
    expect(await check(bytes, ANY)).toMatchObject({ error: 'InvalidArchive', message: expect.stringMatching(/through symlink "l"/) });
    const inside = tar({ name: 'd', type: '5' }, { name: 'l', type: '2', linkname: 'd' }, { name: 'l/file', data: 'x' });
    expect(await check(inside, STRICT)).toMatchObject({ error: 'InvalidArchive', message: expect.stringMatching(/through symlink/) });
    const hard = tar({ name: 'l', type: '2', linkname: 'd' }, { name: 'h', type: '1', linkname: 'l/passwd' });
    expect(await check(hard, STRICT)).toMatchObject({ error: 'InvalidArchive' });
    // Absolute symlinks themselves are fine for a restore: they are restored as they were.
    expect((await check(tar({ name: 'python', type: '2', linkname: '/usr/bin/python3' }), ANY)).error).toBeUndefined();
  });

  it('stops at the expansion cap: PayloadTooLarge', async () => {
    const bytes = tar({ name: 'zeros', data: Buffer.alloc(64 * 1024) });
    expect(await check(bytes, { maxBytes: 16 * 1024, symlinks: 'inside' })).toMatchObject({ error: 'PayloadTooLarge' });
    expect((await check(Buffer.concat([entry({ name: 'ok' }), END]))).error).toBeUndefined();
  });
});
