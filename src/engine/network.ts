// Outbound network settings, checked the same way by the API and by engines.
import net from 'node:net';
import type { NetworkSpec } from './types.js';

export const MAX_ALLOW = 64;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** Throws TypeError for a malformed network setting. */
export function validateNetwork(n: NetworkSpec | undefined): void {
  if (!n) return;
  if (n.mode !== 'none' && n.mode !== 'full') throw new TypeError(`network mode must be "none" or "full", not ${JSON.stringify(n.mode)}`);
  if (n.allow === undefined) return;
  if (n.mode !== 'full') throw new TypeError('an allow-list needs network mode "full"');
  if (!Array.isArray(n.allow) || n.allow.length === 0 || n.allow.length > MAX_ALLOW)
    throw new TypeError(`the allow-list must have 1..${MAX_ALLOW} entries`);
  for (const a of n.allow) {
    if (typeof a !== 'string' || !(parseCidr(a) || (HOSTNAME.test(a) && !/^[\d.]+$/.test(a)))) {
      throw new TypeError(
        `allow-list entry ${JSON.stringify(a)} is neither an IPv4 address/CIDR nor a host name (IPv6 is not supported: outbound is IPv4 only)`,
      );
    }
  }
}

/** "a.b.c.d" or "a.b.c.d/n" -> normalized "network/n", or null. */
export function parseCidr(s: string): string | null {
  const m = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,2}))?$/.exec(s);
  if (!m || net.isIPv4(m[1]) === false) return null;
  const bits = m[2] === undefined ? 32 : Number(m[2]);
  if (bits > 32) return null;
  const n = m[1].split('.').reduce((acc, o) => acc * 256 + Number(o), 0);
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  const masked = (n & mask) >>> 0;
  return `${[24, 16, 8, 0].map((sh) => (masked >>> sh) & 255).join('.')}/${bits}`;
}
