import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../src/engine/local/engine.js';
import { canRun, type Harness, harness, startInOtherServer, text, waitFor } from './helpers.js';

describe.skipIf(!canRun)('local engine: lifecycle, volumes, files', () => {
  let h: Harness;
  beforeAll(() => {
    h = harness({ pollMs: 100 });
  });
  afterAll(() => h?.cleanup());

  it('keeps the workspace across stop/start; start is idempotent, stop too', async () => {
    const s = await h.started();
    expect((await h.engine.start(s.spec)).pid).toBe(s.pid);
    await h.engine.exec(s.id, { command: 'echo kept > /home/sandbox/f; echo gone > /tmp/f' });
    await h.engine.stop(s.id);
    await h.engine.stop(s.id);
    expect(h.engine.isRunning(s.id)).toBe(false);
    await expect(h.engine.exec(s.id, { command: 'true' })).rejects.toMatchObject({ code: 'NotRunning' });
    const again = await h.engine.start(s.spec);
    expect(again.pid).not.toBe(s.pid);
    const r = await h.engine.exec(s.id, { command: 'cat /home/sandbox/f; cat /tmp/f' });
    expect(text(r.stdout)).toBe('kept\n');
    expect(r.exitCode).toBe(1);
  });

  it('mounts volumes: read-only rejects writes, read-write persists across stop/start', async () => {
    const ro = path.join(h.root, 'vol-ro');
    const rw = path.join(h.root, 'vol-rw');
    fs.mkdirSync(ro);
    fs.writeFileSync(path.join(ro, 'seed'), 'seed\n');
    const volumes = [
      { hostDir: ro, path: '/mnt/ro', readOnly: true },
      { hostDir: rw, path: '/data', readOnly: false },
      { hostDir: path.join(h.root, 'vol-nested'), path: '/home/sandbox/cache', readOnly: false },
    ];
    const s = await h.started({ volumes });
    const w = await h.engine.exec(s.id, { command: 'cat /mnt/ro/seed; echo x > /mnt/ro/new; echo d > /data/kept; echo c > cache/c' });
    expect(text(w.stdout)).toBe('seed\n');
    expect(text(w.stderr)).toMatch(/Read-only file system/);
    expect(fs.existsSync(path.join(ro, 'new'))).toBe(false);
    expect(fs.readFileSync(path.join(rw, 'kept'), 'utf8')).toBe('d\n');
    await h.engine.stop(s.id);
    await h.engine.start(s.spec);
    const r = await h.engine.exec(s.id, { command: 'cat /data/kept /home/sandbox/cache/c' });
    expect(text(r.stdout)).toBe('d\nc\n');
  });

  it('creates missing workspace and volume dirs usable by the sandbox even under umask 077', async () => {
    const old = process.umask(0o077);
    try {
      const base = path.join(h.root, 'deep', 'er');
      const spec = h.spec({
        volumes: [
          { hostDir: path.join(base, 'ro'), path: '/ro', readOnly: true },
          { hostDir: path.join(base, 'rw'), path: '/rw', readOnly: false },
        ],
      });
      spec.workspaceDir = path.join(base, 'ws');
      await h.engine.start(spec);
      const r = await h.engine.exec(spec.id, { command: 'ls /ro && touch /rw/x ~/y && echo ok' });
      expect([text(r.stdout), text(r.stderr)]).toEqual(['ok\n', '']);
    } finally {
      process.umask(old);
    }
  });

  it('rejects volume paths that would shadow the system', async () => {
    for (const p of ['/usr/x', '/etc', '/proc', 'rel', '/a/../b', '/home/sandbox']) {
      await expect(h.engine.start(h.spec({ volumes: [{ hostDir: h.root, path: p, readOnly: true }] }))).rejects.toThrow(TypeError);
    }
  });

  it("fails to start with bwrap's reason and leaves nothing running", async () => {
    const ro = path.join(h.root, 'vol-ro2');
    const volumes = [
      { hostDir: ro, path: '/mnt/ro', readOnly: true },
      { hostDir: path.join(h.root, 'vol-inner'), path: '/mnt/ro/inner', readOnly: false }, // no mount point in a read-only dir
    ];
    const spec = h.spec({ volumes });
    await expect(h.engine.start(spec)).rejects.toMatchObject({ code: 'StartFailed', message: expect.stringMatching(/inner/) });
    expect(h.engine.isRunning(spec.id)).toBe(false);
    expect(h.engine.listRecorded().map((r) => r.id)).not.toContain(spec.id);
  });

  it('refuses clearly without bubblewrap', () => {
    expect(() => new LocalEngine({ stateDir: h.stateDir, bwrapPath: '/nonexistent/bwrap' })).toThrow(/apt-get install bubblewrap/);
  });

  it('writes files as uid 1000 with parents, mode and binary content, and removes them', async () => {
    const s = await h.started();
    const content = Buffer.from([0, 1, 2, 255, 10]);
    await h.engine.writeFile(s.id, '/home/sandbox/a/b/c.bin', content, 0o640);
    await h.engine.writeFile(s.id, '/tmp/x y/it\'s "quoted" $(id)', Buffer.from('q'));
    const r = await h.engine.exec(s.id, {
      command: 'stat -c "%u %g %a" a a/b a/b/c.bin; od -An -tu1 a/b/c.bin; cat "/tmp/x y/it\'s \\"quoted\\" \\$(id)"',
    });
    expect(text(r.stdout)).toBe('1000 1000 755\n1000 1000 755\n1000 1000 640\n   0   1   2 255  10\nq');
    await h.engine.writeFile(s.id, '/home/sandbox/a/b/c.bin', Buffer.from('new'));
    expect(text((await h.engine.exec(s.id, { command: 'cat a/b/c.bin' })).stdout)).toBe('new');
    await h.engine.removeFile(s.id, '/home/sandbox/a/b/c.bin');
    await h.engine.removeFile(s.id, '/home/sandbox/a/b/c.bin'); // idempotent
    expect((await h.engine.exec(s.id, { command: 'test -e a/b/c.bin' })).exitCode).toBe(1);
    await expect(h.engine.removeFile(s.id, '/home/sandbox/a')).rejects.toThrow(/directory/);
    await expect(h.engine.writeFile(s.id, 'relative', Buffer.from(''))).rejects.toThrow(TypeError);
    await expect(h.engine.writeFile(s.id, '/etc/passwd', Buffer.from('x'))).rejects.toThrow(/writeFile/);
  });

  it('never writes to the host through symlinks or ..', async () => {
    const s = await h.started();
    const hostTarget = path.join(h.root, 'escape'); // a real host dir the sandbox user could name
    fs.mkdirSync(hostTarget, { mode: 0o777 });
    // Inside, that path names the sandbox's own /tmp: create it there so the writes succeed.
    const setup = 'mkdir -p "$T"; ln -s /etc link-etc; ln -s "$T" link-host; ln -s / link-root';
    await h.engine.exec(s.id, { command: setup, env: { T: hostTarget } });
    await expect(h.engine.writeFile(s.id, '/home/sandbox/link-etc/evil', Buffer.from('x'))).rejects.toThrow();
    await h.engine.writeFile(s.id, '/home/sandbox/link-host/pwned', Buffer.from('x')); // lands in the sandbox's own /tmp tree
    await h.engine.writeFile(s.id, `/home/sandbox/../../..${hostTarget}/pwned2`, Buffer.from('x'));
    await h.engine.writeFile(s.id, '/home/sandbox/link-root/tmp/pwned3', Buffer.from('x'));
    expect(fs.readdirSync(hostTarget)).toEqual([]);
    expect(fs.existsSync('/etc/evil')).toBe(false);
    expect(fs.existsSync('/tmp/pwned3')).toBe(false);
    const r = await h.engine.exec(s.id, { command: 'ls "$T"', env: { T: hostTarget } });
    expect(text(r.stdout)).toBe('pwned\npwned2\n');
    // A symlink at the destination is replaced, not followed.
    await h.engine.exec(s.id, { command: 'echo keep > /tmp/target; ln -s /tmp/target /home/sandbox/l' });
    await h.engine.writeFile(s.id, '/home/sandbox/l', Buffer.from('new'));
    expect(text((await h.engine.exec(s.id, { command: 'cat /tmp/target; test -L l || echo notlink' })).stdout)).toBe('keep\nnotlink\n');
  });

  it('reports init death through onExit and isRunning', async () => {
    const s = await h.started();
    const exits: string[] = [];
    h.engine.onExit((id, reason) => exits.push(`${id}: ${reason}`));
    process.kill(s.pid, 'SIGKILL');
    await waitFor(() => exits.some((e) => e.startsWith(`${s.id}:`)));
    expect(h.engine.isRunning(s.id)).toBe(false);
    await expect(h.engine.exec(s.id, { command: 'true' })).rejects.toMatchObject({ code: 'NotRunning' });
    // stop() after death stays quiet and onExit is not fired for stop().
    await h.engine.stop(s.id);
    const t = await h.started();
    await h.engine.stop(t.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(exits.filter((e) => e.startsWith(`${t.id}:`))).toEqual([]);
  });

  it('survives the server being SIGKILLed and is re-attached by a new engine', async () => {
    const spec = h.spec();
    const { server, pid } = await startInOtherServer(h, spec);
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));

    const restarted = new LocalEngine({ stateDir: h.stateDir, pollMs: 100 });
    try {
      expect(restarted.listRecorded()).toContainEqual({ id: spec.id, pid, alive: true });
      expect(restarted.attach(spec.id, pid + 1)).toBe(false);
      expect(restarted.attach(spec.id, pid)).toBe(true);
      expect(restarted.isRunning(spec.id)).toBe(true);
      const r = await restarted.exec(spec.id, { command: 'cat /home/sandbox/from-first-server' });
      expect(text(r.stdout)).toBe('hello\n');
      const exits: string[] = [];
      restarted.onExit((id) => exits.push(id));
      process.kill(pid, 'SIGKILL');
      await waitFor(() => exits.includes(spec.id));
      expect(restarted.attach(spec.id, pid)).toBe(false);
    } finally {
      restarted.close();
    }
  });
});
