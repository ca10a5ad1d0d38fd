// The local end of `svc cp ... ./dir`: system tar behind the same entry checks as the server.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackLocal } from '../../src/cli/local-tar.js';
import { tar, tarGz } from '../sandbox/archives.js';

const dir = mkdtempSync(join(tmpdir(), 'svc-unpack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('unpackLocal', () => {
  it('extracts an archive with long padding after its end marker (tar stops reading early)', async () => {
    const gz = gzipSync(Buffer.concat([tar({ name: 'a.txt', data: 'A\n' }), Buffer.alloc(4 * 1024 * 1024)]));
    let counted = 0;
    await unpackLocal(join(dir, 'padded'), Readable.from([gz]), (n) => {
      counted += n;
    });
    expect(readFileSync(join(dir, 'padded', 'a.txt'), 'utf8')).toBe('A\n');
    expect(counted).toBe(gz.length);
  });

  it('refuses what would land outside the directory, before tar sees it', async () => {
    const hostile = tarGz({ name: 'ok', data: 'x' }, { name: 'l', type: '2', linkname: '/etc' }, { name: 'l/passwd', data: 'x' });
    await expect(unpackLocal(join(dir, 'hostile'), Readable.from([hostile]), () => {})).rejects.toThrow(/refused the archive: symlink "l"/);
    expect(readdirSync(join(dir, 'hostile'))).toEqual([]);
    await expect(unpackLocal(join(dir, 'junk'), Readable.from([Buffer.from('not gzip')]), () => {})).rejects.toThrow(/not valid gzip/);
  });
});
