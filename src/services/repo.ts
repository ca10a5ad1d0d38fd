// Cloning a sandbox's `repo` into its workspace. git runs on the host (the sandbox has no
// network), but as the sandbox's own unprivileged host uid, with no shell, only the
// http(s), git and file protocols, and file access limited to configured roots.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

export const CLONE_TIMEOUT_MS = 120_000;

function isLocal(repo: string): boolean {
  return repo.startsWith('/') || repo.startsWith('file://');
}

export function repoDirName(repo: string): string {
  const name = basename(repo.replace(/\/+$/, '')).replace(/\.git$/, '');
  return /^[A-Za-z0-9._-]+$/.test(name) && name !== '.' && name !== '..' ? name : 'repo';
}

function checkLocal(repo: string, roots: string[]): void {
  const path = repo.startsWith('file://') ? decodeURIComponent(new URL(repo).pathname) : repo;
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    throw new Error(`repository ${repo} does not exist on this server`);
  }
  if (!roots.some((root) => real === root || real.startsWith(root.endsWith(sep) ? root : root + sep))) {
    throw new Error(`local repository ${repo} is outside the allowed roots (set SVC_REPO_ROOTS to allow a directory)`);
  }
}

/** Clones into <workspace>/<repo name> unless that directory exists (a restart keeps it). */
export async function cloneRepo(
  repo: string,
  workspace: string,
  owner: { uid: number; gid: number } | undefined,
  roots: string[],
): Promise<void> {
  if (!/^(https?:\/\/|git:\/\/|file:\/\/|\/)/.test(repo))
    throw new Error(`repo must be an http(s)://, git://, file:// URL or an absolute path`);
  if (isLocal(repo)) checkLocal(repo, roots);
  const dest = join(workspace, repoDirName(repo));
  if (existsSync(dest)) return;
  // Local repositories belong to other users; git refuses them unless safe.directory says
  // otherwise, which it reads only from a global or system file (not from -c).
  const gitconfig = join(dirname(workspace), 'gitconfig');
  writeFileSync(gitconfig, '[safe]\n\tdirectory = *\n');
  chmodSync(gitconfig, 0o644);
  const protocols = ['http', 'https', 'git', 'file'].flatMap((p) => ['-c', `protocol.${p}.allow=always`]);
  await new Promise<void>((resolve, reject) => {
    execFile(
      'git',
      ['-c', 'protocol.allow=never', ...protocols, 'clone', '--quiet', '--no-hardlinks', '--', repo, dest],
      {
        uid: owner?.uid,
        gid: owner?.gid,
        timeout: CLONE_TIMEOUT_MS,
        cwd: workspace,
        env: {
          PATH: '/usr/bin:/bin',
          HOME: '/nonexistent',
          GIT_TERMINAL_PROMPT: '0',
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_CONFIG_GLOBAL: gitconfig,
        },
      },
      (err, _stdout, stderr) => {
        if (!err) return resolve();
        const why = (err as { killed?: boolean }).killed
          ? `timed out after ${CLONE_TIMEOUT_MS / 1000} s`
          : (stderr.split('\n').find((l) => l.startsWith('fatal:')) ?? stderr.trim().split('\n').pop());
        reject(new Error(`git clone ${repo} failed: ${why}`));
      },
    );
  });
}
