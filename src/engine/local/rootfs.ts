// The sandbox's filesystem: the host's /usr read-only as its userland, a generated /etc (with a
// short allowlist of harmless host entries), private /tmp, /proc, /dev, the workspace and volumes.
import fs from 'node:fs';
import path from 'node:path';
import type { SandboxSpec } from '../types.js';

export const SANDBOX_HOME = '/home/sandbox';

// Host /etc directories bound read-only (live, so host updates show up). Nothing with secrets:
// e.g. only ssl/certs, not ssl (ssl/private holds keys).
// Each costs a mount per start: only what programs need (alternatives: Debian's /usr/bin/awk etc.
// are symlinks through it).
const ETC_DIRS = ['alternatives', 'ssl/certs', 'ca-certificates', 'profile.d'];
// Host /etc files copied (or their symlinks recreated) when the engine starts; only world-readable ones.
const ETC_FILES = [
  'ld.so.cache',
  'ld.so.conf',
  'localtime',
  'timezone',
  'protocols',
  'services',
  'mime.types',
  'profile',
  'bash.bashrc',
  'inputrc',
  'gitconfig',
  'os-release',
  'debian_version',
  'shells',
  'mtab',
  'nanorc',
  'ssl/openssl.cnf',
];
// Mount points that must stay the engine's: volumes cannot go there.
const RESERVED = ['/', '/usr', '/etc', '/proc', '/dev', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', SANDBOX_HOME];
const RESERVED_TREES = ['/usr', '/etc', '/proc', '/dev'];

// Modes are set explicitly: the server's umask must not make /etc unreadable inside.
function writeIfChanged(file: string, content: string | Buffer): void {
  try {
    if (fs.readFileSync(file).equals(Buffer.from(content))) return;
  } catch {}
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.chmodSync(tmp, 0o644);
  fs.renameSync(tmp, file); // running sandboxes bind this directory: replace files, never the dir
}

function publicDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
}

export interface Rootfs {
  etcDir: string;
  etcBinds: string[];
  topLevel: string[]; // bwrap args recreating /bin, /lib, ... (symlinks into /usr on merged-/usr hosts)
  shell: string;
}

/** Generate <stateDir>/etc and work out the host-dependent parts of the bwrap command line. */
export function prepareRootfs(stateDir: string): Rootfs {
  const etcDir = path.join(stateDir, 'etc');
  publicDir(etcDir);
  const shell = fs.existsSync('/usr/bin/bash') ? '/bin/bash' : '/bin/sh';
  writeIfChanged(
    path.join(etcDir, 'passwd'),
    `root:x:0:0:root:/root:/usr/sbin/nologin\nsandbox:x:1000:1000:sandbox:${SANDBOX_HOME}:${shell}\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n`,
  );
  writeIfChanged(path.join(etcDir, 'group'), 'root:x:0:\nsandbox:x:1000:\nnogroup:x:65534:\n');
  writeIfChanged(path.join(etcDir, 'nsswitch.conf'), 'passwd: files\ngroup: files\nshadow: files\nhosts: files dns\nnetworks: files\n');
  writeIfChanged(path.join(etcDir, 'hosts'), ''); // mount point for the per-sandbox hosts file
  // slirp4netns' DNS forwarder (network mode full); unroutable, so failing at once, elsewhere.
  writeIfChanged(path.join(etcDir, 'resolv.conf'), 'nameserver 10.0.2.3\noptions timeout:2 attempts:2\n');

  for (const name of ETC_FILES) {
    const src = path.join('/etc', name);
    const dst = path.join(etcDir, name);
    let st: fs.Stats;
    try {
      st = fs.lstatSync(src);
    } catch {
      continue;
    }
    publicDir(path.dirname(dst));
    if (st.isSymbolicLink()) {
      const target = fs.readlinkSync(src);
      let cur: string | null = null;
      try {
        cur = fs.readlinkSync(dst);
      } catch {}
      if (cur !== target) {
        fs.rmSync(dst, { force: true });
        fs.symlinkSync(target, dst);
      }
    } else if (st.isFile() && st.mode & 0o004) {
      writeIfChanged(dst, fs.readFileSync(src));
    }
  }
  const etcBinds: string[] = [];
  for (const name of ETC_DIRS) {
    const src = path.join('/etc', name);
    try {
      const st = fs.lstatSync(src);
      if (!st.isDirectory() || !(st.mode & 0o005)) continue;
    } catch {
      continue;
    }
    for (let d = path.join(etcDir, name); d !== etcDir; d = path.dirname(d)) publicDir(d);
    etcBinds.push(name);
  }

  const topLevel: string[] = [];
  for (const name of ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32']) {
    const p = `/${name}`;
    try {
      const st = fs.lstatSync(p);
      if (st.isSymbolicLink()) topLevel.push('--symlink', fs.readlinkSync(p), p);
      else if (st.isDirectory()) topLevel.push('--ro-bind', p, p);
    } catch {}
  }
  return { etcDir, etcBinds, topLevel, shell };
}

