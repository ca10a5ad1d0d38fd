// The streaming multipart reader of POST /cp, on bodies cut at every possible place.
import { describe, expect, it } from 'vitest';
import { boundaryOf, multipartFile } from '../../src/http/multipart.js';

const B = 'xYz-boundary';
// File content that looks like a delimiter without being one.
const FILE = Buffer.concat([Buffer.from('start\r\n--xYz-boundar\r\n--xYz\r\n'), Buffer.alloc(3000, 0xab), Buffer.from('\r\nend')]);

function body(file = FILE, name = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`preamble to ignore\r\n--${B}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n`),
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${B}\r\nContent-Disposition: form-data; name="after"\r\n\r\nx\r\n--${B}--\r\nepilogue`),
  ]);
}

async function* chunks(buf: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

async function read(buf: Buffer, size: number, field = 'file'): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of multipartFile(chunks(buf, size), B, field)) out.push(c);
  return Buffer.concat(out);
}

describe('multipartFile', () => {
  it.each([1, 2, 7, 13, 64, 1000, 1 << 20])('gives the file field exactly, read in chunks of %i bytes', async (size) => {
    expect((await read(body(), size)).equals(FILE)).toBe(true);
  });

  it('takes an empty file and an unquoted field name', async () => {
    const raw = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name=file\r\n\r\n\r\n--${B}--\r\n`);
    expect((await read(raw, 5)).length).toBe(0);
  });

  it('refuses a body without the field, or cut short', async () => {
    await expect(read(body(FILE, 'other'), 100)).rejects.toMatchObject({
      error: 'InvalidRequest',
      message: expect.stringMatching(/no file field/),
    });
    await expect(read(body().subarray(0, 300), 100)).rejects.toMatchObject({ message: expect.stringMatching(/truncated/) });
  });

  it('reads the boundary from the Content-Type', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(() => boundaryOf('application/gzip')).toThrow(/multipart\/form-data/);
  });
});
