// Hand-made tar archives for the hostile-archive tests: what no well-behaved tar writes.
import { gzipSync } from 'node:zlib';

export interface Entry {
  name: string;
  /** '0' file (default), '1' hard link, '2' symlink, '5' directory, 'x' pax header, 'L' GNU long name, '3' char device. */
  type?: string;
  linkname?: string;
  data?: Buffer | string;
  mode?: number;
  /** Written in the size field instead of the data's length. */
  size?: number;
  /** GNU magic ("ustar  ") instead of POSIX ustar. */
  gnu?: boolean;
}

function put(h: Buffer, at: number, len: number, s: string): void {
  h.write(s, at, len, 'utf8');
}

const octal = (n: number, len: number) => `${n.toString(8).padStart(len - 1, '0')}\0`;

export function header(e: Entry): Buffer {
  const h = Buffer.alloc(512);
  const data = e.data === undefined ? Buffer.alloc(0) : Buffer.from(e.data);
  const type = e.type ?? '0';
  put(h, 0, 100, e.name);
  put(h, 100, 8, octal(e.mode ?? (type === '5' ? 0o755 : 0o644), 8));
  put(h, 108, 8, octal(1000, 8));
  put(h, 116, 8, octal(1000, 8));
  put(h, 124, 12, octal(e.size ?? data.length, 12));
  put(h, 136, 12, octal(Math.floor(Date.now() / 1000), 12));
  h.write(type, 156, 1, 'latin1');
  put(h, 157, 100, e.linkname ?? '');
  h.write(e.gnu ? 'ustar  \0' : 'ustar\u000000', 257, 8, 'latin1');
  put(h, 265, 32, 'sandbox');
  put(h, 297, 32, 'sandbox');
  h.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  put(h, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

export function entry(e: Entry): Buffer {
  const data = e.data === undefined ? Buffer.alloc(0) : Buffer.from(e.data);
  const pad = Buffer.alloc((512 - (data.length % 512)) % 512);
  return Buffer.concat([header(e), data, pad]);
}

/** A pax extended header record set as one 'x' entry. */
export function pax(records: Record<string, string>): Buffer {
  let body = '';
  for (const [k, v] of Object.entries(records)) {
    const rest = ` ${k}=${v}\n`;
    let len = rest.length + 1;
    while (String(len).length + rest.length !== len) len++;
    body += `${len}${rest}`;
  }
  return entry({ name: 'PaxHeader', type: 'x', data: body });
}

export const END = Buffer.alloc(1024);

export function tar(...parts: (Entry | Buffer)[]): Buffer {
  return Buffer.concat([...parts.map((p) => (Buffer.isBuffer(p) ? p : entry(p))), END]);
}

export const tarGz = (...parts: (Entry | Buffer)[]) => gzipSync(tar(...parts));

/**
 * A decompression bomb: one file of `bytes` zeros, as concatenated gzip members (one
 * 16 MiB member of zeros, repeated), about 1 KiB compressed per 1 MiB expanded.
 */
export function bomb(bytes: number): Buffer {
  const chunk = 16 * 1024 * 1024;
  const zeros = gzipSync(Buffer.alloc(chunk), { level: 9 });
  const members = [gzipSync(header({ name: 'bomb', size: bytes }))];
  for (let left = bytes; left > 0; left -= chunk) members.push(left >= chunk ? zeros : gzipSync(Buffer.alloc(left)));
  members.push(gzipSync(Buffer.alloc((512 - (bytes % 512)) % 512 || 0)), gzipSync(END));
  return Buffer.concat(members);
}

/** A multipart/form-data body with `file` as the field "file". */
export function multipart(file: Buffer, field = 'file'): { body: Buffer; contentType: string } {
  const boundary = 'test-boundary-7d1f';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.tar.gz"\r\n`),
    Buffer.from('Content-Type: application/gzip\r\n\r\n'),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
