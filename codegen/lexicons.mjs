// Shared helpers for the codegen scripts: where lexicons and generated code live.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LEXICON_DIR = join(ROOT, 'lexicons');
export const GENERATED_DIR = join(ROOT, 'src/generated');
export const HANDLER_DIR = join(ROOT, 'src/api');

export function walk(dir, suffix) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, suffix));
    else if (entry.name.endsWith(suffix)) out.push(path);
  }
  return out.sort();
}

export function lexiconFiles() {
  return walk(LEXICON_DIR, '.json').map((f) => relative(ROOT, f));
}

export function loadLexicons() {
  return lexiconFiles().map((file) => ({ file, doc: JSON.parse(readFileSync(join(ROOT, file), 'utf8')) }));
}

/** NSIDs of every query and procedure: each needs exactly one handler file. */
export function methodIds() {
  return loadLexicons()
    .filter(({ doc }) => ['query', 'procedure'].includes(doc.defs?.main?.type))
    .map(({ doc }) => doc.id);
}
