// npm run bench: every benchmark prints its numbers next to a baseline measured in the
// same run, and whether the target is met. BENCH_ONLY=api|engine selects one.
import { benchApi } from './api.js';

const only = process.env.BENCH_ONLY;
const results: [string, boolean][] = [];
if (!only || only === 'api') results.push(['api', await benchApi()]);
console.log('\n## summary');
for (const [name, ok] of results) console.log(`${name}: ${ok ? 'target met' : 'TARGET MISSED'}`);
process.exitCode = results.every(([, ok]) => ok) ? 0 : 1;
