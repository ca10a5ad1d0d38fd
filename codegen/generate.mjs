// Regenerates src/generated/{server,client} from lexicons/ with @atproto/lex-cli.
// `--yes` matters: without it a non-interactive run exits 0 and writes nothing.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { GENERATED_DIR, lexiconFiles, ROOT } from './lexicons.mjs';

export function generate(outDir) {
  const files = lexiconFiles();
  const lex = join(ROOT, 'node_modules/.bin/lex');
  for (const [cmd, sub] of [
    ['gen-server', 'server'],
    ['gen-api', 'client'],
  ]) {
    execFileSync(lex, [cmd, '--yes', join(outDir, sub), ...files], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generate(GENERATED_DIR);
  console.log(`generated ${lexiconFiles().length} lexicons into src/generated`);
}
