// Registers every handler under src/api/io/: one file per NSID, each exporting a default
// registrar. codegen/check.mjs fails the build when a lexicon method has no file here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AppContext } from '../context.js';
import type { Server } from '../generated/server/index.js';

export type Registrar = (server: Server, ctx: AppContext) => void;

const HANDLER_ROOT = fileURLToPath(new URL('./io', import.meta.url));

function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? handlerFiles(join(dir, e.name)) : e.name.endsWith('.ts') || e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

export async function registerHandlers(server: Server, ctx: AppContext): Promise<number> {
  const files = handlerFiles(HANDLER_ROOT);
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(f).href) as Promise<{ default: Registrar }>));
  for (const m of modules) m.default(server, ctx);
  return files.length;
}
