#!/usr/bin/env node
// The service and its command-line tool are one program: TypeScript run through tsx.
import { register } from 'tsx/esm/api';

// Everything the server writes is private to it unless a mode says otherwise.
process.umask(0o077);
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
