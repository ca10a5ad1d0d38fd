// Domain rules the lexicons cannot express. Messages name the field.
import { posix } from 'node:path';
import { invalid } from '../errors.js';

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SANDBOX_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function envName(field: string, value: string): string {
  if (!ENV_NAME.test(value)) throw invalid(`${field} must match [A-Za-z_][A-Za-z0-9_]*, got "${value}"`);
  return value;
}

export function sandboxName(field: string, value: string): string {
  if (!SANDBOX_NAME.test(value)) {
    throw invalid(`${field} must start with a letter or digit and contain only letters, digits, ".", "_" and "-"`);
  }
  if (value.startsWith('sbx-')) throw invalid(`${field} must not start with "sbx-" (reserved for ids)`);
  return value;
}

/** An absolute path inside the sandbox, without "..", NUL or a trailing slash. */
export function sandboxPath(field: string, value: string): string {
  if (!value.startsWith('/')) throw invalid(`${field} must be an absolute path (start with "/")`);
  if (value.includes('\0')) throw invalid(`${field} must not contain NUL`);
  if (value.split('/').includes('..')) throw invalid(`${field} must not contain ".." segments`);
  const normal = posix.normalize(value);
  return normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
}

const SYSTEM_DIRS = ['/usr', '/proc', '/dev', '/bin', '/lib', '/lib64', '/sbin', '/etc', '/sys', '/run'];

/** A mount point: a sandbox path that does not shadow the userland or kernel interfaces. */
export function volumePath(field: string, value: string): string {
  const path = sandboxPath(field, value);
  if (path === '/' || path === '/home' || SYSTEM_DIRS.some((d) => path === d || path.startsWith(`${d}/`))) {
    throw invalid(`${field} cannot be "/", "/home" or under ${SYSTEM_DIRS.join(', ')}`);
  }
  return path;
}

/** A regular file path: not a directory the sandbox itself provides. */
export function filePath(field: string, value: string): string {
  const path = sandboxPath(field, value);
  if (path === '/' || ['/usr', '/proc', '/dev', '/sys'].some((d) => path === d || path.startsWith(`${d}/`))) {
    throw invalid(`${field} cannot be under /usr, /proc, /dev or /sys`);
  }
  return path;
}

export function uri(field: string, value: string | undefined): string | undefined {
  if (value !== undefined && !URL.canParse(value)) throw invalid(`${field} must be a URI`);
  return value;
}
