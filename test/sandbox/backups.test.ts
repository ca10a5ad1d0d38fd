// Backups with real sandboxes: create, list, restore to the exact content at backup time,
// delete, expiry, and their life across stop/start and sandbox deletion.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestActor, TestServer } from '../harness.js';
import { xrpcError } from '../harness.js';
import { startEngineServer } from './helpers.js';

let s: TestServer;
let a: TestActor;
let b: TestActor;
let sandbox = '';

beforeAll(async () => {
  s = await startEngineServer();
  a = s.actor();
  b = s.actor();
  sandbox = (await a.client.io.svc.sandbox.createSandbox({ name: 'backed-up' })).data.id;
}, 60_000);
afterAll(() => s.close());

const api = () => a.client.io.svc.sandbox;

async function sh(command: string, actor = a, id = sandbox): Promise<string> {
  const { data } = await actor.client.io.svc.sandbox.exec({ command, timeout: 120 }, { qp: { id } });
  expect(data.exitCode, data.stderr).toBe(0);
  return data.stdout;
}

/** Type, mode, path, link target and content digest of everything under the directory. */
const state = (dir: string) =>
  sh(
    `cd ${dir} && find . -mindepth 1 -printf '%y %m %P -> %l\\n' | LC_ALL=C sort && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum`,
  );

const archive = (sandboxId: string, id: string) => join(s.dataDir, 'backups', sandboxId, `${id}.tar.gz`);

