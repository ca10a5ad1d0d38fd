// Fills a data directory with actors and sandboxes straight through SQL (fast), and
// returns a token for the actor the benchmark queries.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv } from '../src/config.js';
import { createContext } from '../src/context.js';

export interface Seeded {
  dataDir: string;
  did: string;
  token: string;
}

/** `perTarget` sandboxes for the queried actor, the rest spread over `actors - 1` others. */
export async function seed(total: number, actors: number, perTarget: number): Promise<Seeded> {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const ctx = await createContext(readEnv({}, { dataDir }));
  const db = ctx.db;
  db.pragma('synchronous = OFF');
  const target = ctx.actors.create({ handle: 'target.bench' });
  const others = Array.from({ length: actors - 1 }, (_, i) => ctx.actors.create({ handle: `a${i}.bench` }).id);
  const insert = db.prepare(
    `INSERT INTO sandboxes (id, owner_id, name, provider, description, status, timeout, keep_alive, topics, vcpus, memory, disk, created_at, updated_at)
     VALUES (?, ?, ?, 'local', 'A benchmark sandbox', ?, 900, 0, '["bench","node"]', 1, 1, 10, ?, ?)`,
  );
  const t0 = Date.parse('2026-01-01T00:00:00.000Z');
  db.transaction(() => {
    for (let i = 0; i < total; i++) {
      const owner = i < perTarget ? target.id : others[i % others.length];
      const ts = new Date(t0 + i * 1000).toISOString();
      insert.run(`sbx-${i.toString(36).padStart(12, '0')}`, owner, `s${i}`, i % 3 === 0 ? 'RUNNING' : 'STOPPED', ts, ts);
    }
  })();
  db.exec('ANALYZE');
  const { token } = ctx.tokens.issue(target.id, target.did, 'access', 3600);
  db.close();
  return { dataDir, did: target.did, token };
}
