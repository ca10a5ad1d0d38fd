// npm run bench: every benchmark prints its numbers next to a baseline measured in the
// same run, and whether the target is met. BENCH_ONLY=api|engine|... selects one.
import { benchApi } from './api.js';
import { benchCopy } from './copy.js';
import { benchEngine } from './engine.js';
import { benchPreview } from './preview.js';

const only = process.env.BENCH_ONLY;
const results: [string, boolean][] = [];
if (!only || only === 'api') results.push(['api', await benchApi()]);
if (!only || only === 'engine') results.push(['engine', await benchEngine()]);
if (!only || only === 'copy') results.push(['copy', await benchCopy()]);
if (!only || only === 'preview') results.push(['preview', await benchPreview()]);
console.log('\n## summary');
for (const [name, ok] of results) console.log(`${name}: ${ok ? 'target met' : 'TARGET MISSED'}`);
process.exitCode = results.every(([, ok]) => ok) ? 0 : 1;
