// CI gate for the schema-first workflow:
//  1. generated code matches the lexicons (regenerate into a temp dir and compare);
//  2. every query/procedure has exactly one handler file and every handler has a lexicon;
//  3. every def and property carries a description.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generate } from './generate.mjs';
import { GENERATED_DIR, HANDLER_DIR, loadLexicons, methodIds, walk } from './lexicons.mjs';

const problems = [];

const tmp = mkdtempSync(join(tmpdir(), 'svc-codegen-'));
try {
  generate(tmp);
  const fresh = walk(tmp, '.ts').map((f) => relative(tmp, f));
  const committed = walk(GENERATED_DIR, '.ts').map((f) => relative(GENERATED_DIR, f));
  for (const f of new Set([...fresh, ...committed])) {
    const a = fresh.includes(f) ? readFileSync(join(tmp, f), 'utf8') : null;
    const b = committed.includes(f) ? readFileSync(join(GENERATED_DIR, f), 'utf8') : null;
    if (a !== b) problems.push(`src/generated/${f} is out of date: run npm run codegen`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const handlers = new Set(
  walk(HANDLER_DIR, '.ts')
    .map((f) => relative(HANDLER_DIR, f))
    .filter((f) => f.startsWith('io/'))
    .map((f) => f.replace(/\.ts$/, '').split('/').join('.')),
);
const methods = new Set(methodIds());
for (const id of methods) if (!handlers.has(id)) problems.push(`${id} has no handler (src/api/${id.split('.').join('/')}.ts)`);
for (const id of handlers) if (!methods.has(id)) problems.push(`src/api/${id.split('.').join('/')}.ts has no lexicon`);

function lint(file, path, node) {
  if (!node || typeof node !== 'object') return;
  if (['object', 'params'].includes(node.type)) {
    for (const [name, prop] of Object.entries(node.properties ?? {})) {
      if (!prop.description) problems.push(`${file}: ${path}.${name} has no description`);
      lint(file, `${path}.${name}`, prop);
    }
  }
  if (node.type === 'array') lint(file, `${path}[]`, node.items);
  for (const key of ['parameters', 'input', 'output']) if (node[key]) lint(file, `${path}.${key}`, node[key].schema ?? node[key]);
}
for (const { file, doc } of loadLexicons()) {
  for (const [name, def] of Object.entries(doc.defs ?? {})) {
    if (!def.description) problems.push(`${file}: def ${name} has no description`);
    lint(file, name, def);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`codegen check: ${methods.size} methods, generated code up to date, every method has a handler`);
