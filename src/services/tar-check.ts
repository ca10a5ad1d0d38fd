// A pass-through filter over an uncompressed tar stream that lets an archive reach `tar x`
// only if every entry stays inside the target directory. It reads headers the way GNU tar
// does (ustar and GNU formats, GNU long names, pax headers) and refuses whatever it cannot
// read unambiguously: an entry it let through must be the entry tar extracts.
//
// Why not only rely on tar running inside the sandbox: that keeps the host safe, but an
// archive could still write anywhere the sandbox user can (its home, its volumes). Why not
// only rely on GNU tar's own defences: they warn and go on, and differ between versions.
import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '../errors.js';

export const invalidArchive = (message: string) => new DomainError(400, 'InvalidArchive', message);
export const payloadTooLarge = (message: string) => new DomainError(413, 'PayloadTooLarge', message);

export interface TarCheckOptions {
  /** Most bytes of uncompressed tar accepted: the decompression-bomb cap. */
  maxBytes: number;
  /**
   * 'inside': a symlink must be relative and resolve inside the target (archives from
   * elsewhere). 'any': any target (a backup restored into the directory it was taken from).
   * Either way nothing in the archive is extracted through a symlink the archive made.
   */
  symlinks: 'inside' | 'any';
}

const BLOCK = 512;
/** GNU long names and pax headers larger than this are refused (paths are at most 4 KiB). */
const MAX_EXTENDED = 1024 * 1024;
const REGULAR = new Set(['0', '\0', '7']);

const padded = (n: number) => Math.ceil(n / BLOCK) * BLOCK;

function text(b: Buffer, start: number, length: number): string {
  const field = b.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** An octal or base-256 number field, as GNU tar reads it; null when malformed. */
function number(b: Buffer, start: number, length: number): number | null {
  const field = b.subarray(start, start + length);
  if (field[0] === 0x80) {
    let n = 0;
    for (let i = 1; i < length; i++) n = n * 256 + field[i];
    return Number.isSafeInteger(n) ? n : null;
  }
  const s = field
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .replace(/^ +/, '');
  if (!/^[0-7]*$/.test(s)) return null;
  return s === '' ? 0 : Number.parseInt(s, 8);
}

function checksumOk(b: Buffer): boolean {
  const stored = number(b, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : b[i];
  return stored === sum;
}

/** pax records "LEN key=value\n"; null when malformed. */
function paxRecords(data: Buffer): Map<string, string> | null {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space === -1) return null;
    const len = Number(data.subarray(at, space).toString('latin1'));
    if (!Number.isInteger(len) || len <= space - at + 1 || at + len > data.length || data[at + len - 1] !== 0x0a) return null;
    const record = data.subarray(space + 1, at + len - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq <= 0) return null;
    out.set(record.slice(0, eq), record.slice(eq + 1));
    at += len;
  }
  return out;
}

/** The entry's path relative to the target ("" for the target itself); refuses what leaves it. */
function relativePath(what: string, raw: string): string {
  if (raw.includes('\0')) throw invalidArchive(`${what} "${raw}" contains NUL`);
  if (raw.startsWith('/')) throw invalidArchive(`${what} "${raw}" is an absolute path: archive entries must be relative`);
  const parts = raw.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) throw invalidArchive(`${what} "${raw}" contains "..": archive entries must stay inside the target`);
  return parts.join('/');
}

/** Where a relative symlink at `path` points, lexically; null when it leaves the target. */
function symlinkTarget(path: string, target: string): string | null {
  const parts = path.split('/').slice(0, -1);
  for (const p of target.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(p);
  }
  return parts.join('/');
}

interface Pending {
  kind: 'pax' | 'global' | 'longName' | 'longLink';
  size: number;
  chunks: Buffer[];
  got: number;
}

export class TarCheck extends Transform {
  /** Uncompressed bytes seen so far. */
  bytes = 0;
  /** Entries seen (files, directories, links). */
  entries = 0;
  private readonly header = Buffer.alloc(BLOCK);
  private filled = 0;
  /** Bytes of entry data (with padding) still to pass before the next header. */
  private skip = 0;
  private pending: Pending | null = null;
  private pax = new Map<string, string>();
  private longName: string | null = null;
  private longLink: string | null = null;
  private ended = false;
  /** Paths of the symlinks the archive makes: nothing may be extracted through them. */
  private readonly links = new Set<string>();

