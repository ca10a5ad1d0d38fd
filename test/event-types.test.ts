// The event types are listed in the lexicons (for clients) and in src/services/events.ts
// (for the server's types): the lists must not drift apart.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LEXICON_DIR, walk } from '../codegen/lexicons.mjs';
import { EVENT_TYPES } from '../src/services/events.js';

it('every knownValues list of event types in the lexicons equals the server list', () => {
  const lists: string[][] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (Array.isArray(n.knownValues) && n.knownValues.includes('sandbox.created')) lists.push(n.knownValues as string[]);
    for (const v of Object.values(n)) visit(v);
  };
  for (const f of walk(LEXICON_DIR, '.json').filter((f) => f.includes('/event/'))) visit(JSON.parse(readFileSync(f, 'utf8')));
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) expect([...list].sort()).toEqual([...EVENT_TYPES].sort());
});
