import { generateKeyPairSync } from 'node:crypto';
import { isValidDid, isValidHandle, normalizeHandle } from '@atproto/syntax';
import { base58btc } from 'multiformats/bases/base58';
import type { Db } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import { conflict, invalid, notFound } from '../errors.js';
import { newId, now } from '../util/ids.js';

export interface ActorRow {
  id: string;
  did: string;
  handle: string;
  display_name: string | null;
  avatar: string | null;
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface NewActor {
  handle: string;
  did?: string;
  displayName?: string;
  avatar?: string;
}

/**
 * A did:key of a fresh Ed25519 key. The private key is discarded: here the DID is only a
 * stable, globally unique identifier for an actor that has none of its own.
 */
export function mintDid(): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return `did:key:${base58btc.encode(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`;
}

export class Actors {
  constructor(private readonly db: Db) {}

  create(input: NewActor): ActorRow {
    const handle = normalizeHandle(input.handle);
    if (!isValidHandle(handle)) throw invalid(`handle "${input.handle}" is not a valid handle (like alice.example.com)`);
    const did = input.did ?? mintDid();
    if (!isValidDid(did)) throw invalid(`did "${did}" is not a valid DID`);
    if (input.avatar !== undefined && !URL.canParse(input.avatar)) throw invalid('avatar must be a URL');
    const ts = now();
    const row: ActorRow = {
      id: newId('act'),
      did,
      handle,
      display_name: input.displayName ?? null,
      avatar: input.avatar ?? null,
      disabled: 0,
      created_at: ts,
      updated_at: ts,
    };
    try {
      this.db
        .prepare(
          `INSERT INTO actors (id, did, handle, display_name, avatar, disabled, created_at, updated_at)
           VALUES (@id, @did, @handle, @display_name, @avatar, @disabled, @created_at, @updated_at)`,
        )
        .run(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('NameTaken', `an actor with this handle or DID already exists`);
      throw err;
    }
    return row;
  }

  /** By DID or handle. */
  find(identifier: string): ActorRow | undefined {
    const column = identifier.startsWith('did:') ? 'did' : 'handle';
    const value = column === 'handle' ? normalizeHandle(identifier) : identifier;
    return this.db.prepare<[string], ActorRow>(`SELECT * FROM actors WHERE ${column} = ?`).get(value);
  }

  get(identifier: string): ActorRow {
    const row = this.find(identifier);
    if (!row) throw notFound('ActorNotFound', `no actor has the DID or handle "${identifier}"`);
    return row;
  }

  byId(id: string): ActorRow {
    const row = this.db.prepare<[string], ActorRow>('SELECT * FROM actors WHERE id = ?').get(id);
    if (!row) throw notFound('ActorNotFound', `no actor has the id "${id}"`);
    return row;
  }
}
