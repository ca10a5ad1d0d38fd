// Outbound network for sandboxes that ask for it: slirp4netns attached to the sandbox's network
// namespace (a user-mode TCP/IP stack: the sandbox's packets become ordinary host sockets of the
// slirp4netns process; no bridge, no host firewall rules).
//
// Inside: tap0 = 10.0.2.100/24, gateway 10.0.2.2, DNS forwarder 10.0.2.3 (to the host's
// resolvers); IPv4 only. The host's own loopback is refused at 10.0.2.2 unless the engine runs
// with `hostLoopback` (then 10.0.2.2 is the host's 127.0.0.1).
//
// Allow-list: the sandbox gets no default route, only routes to the allowed CIDRs and to the
// addresses the allowed host names resolve to (once, at start; they are also written to the
// sandbox's /etc/hosts, and slirp4netns' DNS is off). Anything else is unroutable
// (ENETUNREACH). The sandbox has no capabilities in its network namespace, so it cannot change
// routes; slirp4netns runs with --enable-sandbox (no capabilities left) and seccomp.
import { type StdioOptions, spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import fs from 'node:fs';
import type net from 'node:net';
import { parseCidr } from '../network.js';
import { EngineError, type NetworkSpec } from '../types.js';
import { readStat } from './proc.js';
import { HOST_PATH } from './run.js';

export const GATEWAY = '10.0.2.2';
export const DNS = '10.0.2.3';
const MTU = 65520;
const READY_TIMEOUT_MS = 10_000;
const LOOKUP_TIMEOUT_MS = 10_000;

export interface ResolvedNetwork {
  mode: 'none' | 'full';
  /** Routes inside the sandbox (CIDRs); null = default route (no allow-list). */
  routes: string[] | null;
  /** Extra /etc/hosts lines for the allowed host names. */
  hosts: string[];
}

/** Resolves allowed host names (IPv4) now; a name that does not resolve fails the start. */
export async function resolveNetwork(n: NetworkSpec | undefined): Promise<ResolvedNetwork> {
  if (!n || n.mode === 'none') return { mode: 'none', routes: null, hosts: [] };
  if (!n.allow) return { mode: 'full', routes: null, hosts: [] };
  const routes = new Set<string>();
  const hosts: string[] = [];
  for (const entry of n.allow) {
    const cidr = parseCidr(entry);
    if (cidr) {
      routes.add(cidr);
      continue;
    }
    let addrs: { address: string }[];
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('timeout'), { code: `no answer in ${LOOKUP_TIMEOUT_MS / 1000} s` })),
          LOOKUP_TIMEOUT_MS,
        );
      });
      addrs = await Promise.race([lookup(entry, { all: true, family: 4 }), late]);
    } catch (err: any) {
      throw new EngineError('StartFailed', `allow-list host ${entry} does not resolve (${err.code ?? err.message})`);
    } finally {
      clearTimeout(timer);
    }
    for (const { address } of addrs) {
      if (!address.startsWith('127.')) routes.add(`${address}/32`); // the sandbox's own loopback
      hosts.push(`${address}\t${entry.replace(/\.$/, '')}`);
    }
  }
  return { mode: 'full', routes: [...routes], hosts };
}

export function findSlirp(): string | null {
  for (const dir of HOST_PATH.split(':')) {
    const p = `${dir}/slirp4netns`;
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {}
  }
  return null;
}

function findIp(): string {
  for (const p of ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip']) if (fs.existsSync(p)) return p;
  throw new EngineError('StartFailed', 'allow-lists need iproute2 (ip): apt-get install iproute2');
}

export interface NetworkContext {
  slirp: string;
  hostLoopback: boolean;
  logPath: string;
  stdio: (s: Array<'pipe' | 'ignore' | number>) => StdioOptions;
}

/** Attaches slirp4netns to the sandbox whose init is `pid`; returns its pid and start time. */
export async function startNetwork(
  pid: number,
  resolved: ResolvedNetwork,
  ctx: NetworkContext,
): Promise<{ pid: number; startTime: number }> {
  const args = ['--configure', `--mtu=${MTU}`, '--enable-sandbox', '--enable-seccomp', '--ready-fd=3'];
  if (!ctx.hostLoopback) args.push('--disable-host-loopback');
  if (resolved.routes) args.push('--disable-dns'); // names come from /etc/hosts
  args.push('--netns-type=path', `/proc/${pid}/ns/net`, 'tap0');
  const log = fs.openSync(ctx.logPath, 'a', 0o600);
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(ctx.slirp, args, { stdio: ctx.stdio(['ignore', log, log, 'pipe']), detached: true, cwd: '/', env: { PATH: HOST_PATH } });
  } finally {
    fs.closeSync(log);
  }
  const ready = child.stdio[3] as NodeJS.ReadableStream;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready after ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      ready.once('data', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (${signal ?? `code ${code}`})`));
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    if (resolved.routes) await restrictRoutes(pid, resolved.routes);
  } catch (err: any) {
    child.kill('SIGKILL');
    throw new EngineError('StartFailed', `outbound network (slirp4netns) failed: ${err.message}${logTail(ctx.logPath)}`);
  } finally {
    (ready as unknown as net.Socket).destroy();
  }
  child.removeAllListeners('exit');
  child.unref();
  const st = readStat(child.pid!);
  if (!st) throw new EngineError('StartFailed', `outbound network (slirp4netns) exited right after starting${logTail(ctx.logPath)}`);
  return { pid: child.pid!, startTime: st.startTime };
}

/** No default route and no on-link subnet: only the allowed CIDRs, through the gateway. */
async function restrictRoutes(pid: number, routes: string[]): Promise<void> {
  const batch = ['route flush dev tap0 table main', ...routes.map((r) => `route replace ${r} via ${GATEWAY} dev tap0 onlink`)].join('\n');
  const child = spawn('/usr/bin/nsenter', ['-t', String(pid), '-n', '--', findIp(), '-batch', '-'], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env: { PATH: HOST_PATH },
    cwd: '/',
  });
  let err = '';
  child.stderr!.on('data', (d) => {
    err += d;
  });
  child.stdin!.end(`${batch}\n`);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`cannot set the allow-list routes: ${err.trim() || `ip exited ${code}`}`);
}

function logTail(file: string): string {
  try {
    const t = fs.readFileSync(file, 'utf8').trim().split('\n').slice(-3).join('; ');
    return t ? ` (${t})` : '';
  } catch {
    return '';
  }
}
