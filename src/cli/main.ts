// svc: the server and its administration commands, on the same data directory.
import { parseArgs } from 'node:util';
import { type ConfigOverrides, readEnv } from '../config.js';
import { createContext } from '../context.js';
import { DomainError } from '../errors.js';
import { profileView } from '../views/index.js';
import { backup } from './backup.js';
import { cp } from './cp.js';

const HELP = {
  main: `svc: self-hostable sandbox service

Usage:
  svc serve [--port N] [--data-dir DIR] [--public-url URL]   start the server
  svc actor create --handle H [--did DID] [--display-name N] [--avatar URL]
  svc token create --actor <handle|did> [--ttl SECONDS]
  svc token revoke <token-or-id>
  svc cp <src> <dst>                       copy a directory: local <-> sandbox, sandbox -> sandbox
  svc backup create|list|restore|delete    snapshots of a sandbox directory

Every command takes --help. serve, actor and token work on --data-dir (default
$SVC_DATA_DIR or ./data); cp and backup talk to a running server (--url, --token).`,
  serve: `svc serve: start the HTTP server (XRPC API at /xrpc/)

Options:
  --port N          listen port (default $SVC_PORT or 8789)
  --host ADDR       listen address (default $SVC_HOST or 0.0.0.0)
  --data-dir DIR    data directory (default $SVC_DATA_DIR or ./data)
  --public-url URL  base URL clients use (default $SVC_PUBLIC_URL or http://localhost:<port>)`,
  actor: `svc actor create --handle H [--did DID] [--display-name NAME] [--avatar URL]

Creates an actor and prints it as JSON. Without --did a did:key is minted.`,
  token: `svc token create --actor <handle|did> [--ttl SECONDS]
  prints a new access token (default lifetime $SVC_TOKEN_TTL or 30 days)
svc token revoke <token-or-id>
  revokes a token at once`,
};

const common = {
  'data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function fail(message: string): number {
  process.stderr.write(`svc: ${message}\n`);
  return 2;
}

async function withContext<T>(overrides: ConfigOverrides, fn: (ctx: Awaited<ReturnType<typeof createContext>>) => T): Promise<T> {
  const ctx = await createContext(readEnv(process.env, overrides));
  try {
    return fn(ctx);
  } finally {
    ctx.db.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  const [cmd, sub] = argv;
  try {
    if (!cmd || cmd === '--help' || cmd === '-h' || cmd === 'help') {
      process.stdout.write(`${HELP.main}\n`);
      return cmd ? 0 : 2;
    }
    if (cmd === 'cp') return cp(argv.slice(1));
    if (cmd === 'backup') return backup(argv.slice(1));
    if (cmd === 'serve') {
      const { values } = parseArgs({
        args: argv.slice(1),
        options: { ...common, port: { type: 'string' }, host: { type: 'string' }, 'public-url': { type: 'string' } },
      });
      if (values.help) return print(HELP.serve);
      const port = values.port === undefined ? undefined : Number(values.port);
      if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) return fail('--port must be 0..65535');
      // Loaded on demand: the server's modules cost ~0.5 s of start-up that the other commands do not need.
      const { serve } = await import('./serve.js');
      await serve({ port, host: values.host, dataDir: values['data-dir'], publicUrl: values['public-url'] });
      return 0;
    }
    if (cmd === 'actor') {
      const { values } = parseArgs({
        args: argv.slice(2),
        options: {
          ...common,
          handle: { type: 'string' },
          did: { type: 'string' },
          'display-name': { type: 'string' },
          avatar: { type: 'string' },
        },
      });
      if (values.help || sub !== 'create')
        return values.help ? print(HELP.actor) : fail(`unknown command "actor ${sub ?? ''}"\n${HELP.actor}`);
      if (!values.handle) return fail('--handle is required, e.g. --handle alice.test');
      const handle = values.handle;
      return withContext({ dataDir: values['data-dir'] }, (ctx) => {
        const row = ctx.actors.create({ handle, did: values.did, displayName: values['display-name'], avatar: values.avatar });
        return print(JSON.stringify(profileView(row), null, 2));
      });
    }
    if (cmd === 'token') {
      const { values, positionals } = parseArgs({
        args: argv.slice(2),
        allowPositionals: true,
        options: { ...common, actor: { type: 'string' }, ttl: { type: 'string' } },
      });
      if (values.help) return print(HELP.token);
      if (sub === 'create') {
        if (!values.actor) return fail('--actor <handle|did> is required');
        const ttl = values.ttl === undefined ? undefined : Number(values.ttl);
        if (ttl !== undefined && !(Number.isInteger(ttl) && ttl > 0)) return fail('--ttl must be a positive number of seconds');
        const actorRef = values.actor;
        return withContext({ dataDir: values['data-dir'] }, (ctx) => {
          const actor = ctx.actors.get(actorRef);
          return print(ctx.tokens.issue(actor.id, actor.did, 'access', ttl ?? ctx.config.defaultTokenTtlSeconds).token);
        });
      }
      if (sub === 'revoke') {
        if (positionals.length !== 1) return fail('give exactly one token or token id to revoke');
        return withContext({ dataDir: values['data-dir'] }, (ctx) =>
          ctx.tokens.revoke(positionals[0]) ? print('revoked') : fail('no such token, or already revoked'),
        );
      }
      return fail(`unknown command "token ${sub ?? ''}"\n${HELP.token}`);
    }
    return fail(`unknown command "${cmd}"; see svc --help`);
  } catch (err) {
    if (err instanceof DomainError) return fail(err.message);
    if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) return fail(err.message);
    throw err;
  }
}

function print(text: string): number {
  process.stdout.write(`${text}\n`);
  return 0;
}
