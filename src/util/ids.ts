import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Random lowercase [a-z0-9] string; 16 chars carry ~82 bits. */
export function randomId(length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  // 36 does not divide 256: the bias is < 1.6% per char, irrelevant for ids (not keys).
  for (const b of bytes) out += ALPHABET[b % 36];
  return out;
}

export type IdKind = 'act' | 'tok' | 'sbx' | 'var' | 'sec' | 'fil' | 'vol' | 'svc' | 'int' | 'bak' | 'vpn' | 'dlv' | 'evt' | 'evd' | 'sub';

export const newId = (kind: IdKind) => `${kind}-${randomId()}`;

export const now = () => new Date().toISOString();
