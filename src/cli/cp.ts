// svc cp <src> <dst>: directory copies between this machine and sandboxes, and between
// sandboxes, through the server's copy storage.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readClientEnv } from '../config.js';
import { ApiClient, CLIENT_HELP, CLIENT_OPTIONS, CliError, formatBytes, run } from './client.js';
import { packLocal, treeSize, unpackLocal } from './local-tar.js';
import { Progress } from './progress.js';

export const CP_HELP = `svc cp [options] <src> <dst>: copy a directory between this machine and sandboxes

<src> and <dst> are each a local path or SANDBOX:PATH, where SANDBOX is a sandbox id or
name and PATH is absolute or relative to /home/sandbox ("SANDBOX:" alone is /home/sandbox).
Write ./name:x for a local path that contains a colon.

The contents of directory <src> are copied into directory <dst>, which is created if
missing; files already in <dst> under other names are kept, same names are replaced.
A local file <src> is copied into <dst>. Modes, symlinks, empty directories and dotfiles
are kept; files in a sandbox belong to its user. Progress shows on a terminal; otherwise
nothing is printed unless --json.

  svc cp ./site web:/srv/site          this machine -> sandbox "web"
  svc cp web:logs ./logs               sandbox -> this machine
  svc cp web:/srv/site staging:/srv    sandbox -> sandbox

${CLIENT_HELP}`;

type Endpoint = { kind: 'local'; path: string } | { kind: 'sandbox'; sandbox: string; path: string };

const REMOTE = /^([A-Za-z0-9][A-Za-z0-9._-]*):(.*)$/;

export function parseEndpoint(arg: string): Endpoint {
  const m = REMOTE.exec(arg);
  if (!m) return { kind: 'local', path: resolve(arg) };
  const path = m[2] === '' ? '/home/sandbox' : m[2].startsWith('/') ? m[2] : `/home/sandbox/${m[2]}`;
  return { kind: 'sandbox', sandbox: m[1], path: path.length > 1 ? path.replace(/\/+$/, '') : path };
}

const show = (e: Endpoint) => (e.kind === 'local' ? e.path : `${e.sandbox}:${e.path}`);

export async function cp(argv: string[]): Promise<number> {
  return run(async () => {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: CLIENT_OPTIONS });
    if (values.help) {
      process.stdout.write(`${CP_HELP}\n`);
      return 0;
    }
    if (positionals.length !== 2)
      throw new CliError(`give a source and a destination, e.g. svc cp ./dir my-sandbox:/home/sandbox/dir (see svc cp --help)`, 2);
    const [src, dst] = positionals.map(parseEndpoint);
    if (src.kind === 'local' && dst.kind === 'local')
      throw new CliError('both paths are local: use cp -r (a sandbox is written SANDBOX:PATH)', 2);
    const api = new ApiClient(readClientEnv(process.env, { url: values.url, token: values.token }));
    const progress = new Progress(!values.json && process.stderr.isTTY === true);
    const started = Date.now();
    let uuid: string;
    let bytes = 0;
    try {
      if (src.kind === 'local') {
        progress.step(`uploading ${show(src)}`, treeSize(src.path));
        const pack = packLocal(src.path, (n) => progress.add(n));
        try {
          uuid = await api.upload(
            (async function* () {
              for await (const chunk of pack.archive) {
                bytes += chunk.length;
                yield chunk;
              }
            })(),
          );
        } finally {
          pack.stop();
        }
      } else {
        progress.step(`archiving ${show(src)}`);
        uuid = (await api.procedure<{ uuid: string }>('io.svc.sandbox.pushDirectory', { sandboxId: src.sandbox, directoryPath: src.path }))
          .uuid;
      }
      if (dst.kind === 'sandbox') {
        progress.step(`extracting into ${show(dst)}`);
        await api.procedure('io.svc.sandbox.pullDirectory', { sandboxId: dst.sandbox, directoryPath: dst.path, uuid });
      } else {
        const { size, body } = await api.download(uuid);
        progress.step(`downloading into ${show(dst)}`, size);
        bytes = size;
        await unpackLocal(dst.path, body, (n) => progress.add(n));
      }
    } finally {
      progress.stop();
    }
    const seconds = (Date.now() - started) / 1000;
    if (values.json) {
      // bytes: the compressed size, when the archive passed through this machine.
      const result = { source: show(src), destination: show(dst), uuid, ...(bytes ? { bytes } : {}), seconds };
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } else if (process.stderr.isTTY) {
      const size = bytes ? ` (${formatBytes(bytes)} compressed)` : '';
      process.stderr.write(`copied ${show(src)} -> ${show(dst)}${size} in ${seconds.toFixed(1)} s\n`);
    }
    return 0;
  });
}
