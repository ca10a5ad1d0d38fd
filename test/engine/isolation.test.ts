import { type StdioOptions, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRun, type Harness, harness, text } from './helpers.js';

describe.skipIf(!canRun)('local engine: isolation', () => {
  let h: Harness;
  let a: { id: string; pid: number };
  let b: { id: string; spec: { workspaceDir: string } };
  let marker: string;
  const sh = async (id: string, command: string) => h.engine.exec(id, { command });

  beforeAll(async () => {
    h = harness();
    marker = path.join(h.root, 'host-secret', 'marker.txt');
    fs.mkdirSync(path.dirname(marker), { mode: 0o755 });
    fs.writeFileSync(marker, 'host data', { mode: 0o644 });
    a = await h.started();
    b = await h.started();
    await sh(b.id, 'echo b-private > /home/sandbox/b.txt');
  });
  afterAll(() => h?.cleanup());

  it('runs as uid 1000 (sandbox) with no capabilities and no new privileges', async () => {
    const r = await sh(a.id, 'id -u; id -un; id -g; grep -E "^(CapInh|CapPrm|CapEff|CapBnd|CapAmb)" /proc/self/status /proc/1/status');
    const lines = text(r.stdout).split('\n');
    expect(lines.slice(0, 3)).toEqual(['1000', 'sandbox', '1000']);
    const caps = lines.filter((l) => l.includes('Cap') && !l.includes('CapBnd'));
    expect(caps.length).toBe(8);
    for (const l of caps) expect(l).toMatch(/0000000000000000$/);
    // The sandbox's own processes also have an empty bounding set.
    expect(text(r.stdout)).toMatch(/\/proc\/1\/status:CapBnd:\s+0000000000000000/);
  });

  it('maps uid 1000 to a per-sandbox unprivileged host uid', async () => {
    await sh(a.id, 'echo x > /home/sandbox/owned');
    const st = fs.statSync(path.join(h.root, 'ws', a.id, 'owned'));
    const owner = h.engine.hostOwner(a.id);
    expect(st.uid).toBe(owner.uid);
    expect(owner.uid).not.toBe(0);
    expect(owner.uid).not.toBe(h.engine.hostOwner(b.id).uid);
  });

  it('cannot see host files outside /usr: marker, engine state, other workspaces, /root', async () => {
    for (const p of [
      marker,
      path.dirname(marker),
      h.stateDir,
      b.spec.workspaceDir,
      path.join(b.spec.workspaceDir, 'b.txt'),
      '/root',
      '/etc/shadow',
      '/work',
    ]) {
      const r = await h.engine.exec(a.id, { command: 'test -e "$P" || test -L "$P"', env: { P: p } });
      expect(r.exitCode, p).not.toBe(0);
    }
    const r = await sh(a.id, 'ls -A /; cat /etc/passwd');
    expect(text(r.stdout)).not.toContain('host data');
    expect(text(r.stdout).split('\n')).not.toContain('root:x:0:0:root:/root:/bin/bash');
    expect(text(r.stdout)).toContain(`sandbox:x:1000:1000:sandbox:/home/sandbox:`);
  });

  it('sees the host /usr read-only, with sh, node, python3 and git working', async () => {
    const r = await sh(
      a.id,
      'node -e "console.log(1+1)" && python3 -c "print(3)" && git --version >/dev/null && awk "BEGIN{print 4}" && touch /usr/x',
    );
    expect(text(r.stdout)).toBe('2\n3\n4\n');
    expect(text(r.stderr)).toMatch(/Read-only file system/);
    const root = await sh(a.id, 'touch /x; touch /etc/x');
    expect(text(root.stderr).match(/Read-only/g)?.length).toBe(2);
  });

  it('has private /tmp and hostname', async () => {
    fs.writeFileSync('/tmp/engine-test-host-tmp', 'x');
    try {
      const r = await sh(a.id, 'ls -A /tmp; hostname; echo > /tmp/inside');
      expect(text(r.stdout)).toBe(`${a.id}\n`);
      expect(fs.existsSync('/tmp/inside')).toBe(false);
    } finally {
      fs.rmSync('/tmp/engine-test-host-tmp');
    }
  });

  it('shows only its own processes', async () => {
    const r = await sh(a.id, 'ps -eo pid=,args=');
    const procs = text(r.stdout)
      .trim()
      .split('\n')
      .map((l) => l.trim());
    expect(procs[0]).toBe('1 sleep infinity');
    expect(procs.length).toBeLessThanOrEqual(3); // init, the exec's sh, ps
    expect(text(r.stdout)).not.toMatch(/node|vitest|bwrap|nsenter/);
    const other = await sh(b.id, 'ps -eo args=');
    expect(text(other.stdout)).not.toContain('ps -eo pid=');
  });

  it('has no network but loopback: a host TCP server on 127.0.0.1 is unreachable', async () => {
    let connections = 0;
    const server = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const py =
        'import socket,sys\nfor host in ("127.0.0.1", "1.1.1.1", "10.0.2.2"):\n  s=socket.socket(); s.settimeout(2); print(host, s.connect_ex((host, int(sys.argv[1]))))';
      const r = await h.engine.exec(a.id, { command: 'python3 -c "$PY" "$PORT"; cat /proc/net/dev', env: { PY: py, PORT: String(port) } });
      const out = text(r.stdout);
      expect(out).toMatch(/^127\.0\.0\.1 111$/m); // ECONNREFUSED: the sandbox's own loopback
      expect(out).toMatch(/^1\.1\.1\.1 101$/m); // ENETUNREACH
      expect(out).toMatch(/^10\.0\.2\.2 101$/m);
      const ifaces = out
        .split('\n')
        .slice(5)
        .filter((l) => l.includes(':'))
        .map((l) => l.trim().split(':')[0]);
      expect(ifaces).toEqual(['lo']);
      // Loopback inside works.
      const lo = await sh(
        a.id,
        "python3 -c \"import socket; s=socket.socket(); s.bind(('127.0.0.1',0)); s.listen(); c=socket.create_connection(s.getsockname()); print('ok')\"",
      );
      expect(text(lo.stdout)).toBe('ok\n');
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it("never hands the server's inherited file descriptors to the sandbox", () => {
    const fixture = fileURLToPath(new URL('./fixtures/fd-leak.ts', import.meta.url));
    const spec = h.spec();
    // fd 40 of the fixture: a pipe inherited without close-on-exec (Node marks low fds itself).
    const stdio = ['ignore', 'pipe', 'inherit', ...Array(37).fill('ignore'), 'pipe'] as StdioOptions;
    const r = spawnSync(process.execPath, ['--import', 'tsx', fixture, h.stateDir, JSON.stringify(spec)], {
      stdio,
      timeout: 30_000,
    });
    const out = JSON.parse(r.stdout.toString());
    expect(out.inherited).toBe(true);
    // Beyond stdio, only /dev/null (what an inherited fd is replaced with) may be open.
    for (const list of [out.init, out.exec, out.pty] as string[][]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const entry of list.filter((e) => !/^[012] /.test(e))) expect(entry).toMatch(/^\d+ \/dev\/null$/);
    }
  });

  it('cannot create user namespaces or gain privileges', async () => {
    const r = await sh(a.id, 'unshare -U true; echo u=$?; unshare -r true; echo r=$?; grep NoNewPrivs /proc/1/status');
    expect(text(r.stdout)).toMatch(/u=1\nr=1\nNoNewPrivs:\s+1/);
  });
});
