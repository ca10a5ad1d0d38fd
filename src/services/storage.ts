// Archives on disk under the data directory: copy storage and backups. Files are written
// to a temporary name and renamed, so a crash never leaves a half archive under a real id.
import {
  closeSync,
  createReadStream,
  createWriteStream,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { DomainError } from '../errors.js';
import type { SandboxRow } from './rows.js';
import type { SandboxRuntime } from './runtime.js';
import { invalidArchive, payloadTooLarge, TarCheck, type TarCheckOptions } from './tar-check.js';

export const PARTIAL = '.partial';
/** Files in storage that no row names (a crash between rename and insert) go after this long. */
export const ORPHAN_GRACE_MS = 3600_000;

export interface SaveOptions {
  /** Most bytes stored; past it the save fails with PayloadTooLarge and nothing is kept. */
  maxBytes: number;
  /** What the cap is on, for the error message ("uploads", "backups", ...). */
  what: string;
  /** fsync before the rename (backups), so an acknowledged archive survives a crash. */
  durable?: boolean;
  /** Reads the stored bytes back before they get their real name: a refused archive is never kept. */
  verify?: TarCheckOptions;
}

/** Passes bytes through until `max`, then fails. */
export function byteLimit(max: number, error: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(error());
      else done(null, chunk);
    },
  });
}

/** A gzip-compressed tar stream, decompressed and checked entry by entry (see tar-check.ts). */
export function checkedTar(gz: Readable, opts: TarCheckOptions): { tar: TarCheck; done: Promise<void> } {
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  const tar = new TarCheck(opts);
  const done = pipeline(gz, gunzip, tar).catch((err) => {
    throw archiveError(err);
  });
  return { tar, done };
}

/** zlib's errors say "incorrect header check"; users need to hear what is wrong with their upload. */
export function archiveError(err: unknown): unknown {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: string })?.code ?? '';
  if (code.startsWith('Z_') || code === 'ERR_ZLIB_INITIALIZATION_FAILED') {
    return invalidArchive('the archive is not a valid .tar.gz (gzip data is corrupt or missing)');
  }
  return err;
}

/**
 * Extracts a stored .tar.gz into a sandbox directory through the entry check. tar stops
 * reading at the archive's end marker, before the padding after it: then the check's
 * stream is cut short, but every byte tar read was checked, so tar's success decides.
 */
export async function extractChecked(
  runtime: SandboxRuntime,
  sandbox: SandboxRow,
  directory: string,
  gz: Readable,
  check: TarCheckOptions,
  opts: { replace: boolean },
): Promise<void> {
  const { tar, done } = checkedTar(gz, check);
  const [extracted, checked] = await Promise.allSettled([runtime.extract(sandbox, directory, tar, opts), done]);
  if (extracted.status === 'fulfilled') return;
  // The check's refusal (or corrupt gzip) is the reason; tar's own failure otherwise.
  if (checked.status === 'rejected' && checked.reason instanceof DomainError) throw checked.reason;
  throw extracted.reason;
}

export class ArchiveStore {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  path(...parts: string[]): string {
    return join(this.root, ...parts);
  }

  /** Writes the stream to `parts` and returns its size in bytes. */
  async save(parts: string[], source: Readable, opts: SaveOptions): Promise<number> {
    const final = this.path(...parts);
    mkdirSync(dirname(final), { recursive: true, mode: 0o700 });
    const tmp = `${final}${PARTIAL}`;
    try {
      const limit = byteLimit(opts.maxBytes, () =>
        payloadTooLarge(`the archive is larger than ${opts.maxBytes} bytes, the cap on ${opts.what}`),
      );
      await pipeline(source, limit, createWriteStream(tmp, { mode: 0o600 }));
      if (opts.verify) {
        const { tar, done } = checkedTar(createReadStream(tmp), opts.verify);
        tar.resume();
        await done;
      }
      if (opts.durable) {
        const fd = openSync(tmp, 'r');
        try {
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
      }
      renameSync(tmp, final);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
    return statSync(final).size;
  }

  open(...parts: string[]): Readable {
    return createReadStream(this.path(...parts), { highWaterMark: 256 * 1024 });
  }

  exists(...parts: string[]): boolean {
    try {
      return statSync(this.path(...parts)).isFile();
    } catch {
      return false;
    }
  }

  remove(...parts: string[]): void {
    rmSync(this.path(...parts), { recursive: true, force: true });
  }

  /** Names directly under `parts` with their modification time (ms). */
  list(...parts: string[]): { name: string; mtimeMs: number; dir: boolean }[] {
    let names: string[];
    try {
      names = readdirSync(this.path(...parts));
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      try {
        const st = statSync(this.path(...parts, name));
        return [{ name, mtimeMs: st.mtimeMs, dir: st.isDirectory() }];
      } catch {
        return [];
      }
    });
  }
}
