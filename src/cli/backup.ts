// svc backup create|list|restore|delete: snapshots of a sandbox directory, over HTTP.
import { parseArgs } from 'node:util';
import { readClientEnv } from '../config.js';
import type { BackupView } from '../generated/client/types/io/svc/sandbox/defs.js';
import { ApiClient, CLIENT_HELP, CLIENT_OPTIONS, CliError, formatBytes, run } from './client.js';
import { parseEndpoint } from './cp.js';
import { Progress } from './progress.js';

export const BACKUP_HELP = `svc backup: snapshots of a directory of a sandbox, kept by the server

  svc backup create <sandbox> <directory> [--description TEXT] [--ttl SECONDS]
      snapshot a directory of a running sandbox (absolute, or relative to /home/sandbox);
      prints the backup id. Kept for --ttl seconds (default 3 days, at most 90 days).
  svc backup list <sandbox>
      the sandbox's backups, newest first (a table; --json for JSON)
  svc backup restore <backup-id>
      make the directory exactly what it was at backup time: files added since are removed
      (the sandbox must be running)
  svc backup delete <backup-id>

<sandbox> is a sandbox id or name. Backups survive stop and start of the sandbox and are
deleted with it. Files being written during "create" may be captured half-written.

${CLIENT_HELP}`;

const OPTIONS = { ...CLIENT_OPTIONS, description: { type: 'string' }, ttl: { type: 'string' } } as const;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).join('\n');
}

const usage = (message: string) => new CliError(`${message} (see svc backup --help)`, 2);

export async function backup(argv: string[]): Promise<number> {
  return run(async () => {
    const [sub, ...rest] = argv;
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: OPTIONS });
    if (values.help || sub === '--help' || sub === '-h' || sub === 'help') {
      process.stdout.write(`${BACKUP_HELP}\n`);
      return 0;
    }
    if (!sub) throw usage('give a command: create, list, restore or delete');
    const api = new ApiClient(readClientEnv(process.env, { url: values.url, token: values.token }));
    const tty = !values.json && process.stderr.isTTY === true;
    const out = (v: unknown) => process.stdout.write(`${JSON.stringify(v, null, 2)}\n`);
    const say = (line: string) => tty && process.stderr.write(`${line}\n`);

    if (sub === 'create') {
      if (positionals.length !== 2) throw usage('give a sandbox and a directory, e.g. svc backup create web /home/sandbox/app');
      const [sandbox, dir] = positionals;
      const { path } = parseEndpoint(`${sandbox}:${dir}`) as { path: string };
      const ttl = values.ttl === undefined ? undefined : Number(values.ttl);
      if (ttl !== undefined && !(Number.isInteger(ttl) && ttl >= 60)) throw usage('--ttl must be a whole number of seconds, at least 60');
      const progress = new Progress(tty);
      progress.step(`backing up ${sandbox}:${path}`);
      let b: BackupView;
      try {
        b = await api.procedure<BackupView>(
          'io.svc.sandbox.createBackup',
          { directory: path, description: values.description, ttl },
          { id: sandbox },
        );
      } finally {
        progress.stop();
      }
      if (values.json) out(b);
      else {
        process.stdout.write(`${b.id}\n`);
        say(`backed up ${sandbox}:${b.directory} (${formatBytes(b.size)}, expires ${b.expiresAt})`);
      }
      return 0;
    }
    if (sub === 'list') {
      if (positionals.length !== 1) throw usage('give a sandbox, e.g. svc backup list web');
      const { backups } = await api.query<{ backups: BackupView[] }>('io.svc.sandbox.getBackups', { id: positionals[0] });
      if (values.json) out(backups);
      else if (backups.length === 0) say(`no backups of ${positionals[0]}`);
      else {
        const rows = backups.map((b) => [b.id, b.directory, formatBytes(b.size), b.createdAt, b.expiresAt, b.description ?? '']);
        process.stdout.write(`${table([['ID', 'DIRECTORY', 'SIZE', 'CREATED', 'EXPIRES', 'DESCRIPTION'], ...rows])}\n`);
      }
      return 0;
    }
    if (sub === 'restore' || sub === 'delete') {
      if (positionals.length !== 1) throw usage(`give a backup id, e.g. svc backup ${sub} bak-...`);
      const id = positionals[0];
      const progress = new Progress(tty);
      progress.step(`${sub === 'restore' ? 'restoring' : 'deleting'} ${id}`);
      try {
        if (sub === 'restore') await api.procedure('io.svc.sandbox.restoreBackup', { backupId: id });
        else await api.procedure('io.svc.sandbox.deleteBackup', undefined, { id });
      } finally {
        progress.stop();
      }
      if (values.json) out(sub === 'restore' ? { restored: id } : { deleted: id });
      else say(`${sub === 'restore' ? 'restored' : 'deleted'} ${id}`);
      return 0;
    }
    throw usage(`unknown command "backup ${sub}"`);
  });
}
