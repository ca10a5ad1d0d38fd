// The catalog of base sandboxes: JSON files in catalog/ (part of the release), install
// counts in the database.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';

export interface CatalogEntry {
  id: string;
  name: string;
  description?: string;
  topics?: string[];
  vcpus: number;
  memory: number;
  disk: number;
  ports?: number[];
  repo?: string;
  website?: string;
  logo?: string;
  readme?: string;
  envs?: { name: string; value: string }[];
  createdAt: string;
}

export const CATALOG_DIR = fileURLToPath(new URL('../../catalog', import.meta.url));

export function loadCatalog(dir = CATALOG_DIR): CatalogEntry[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CatalogEntry);
}

export class Catalog {
  private readonly installs;
  private readonly bump;

  constructor(
    db: Db,
    private readonly entries: CatalogEntry[] = loadCatalog(),
  ) {
    this.installs = db.prepare<[], { base_id: string; installs: number }>('SELECT base_id, installs FROM catalog_installs');
    this.bump = db.prepare<[string]>(
      'INSERT INTO catalog_installs (base_id, installs) VALUES (?, 1) ON CONFLICT(base_id) DO UPDATE SET installs = installs + 1',
    );
  }

  /** By id or name. */
  get(idOrName: string): CatalogEntry {
    const entry = this.entries.find((e) => e.id === idOrName || e.name === idOrName);
    if (!entry) throw notFound('BaseSandboxNotFound', `no catalog entry "${idOrName}" (see io.svc.sandbox.getSandboxes)`);
    return entry;
  }

  recordInstall(id: string): void {
    this.bump.run(id);
  }

  /** Most installed first, ties by id. */
  list(limit: number, offset: number): { entries: (CatalogEntry & { installs: number })[]; total: number } {
    const counts = new Map(this.installs.all().map((r) => [r.base_id, r.installs]));
    const all = this.entries
      .map((e) => ({ ...e, installs: counts.get(e.id) ?? 0 }))
      .sort((a, b) => b.installs - a.installs || a.id.localeCompare(b.id));
    return { entries: all.slice(offset, offset + limit), total: all.length };
  }
}