export function validateSpec(spec: SandboxSpec): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/.test(spec.id)) throw new TypeError(`invalid sandbox id ${JSON.stringify(spec.id)}`);
  if (!path.isAbsolute(spec.workspaceDir)) throw new TypeError('workspaceDir must be an absolute host path');
  const seen = new Set<string>();
  for (const v of spec.volumes) {
    const p = v.path;
    if (!p.startsWith('/') || path.posix.normalize(p) !== p || p.endsWith('/') || p.includes('\0'))
      throw new TypeError(`volume path ${JSON.stringify(p)} must be absolute and normalized`);
    if (RESERVED.includes(p) || RESERVED_TREES.some((r) => p.startsWith(`${r}/`))) throw new TypeError(`volume path ${p} is reserved`);
    if (seen.has(p)) throw new TypeError(`two volumes at ${p}`);
    seen.add(p);
    if (!path.isAbsolute(v.hostDir)) throw new TypeError('volume hostDir must be an absolute host path');
  }
}

/** bwrap arguments for a sandbox. fd 3: info (host pid of init), 4: /etc/hosts. */
export function bwrapArgs(spec: SandboxSpec, fsx: Rootfs): string[] {
  const binds = [
    { src: spec.workspaceDir, dst: SANDBOX_HOME, ro: false },
    ...spec.volumes.map((v) => ({ src: v.hostDir, dst: v.path, ro: v.readOnly })),
  ].sort((a, b) => a.dst.split('/').length - b.dst.split('/').length); // parents before children
  // biome-ignore format: flag/value pairs read better on one line
  return [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns', // no nested user namespaces: a large kernel attack surface nobody here needs
    '--uid', '1000', '--gid', '1000',
    '--hostname', spec.id,
    '--ro-bind', '/usr', '/usr',
    ...fsx.topLevel,
    '--proc', '/proc',
    '--dev', '/dev',
    '--tmpfs', '/tmp',
    '--dir', '/var',
    '--symlink', '../tmp', '/var/tmp',
    '--ro-bind', fsx.etcDir, '/etc',
    ...fsx.etcBinds.flatMap((n) => ['--ro-bind-try', `/etc/${n}`, `/etc/${n}`]),
    '--perms', '0644', '--ro-bind-data', '4', '/etc/hosts',
    ...binds.flatMap((b) => [b.ro ? '--ro-bind' : '--bind', b.src, b.dst]),
    '--remount-ro', '/',
    '--chdir', SANDBOX_HOME,
    '--info-fd', '3',
    // Our own pid 1 instead of bwrap's reaper saves a process per sandbox. It reaps orphans
    // because SIGCHLD is ignored (the kernel then auto-reaps); env sets that and exec keeps it
    // (a shell would reset it). Once pid 1 is `sleep`, setup is done and reaping works: start()
    // waits for that.
    '--as-pid-1',
    '--',
    '/usr/bin/env', '--ignore-signal=CHLD', 'sleep', 'infinity',
  ];
}

/** `extra`: more lines (the addresses of allow-listed host names). */
export function hostsFile(id: string, extra: string[] = []): string {
  return `127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n127.0.1.1\t${id}\n${extra.map((l) => `${l}\n`).join('')}`;
}
