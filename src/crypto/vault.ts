// Encryption at rest and sealed inputs. Nothing here logs or returns a plaintext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import sodium from 'libsodium-wrappers';
import { invalid } from '../errors.js';
import type { ServerKeys } from './keys.js';

export class Vault {
  constructor(private readonly keys: ServerKeys) {}

  /** AES-256-GCM; layout: iv (12) | tag (16) | ciphertext. */
  encrypt(plain: string | Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.data, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt(blob: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.keys.data, blob.subarray(0, 12));
    decipher.setAuthTag(blob.subarray(12, 28));
    return Buffer.concat([decipher.update(blob.subarray(28)), decipher.final()]);
  }

  decryptText(blob: Buffer): string {
    return this.decrypt(blob).toString('utf8');
  }

  /** Opens a base64 crypto_box_seal box sent to our public key; `field` names the input. */
  unseal(base64: string, field: string): string {
    let opened: Uint8Array;
    try {
      opened = sodium.crypto_box_seal_open(Buffer.from(base64, 'base64'), this.keys.boxPublic, this.keys.boxSecret);
    } catch {
      throw invalid(`${field} is marked sealed but is not a sealed box for this server's key (see io.svc.publicKey.getPublicKey)`);
    }
    return Buffer.from(opened).toString('utf8');
  }

  /** The plaintext of an input value that may be sealed. */
  plain(value: string, sealed: boolean | undefined, field: string): string {
    return sealed ? this.unseal(value, field) : value;
  }
}

/** A 4-character prefix then a fixed mask; values under 16 characters are fully masked. */
export function redact(value: string): string {
  return value.length < 16 ? '********' : `${value.slice(0, 4)}********`;
}
