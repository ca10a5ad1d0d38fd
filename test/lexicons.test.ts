import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Lexicons, parseLexiconDoc } from '@atproto/lexicon';
import { describe, expect, it } from 'vitest';
import { LEXICON_DIR, walk } from '../codegen/lexicons.mjs';

const files = walk(LEXICON_DIR, '.json');

describe('lexicons', () => {
  it.each(files.map((f) => [f.slice(LEXICON_DIR.length + 1), f]))('%s parses and its id matches its path', (rel, file) => {
    const doc = parseLexiconDoc(JSON.parse(readFileSync(file, 'utf8')));
    expect(`${doc.id.split('.').join('/')}.json`).toBe(rel);
  });

  it('every ref resolves', () => {
    const lex = new Lexicons(files.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
    const refs: string[] = [];
    const collect = (node: unknown, base: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (n.type === 'ref' && typeof n.ref === 'string') refs.push(n.ref.startsWith('#') ? `${base}${n.ref}` : n.ref);
      for (const v of Object.values(n)) collect(v, base);
    };
    for (const f of files) {
      const doc = JSON.parse(readFileSync(f, 'utf8'));
      collect(doc.defs, doc.id);
    }
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(lex.getDef(ref), ref).toBeTruthy();
  });

  it('declares the auth errors on every operation', () => {
    for (const f of files) {
      const main = JSON.parse(readFileSync(join(f), 'utf8')).defs.main;
      if (!main || !['query', 'procedure'].includes(main.type)) continue;
      const names = (main.errors ?? []).map((e: { name: string }) => e.name);
      expect(names, f).toEqual(expect.arrayContaining(['AuthMissing', 'InvalidToken', 'ExpiredToken']));
    }
  });
});
