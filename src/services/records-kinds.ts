import type { TokenActor } from '../auth/tokens.js';
import { redact, type Vault } from '../crypto/vault.js';
import type { Db } from '../db/index.js';
import { invalid } from '../errors.js';
import type { FileInput } from '../generated/server/types/io/svc/file/defs.js';
import type { SecretInput } from '../generated/server/types/io/svc/secret/defs.js';
import type { VariableInput } from '../generated/server/types/io/svc/variable/defs.js';
import type { VolumeInput } from '../generated/server/types/io/svc/volume/defs.js';
import { newId, now } from '../util/ids.js';
import type { Access } from './access.js';
import { SandboxRecords } from './records.js';
import type { FileRow, SecretRow, VariableRow, VolumeRow } from './rows.js';
import { envName, filePath, volumePath } from './validate.js';

export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_SECRET_BYTES = 32 * 1024;

export class Variables extends SandboxRecords<VariableRow> {
  constructor(db: Db, access: Access) {
    super(db, access, 'variable', { field: 'name', error: 'NameTaken' });
  }

  async put(actor: TokenActor, input: VariableInput, id?: string): Promise<VariableRow> {
    const previous = id ? this.get(actor, id) : undefined;
    const sandbox = this.targetSandbox(actor, input.sandboxId, previous);
    const name = envName('variable.name', input.name);
    const ts = now();
    const rowId = previous?.id ?? newId('var');
    this.write(name, () => {
      if (previous)
        this.db.prepare('UPDATE variables SET name = ?, value = ?, updated_at = ? WHERE id = ?').run(name, input.value, ts, rowId);
      else this.db.prepare('INSERT INTO variables VALUES (?, ?, ?, ?, ?, ?)').run(rowId, sandbox.id, name, input.value, ts, ts);
    });
    return this.saved(sandbox, rowId, previous);
  }
}

export class Secrets extends SandboxRecords<SecretRow> {
  constructor(
    db: Db,
    access: Access,
    private readonly vault: Vault,
  ) {
    super(db, access, 'secret', { field: 'name', error: 'NameTaken' });
  }

  async put(actor: TokenActor, input: SecretInput, id?: string): Promise<SecretRow> {
    const previous = id ? this.get(actor, id) : undefined;
    const sandbox = this.targetSandbox(actor, input.sandboxId, previous);
    const name = envName('secret.name', input.name);
    const value = this.vault.plain(input.value, input.sealed, 'secret.value');
    if (Buffer.byteLength(value) > MAX_SECRET_BYTES) throw invalid(`secret.value is longer than ${MAX_SECRET_BYTES} bytes`);
    const ts = now();
    const rowId = previous?.id ?? newId('sec');
    const cipher = this.vault.encrypt(value);
    this.write(name, () => {
      if (previous) {
        this.db
          .prepare('UPDATE secrets SET name = ?, ciphertext = ?, redacted = ?, updated_at = ? WHERE id = ?')
          .run(name, cipher, redact(value), ts, rowId);
      } else {
        this.db.prepare('INSERT INTO secrets VALUES (?, ?, ?, ?, ?, ?, ?)').run(rowId, sandbox.id, name, cipher, redact(value), ts, ts);
      }
    });
    return this.saved(sandbox, rowId, previous);
  }
}

export class Files extends SandboxRecords<FileRow> {
  constructor(
    db: Db,
    access: Access,
    private readonly vault: Vault,
  ) {
    super(db, access, 'file', { field: 'path', error: 'PathTaken' });
  }

  async put(actor: TokenActor, input: FileInput, id?: string): Promise<FileRow> {
    const previous = id ? this.get(actor, id) : undefined;
    const sandbox = this.targetSandbox(actor, input.sandboxId, previous);
    const path = filePath('file.path', input.path);
    const content = this.vault.plain(input.content, input.sealed, 'file.content');
    const size = Buffer.byteLength(content);
    if (size > MAX_FILE_BYTES) throw invalid(`file.content is larger than ${MAX_FILE_BYTES} bytes`);
    const ts = now();
    const rowId = previous?.id ?? newId('fil');
    const cipher = this.vault.encrypt(content);
    this.write(path, () => {
      if (previous) {
        this.db
          .prepare('UPDATE files SET path = ?, ciphertext = ?, size = ?, updated_at = ? WHERE id = ?')
          .run(path, cipher, size, ts, rowId);
      } else {
        this.db.prepare('INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?)').run(rowId, sandbox.id, path, cipher, size, ts, ts);
      }
    });
    return this.saved(sandbox, rowId, previous);
  }

  content(row: FileRow): Buffer {
    return this.vault.decrypt(row.ciphertext);
  }
}

export class Volumes extends SandboxRecords<VolumeRow> {
  constructor(db: Db, access: Access) {
    super(db, access, 'volume', { field: 'path', error: 'PathTaken' });
  }

  async put(actor: TokenActor, input: VolumeInput, id?: string): Promise<VolumeRow> {
    const previous = id ? this.get(actor, id) : undefined;
    const sandbox = this.targetSandbox(actor, input.sandboxId, previous);
    const path = volumePath('volume.path', input.path);
    const ts = now();
    const rowId = previous?.id ?? newId('vol');
    const readOnly = input.readOnly ? 1 : 0;
    this.write(path, () => {
      if (previous) {
        this.db
          .prepare('UPDATE volumes SET name = ?, path = ?, read_only = ?, updated_at = ? WHERE id = ?')
          .run(input.name, path, readOnly, ts, rowId);
      } else {
        this.db.prepare('INSERT INTO volumes VALUES (?, ?, ?, ?, ?, ?, ?)').run(rowId, sandbox.id, input.name, path, readOnly, ts, ts);
      }
    });
    return this.saved(sandbox, rowId, previous);
  }
}