  constructor(private readonly opts: TarCheckOptions) {
    super({ highWaterMark: 1024 * 1024 });
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.opts.maxBytes) {
      done(payloadTooLarge(`the archive expands to more than ${this.opts.maxBytes} bytes, the cap on extraction`));
      return;
    }
    try {
      this.scan(chunk);
    } catch (err) {
      done(err as Error);
      return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.ended && (this.filled > 0 || this.skip > 0 || this.pending)) done(invalidArchive('the archive is truncated'));
    else if (!this.ended && this.entries === 0) done(invalidArchive('the archive is empty or not a tar archive'));
    else done();
  }

  private scan(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.ended) {
        const rest = chunk.subarray(at);
        if (rest.some((b) => b !== 0)) throw invalidArchive('the archive has data after its end');
        return;
      }
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - at);
        if (this.pending) this.collect(chunk.subarray(at, at + n));
        this.skip -= n;
        at += n;
        if (this.skip === 0 && this.pending) this.finishExtended();
        continue;
      }
      const n = Math.min(BLOCK - this.filled, chunk.length - at);
      chunk.copy(this.header, this.filled, at, at + n);
      this.filled += n;
      at += n;
      if (this.filled === BLOCK) {
        this.filled = 0;
        this.onHeader(this.header);
      }
    }
  }

  private collect(data: Buffer): void {
    const p = this.pending as Pending;
    const want = p.size - p.got;
    if (want > 0) {
      const part = data.subarray(0, want);
      p.chunks.push(Buffer.from(part));
      p.got += part.length;
    }
  }

  private finishExtended(): void {
    const p = this.pending as Pending;
    this.pending = null;
    const data = Buffer.concat(p.chunks);
    if (p.kind === 'longName' || p.kind === 'longLink') {
      const end = data.indexOf(0);
      const value = data.subarray(0, end === -1 ? data.length : end).toString('utf8');
      if (p.kind === 'longName') this.longName = value;
      else this.longLink = value;
      return;
    }
    const records = paxRecords(data);
    if (!records) throw invalidArchive('the archive has a malformed pax header');
    for (const key of records.keys()) {
      if (key.startsWith('GNU.sparse')) throw invalidArchive('sparse files in archives are not supported');
    }
    if (p.kind === 'global') {
      for (const key of ['path', 'linkpath', 'size']) {
        if (records.has(key)) throw invalidArchive(`the archive has a global pax header setting "${key}"`);
      }
      return;
    }
    for (const [k, v] of records) this.pax.set(k, v);
  }

  private onHeader(h: Buffer): void {
    if (h.every((b) => b === 0)) {
      this.ended = true;
      return;
    }
    const index = this.entries + 1;
    if (!checksumOk(h)) throw invalidArchive(`entry ${index} of the archive has a bad header checksum (not a tar archive, or corrupt)`);
    const magic = h.subarray(257, 265).toString('latin1');
    const ustar = magic === 'ustar\u000000';
    if (!ustar && magic !== 'ustar  \u0000') throw invalidArchive('only ustar, GNU and pax tar archives are supported');
    const type = String.fromCharCode(h[156]);
    let size = number(h, 124, 12);
    if (size === null) throw invalidArchive(`entry ${index} of the archive has a malformed size`);

    if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
      if (size > MAX_EXTENDED) throw invalidArchive(`entry ${index} of the archive has an extended header over ${MAX_EXTENDED} bytes`);
      const kind = type === 'x' ? 'pax' : type === 'g' ? 'global' : type === 'L' ? 'longName' : 'longLink';
      this.pending = { kind, size, chunks: [], got: 0 };
      this.skip = padded(size);
      if (this.skip === 0) this.finishExtended();
      return;
    }

    const prefix = ustar ? text(h, 345, 155) : '';
    const headerName = prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100);
    // GNU tar takes the pax path over the GNU long name over the header's: all are checked.
    const names = [headerName, this.longName, this.pax.get('path')].filter((n): n is string => n !== null && n !== undefined);
    const linkNames = [text(h, 157, 100), this.longLink, this.pax.get('linkpath')].filter(
      (n): n is string => n !== null && n !== undefined,
    );
    const paxSize = this.pax.get('size');
    if (paxSize !== undefined) {
      if (!/^\d+$/.test(paxSize)) throw invalidArchive(`entry ${index} of the archive has a malformed pax size`);
      size = Number(paxSize);
    }
    this.pax = new Map();
    this.longName = null;
    this.longLink = null;
    this.entries = index;

    const paths = names.map((n) => relativePath('entry', n));
    const path = paths[paths.length - 1];
    for (const p of paths) this.notThroughLink(p, p);
    if (path === '' && type !== '5') throw invalidArchive('the archive has an entry other than a directory for its root');
    if (REGULAR.has(type)) {
      this.skip = padded(size);
      return;
    }
    if (size !== 0) throw invalidArchive(`entry "${path}" of the archive has data but is not a regular file`);
    switch (type) {
      case '5': // directory
      case '6': // FIFO
        return;
      case '1': // hard link: to an entry inside, never through a symlink
        for (const l of linkNames) this.notThroughLink(relativePath(`hard link "${path}" ->`, l), path);
        return;
      case '2': {
        const target = linkNames[linkNames.length - 1] ?? '';
        if (this.opts.symlinks === 'inside') {
          for (const l of linkNames) {
            if (l.startsWith('/') || symlinkTarget(path, l) === null) {
              throw invalidArchive(`symlink "${path}" -> "${l}" points outside the target directory`);
            }
          }
        }
        if (target === '') throw invalidArchive(`symlink "${path}" of the archive has no target`);
        for (const p of paths) this.links.add(p);
        return;
      }
      case '3':
      case '4':
        throw invalidArchive(`entry "${path}" is a device file: device files cannot be copied`);
      default:
        throw invalidArchive(`entry "${path}" has an unsupported type "${type}"`);
    }
  }

  /** Refuses a path that goes through a symlink the archive made earlier. */
  private notThroughLink(path: string, entry: string): void {
    if (this.links.size === 0) return;
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      if (this.links.has(prefix)) throw invalidArchive(`entry "${entry}" goes through symlink "${prefix}" of the same archive`);
    }
  }
}