describe('backups', () => {
  let original = '';
  let first = '';

  it('createBackup snapshots a directory: backupView, archive on disk, listed newest first', async () => {
    await sh(`mkdir -p proj/src proj/empty proj/.git && cd proj
      echo 'print(1)' > src/main.py && chmod 640 src/main.py
      echo ref > .git/HEAD && printf '#!/bin/sh\\n' > run && chmod 755 run
      ln -s /usr/bin/python3 python && ln -s src/main.py main`);
    original = await state('proj');
    const { data } = await api().createBackup(
      { directory: '/home/sandbox/proj', description: 'before the change' },
      { qp: { id: 'backed-up' } },
    );
    first = data.id;
    expect(data).toEqual({
      id: expect.stringMatching(/^bak-[a-z0-9]+$/),
      directory: '/home/sandbox/proj',
      description: 'before the change',
      size: expect.any(Number),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(3 * 24 * 3600 * 1000);
    expect(existsSync(archive(sandbox, data.id))).toBe(true);
    const second = (await api().createBackup({ directory: '/home/sandbox/proj/src', ttl: 3600 }, { qp: { id: sandbox } })).data;
    const listed = (await api().getBackups({ id: sandbox })).data.backups;
    expect(listed.map((x) => x.id)).toEqual([second.id, first]);
    expect(listed[0].description).toBeUndefined();
  });

  it('restoreBackup brings the directory back to its content at backup time: changes undone, files added since removed', async () => {
    await sh(`cd proj && echo changed > src/main.py && chmod 600 run && rm main && rmdir empty
      echo new > added.txt && mkdir -p newdir/deeper && echo x > newdir/deeper/x && chmod 500 newdir/deeper`);
    expect(await state('proj')).not.toBe(original);
    await api().restoreBackup({ backupId: first });
    expect(await state('proj')).toBe(original);
    expect(await sh('find proj ! -user sandbox | wc -l')).toBe('0\n');
    // Restoring again is idempotent, and works when the directory is gone.
    await sh('rm -rf proj');
    await api().restoreBackup({ backupId: first });
    expect(await state('proj')).toBe(original);
  });

  it('a backup outlives stop and start; restore needs a running sandbox', async () => {
    await api().stopSandbox(undefined, { qp: { id: sandbox } });
    expect((await api().getBackups({ id: sandbox })).data.backups.map((x) => x.id)).toContain(first);
    expect(await xrpcError(api().restoreBackup({ backupId: first }))).toMatchObject({ status: 409, error: 'SandboxNotRunning' });
    expect(await xrpcError(api().createBackup({ directory: '/home/sandbox' }, { qp: { id: sandbox } }))).toMatchObject({
      status: 409,
      error: 'SandboxNotRunning',
    });
    await api().startSandbox({}, { qp: { id: sandbox } });
    await sh('echo after-restart > proj/src/main.py');
    await api().restoreBackup({ backupId: first });
    expect(await state('proj')).toBe(original);
  });

  it('a directory being written during the backup is still backed up (a file may be captured mid-write)', async () => {
    await sh('mkdir -p busy && (i=0; while [ $i -lt 20000 ]; do echo line-$i >> busy/log; i=$((i+1)); done) >/dev/null 2>&1 &');
    const { data } = await api().createBackup({ directory: '/home/sandbox/busy' }, { qp: { id: sandbox } });
    expect(data.size).toBeGreaterThan(0);
  });

  it('errors: DirectoryNotFound, BackupNotFound, and another actor’s backup is unknown to them', async () => {
    expect(await xrpcError(api().createBackup({ directory: '/home/sandbox/none' }, { qp: { id: sandbox } }))).toMatchObject({
      status: 404,
      error: 'DirectoryNotFound',
    });
    expect(await xrpcError(api().restoreBackup({ backupId: 'bak-doesnotexist' }))).toMatchObject({ status: 404, error: 'BackupNotFound' });
    const other = b.client.io.svc.sandbox;
    expect(await xrpcError(other.restoreBackup({ backupId: first }))).toMatchObject({ status: 404, error: 'BackupNotFound' });
    expect(await xrpcError(other.deleteBackup(undefined, { qp: { id: first } }))).toMatchObject({ status: 404, error: 'BackupNotFound' });
    expect(await xrpcError(other.getBackups({ id: sandbox }))).toMatchObject({ status: 404, error: 'SandboxNotFound' });
    expect(existsSync(archive(sandbox, first))).toBe(true);
  });

  it('deleteBackup removes it from the list and from disk', async () => {
    const { data } = await api().createBackup({ directory: '/home/sandbox/proj' }, { qp: { id: sandbox } });
    await api().deleteBackup(undefined, { qp: { id: data.id } });
    expect((await api().getBackups({ id: sandbox })).data.backups.map((x) => x.id)).not.toContain(data.id);
    expect(existsSync(archive(sandbox, data.id))).toBe(false);
    expect(await xrpcError(api().deleteBackup(undefined, { qp: { id: data.id } }))).toMatchObject({ status: 404, error: 'BackupNotFound' });
  });

  it('expired backups disappear from getBackups at once, and from disk with the sweep (which also runs at start)', async () => {
    const { data } = await api().createBackup({ directory: '/home/sandbox/proj', ttl: 60 }, { qp: { id: sandbox } });
    expect(existsSync(archive(sandbox, data.id))).toBe(true);
    // Its 60 s pass.
    s.ctx.db.prepare('UPDATE backups SET expires_at = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), data.id);
    expect((await api().getBackups({ id: sandbox })).data.backups.map((x) => x.id)).not.toContain(data.id);
    expect(await xrpcError(api().restoreBackup({ backupId: data.id }))).toMatchObject({ status: 404, error: 'BackupNotFound' });
    s.ctx.sweeper.start();
    s.ctx.sweeper.stop();
    expect(existsSync(archive(sandbox, data.id))).toBe(false);
    expect(s.ctx.db.prepare('SELECT id FROM backups WHERE id = ?').get(data.id)).toBeUndefined();
    expect(existsSync(archive(sandbox, first))).toBe(true);
  });

  it('deleting the sandbox deletes its backups', async () => {
    await api().deleteSandbox(undefined, { qp: { id: sandbox } });
    expect(existsSync(join(s.dataDir, 'backups', sandbox))).toBe(false);
    expect(s.ctx.db.prepare('SELECT count(*) AS n FROM backups').get()).toEqual({ n: 0 });
  });
});
