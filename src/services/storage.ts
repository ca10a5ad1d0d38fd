// Archives on disk under the data directory: copy storage and backups. Files are written
// to a temporary name and renamed, so a crash never leaves a half archive under a real id.
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class ArchiveStore {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true, mode: 0o700 });
  }

  path(...parts: string[]): string {
    return join(this.root, ...parts);
  }

  /** Writes the stream to `parts` and returns its size in bytes. */
  async save(source: Readable, ...parts: string[]): Promise<number> {
    const final = this.path(...parts);
    mkdirSync(dirname(final), { recursive: true, mode: 0o700 });
    const tmp = `${final}.partial`;
    try {
      await pipeline(source, createWriteStream(tmp, { mode: 0o600 }));
      renameSync(tmp, final);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
    return statSync(final).size;
  }

  open(...parts: string[]): Readable {
    return createReadStream(this.path(...parts));
  }

  remove(...parts: string[]): void {
    rmSync(this.path(...parts), { recursive: true, force: true });
  }
}
