// Local ends of `svc cp`: the system tar, run with argument arrays (never a shell string),
// gzip in-process so progress can count the bytes tar reads and writes.
import { type ChildProcess, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { DomainError } from '../errors.js';
import { TarCheck } from '../services/tar-check.js';
import { lastLine } from '../util/stderr-tail.js';
import { CliError } from './client.js';

const stderrOf = (child: ChildProcess) => lastLine(child.stderr);

function spawnTar(args: string[], stdin: 'pipe' | 'ignore', stdout: 'pipe' | 'ignore'): ChildProcess {
  const child = spawn('tar', args, { stdio: [stdin, stdout, 'pipe'] });
  child.once('error', () => {}); // reported through the exit code below
  return child;
}

function closed(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('close', (code) => resolve(code));
    child.once('error', () => resolve(127));
  });
}

const counter = (onBytes: (n: number) => void) =>
  new Transform({
    transform(chunk: Buffer, _enc, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });

/** About how many bytes tar reads for `path` (file sizes plus a header per entry): the progress total. */
export function treeSize(path: string): number {
  let total = 0;
  const walk = (p: string) => {
    const st = lstatSync(p);
    total += 512 + (st.isFile() ? Math.ceil(st.size / 512) * 512 : 0);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  try {
    walk(path);
  } catch {}
  return total;
}

/**
 * A local directory's contents (or one file) as a .tar.gz stream, the layout copy storage
 * uses. `onBytes` counts the uncompressed bytes; `stop` ends tar if the upload is abandoned.
 */
export function packLocal(path: string, onBytes: (n: number) => void): { archive: AsyncGenerator<Buffer>; stop: () => void } {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(path);
  } catch {
    throw new CliError(`${path} does not exist on this machine`);
  }
  const args = st.isDirectory() ? ['cf', '-', '-C', path, '.'] : ['cf', '-', '-C', dirname(path), '--', basename(path)];
  const child = spawnTar(args, 'ignore', 'pipe');
  const stderr = stderrOf(child);
  const exited = closed(child);
  const gzip = createGzip({ level: 1, chunkSize: 256 * 1024 });
  const piping = pipeline(child.stdout as Readable, counter(onBytes), gzip).catch(() => {});
  async function* archive(): AsyncGenerator<Buffer> {
    for await (const chunk of gzip) yield chunk as Buffer;
    await piping;
    const code = await exited;
    // 1: "file changed as we read it"; the archive is complete.
    if (code !== 0 && code !== 1) throw new CliError(`tar could not read ${path}: ${stderr() || `exit ${code}`}`);
  }
  return {
    archive: archive(),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Extracts a .tar.gz into a local directory (created if missing) after the same entry
 * checks the server makes: nothing from a sandbox lands outside `dir`. `onBytes` counts
 * the compressed bytes read.
 */
export async function unpackLocal(dir: string, gz: Readable, onBytes: (n: number) => void): Promise<void> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new CliError(`cannot create ${dir}: ${(err as Error).message}`);
  }
  // -p: the archive's modes, not the umask; --no-same-owner: files are the local user's, also for root.
  const child = spawnTar(['xf', '-', '-C', dir, '-p', '--no-same-owner'], 'pipe', 'ignore');
  const stderr = stderrOf(child);
  const exited = closed(child);
  let failure: unknown;
  try {
    await pipeline(
      gz,
      counter(onBytes),
      createGunzip({ chunkSize: 256 * 1024 }),
      new TarCheck({ maxBytes: Number.MAX_SAFE_INTEGER, symlinks: 'inside' }),
      child.stdin as NodeJS.WritableStream,
    );
  } catch (err) {
    failure = err;
    if (err instanceof DomainError) child.kill('SIGKILL');
    if ((err as { code?: string }).code?.startsWith('Z_')) child.kill('SIGKILL');
  }
  // tar stops reading at the archive's end marker, before the padding after it, and exits 0:
  // then the rest of the stream has nowhere to go, but everything tar read was checked.
  const timer = failure ? setTimeout(() => child.kill('SIGKILL'), 5000) : undefined;
  const code = await exited;
  clearTimeout(timer);
  if (failure instanceof DomainError) throw new CliError(`refused the archive: ${failure.message}`);
  if ((failure as { code?: string })?.code?.startsWith('Z_')) throw new CliError('the archive from the server is not valid gzip');
  if (code === 0) return;
  if (failure && !['EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'].includes((failure as { code?: string }).code ?? '')) {
    throw new CliError(`the copy failed: ${(failure as Error).message}`);
  }
  throw new CliError(`tar could not extract into ${dir}: ${stderr() || `exit ${code}`}`);
}
