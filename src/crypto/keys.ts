// The server's keys, generated on first start into <dataDir>/keys.json (mode 0600).
// CLI and server may both start first: the file is created with O_EXCL and the loser
// reads the winner's file.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import sodium from 'libsodium-wrappers';

export interface ServerKeys {
  /** HMAC-SHA256 key for access and terminal tokens. */
  signing: Buffer;
  /** AES-256-GCM key for values at rest (secrets, file contents, VPN keys, webhook secrets). */
  data: Buffer;
  /** X25519 key pair for sealed inputs (libsodium crypto_box_seal). */
  boxPublic: Uint8Array;
  boxSecret: Uint8Array;
  /** Short id of the box public key, so clients can tell when it changed. */
  boxKeyId: string;
}

interface KeyFile {
  signing: string;
  data: string;
  boxPublic: string;
  boxSecret: string;
}

export async function loadKeys(dataDir: string): Promise<ServerKeys> {
  await sodium.ready;
  const path = join(dataDir, 'keys.json');
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    const box = sodium.crypto_box_keypair();
    const file: KeyFile = {
      signing: randomBytes(32).toString('base64'),
      data: randomBytes(32).toString('base64'),
      boxPublic: Buffer.from(box.publicKey).toString('base64'),
      boxSecret: Buffer.from(box.privateKey).toString('base64'),
    };
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(file));
      closeSync(fd);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    raw = readFileSync(path, 'utf8');
  }
  const file = JSON.parse(raw) as KeyFile;
  const boxPublic = new Uint8Array(Buffer.from(file.boxPublic, 'base64'));
  return {
    signing: Buffer.from(file.signing, 'base64'),
    data: Buffer.from(file.data, 'base64'),
    boxPublic,
    boxSecret: new Uint8Array(Buffer.from(file.boxSecret, 'base64')),
    boxKeyId: createHash('sha256').update(boxPublic).digest('hex').slice(0, 16),
  };
}
