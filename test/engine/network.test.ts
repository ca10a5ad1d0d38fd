// Ports reached from the host through the relay, and outbound network (slirp4netns).
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../src/engine/local/engine.js';
import { isAlive, readStat } from '../../src/engine/local/proc.js';
import { canRun, type Harness, harness, text, waitFor } from './helpers.js';

const server = (port: number, reply: string) =>
  `nohup node -e "require('http').createServer((q, r) => r.end('${reply} ' + q.url)).listen(${port}, '127.0.0.1')" >/dev/null 2>&1 &`;

/** One HTTP/1.0 exchange over a connected socket; the whole answer. */
function exchange(s: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    s.on('data', (d) => {
      out += d;
    });
    s.on('end', () => resolve(out));
    s.on('error', reject);
    s.end(`GET ${path} HTTP/1.0\r\nHost: x\r\n\r\n`);
  });
}

/** The relay's unix socket protocol: 2 bytes of port, then 1 status byte (0, or 1 + the error). */
function viaSocket(path: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(path);
    s.on('error', reject);
    s.write(Buffer.of(port >> 8, port & 0xff));
    s.once('data', (d) => {
      if (d[0] === 0 && d.length === 1) return resolve(s);
      reject(new Error(d.subarray(1).toString()));
    });
  });
}

async function connected(h: Harness, id: string, port: number): Promise<Socket> {
  for (let i = 0; ; i++) {
    try {
      return await h.engine.connect(id, port);
    } catch (err) {
      if (i > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** What `GET url` gives inside the sandbox: the body, or the error code. */
const fetchInside = (h: Harness, id: string, url: string) =>
  h.engine
    .exec(id, {
      command: `node -e "require('http').get(process.argv[1], { timeout: 4000 }, (r) => { let b = ''; r.on('data', (d) => (b += d)); r.on('end', () => console.log(b)); }).on('error', (e) => console.log(e.code)).on('timeout', function () { console.log('TIMEOUT'); this.destroy(); })" "$URL"`,
      env: { URL: url },
      timeoutMs: 15_000,
    })
    .then((r) => text(r.stdout).trim());

describe.skipIf(!canRun)('local engine: ports through the relay', () => {
  let h: Harness;
  beforeAll(() => {
    h = harness({ pollMs: 100 });
  });
  afterAll(() => h?.cleanup());

  it('connects to a port inside; refuses unused ports, bad ports and stopped sandboxes', async () => {
    const s = await h.started();
    await h.engine.exec(s.id, { command: server(3000, 'inside') });
    const sock = await connected(h, s.id, 3000);
    expect(await exchange(sock, '/a')).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\ninside \/a$/);
    await expect(h.engine.connect(s.id, 3001)).rejects.toMatchObject({
      code: 'ConnectFailed',
      message: expect.stringMatching(/port 3001/),
    });
    await expect(h.engine.connect(s.id, 0)).rejects.toThrow(TypeError);
    const relay = h.engine.relayPid(s.id)!;
    expect(relay).toBeGreaterThan(0);
    await h.engine.stop(s.id);
    await waitFor(() => !isAlive(relay)); // SIGKILLed; a large process takes a moment to go
    await expect(h.engine.connect(s.id, 3000)).rejects.toMatchObject({ code: 'NotRunning' });
  });

  it('the relay: only the network namespace is shared, runs as nobody, unreachable and invisible from inside', async () => {
    const s = await h.started();
    await h.engine.exec(s.id, { command: server(3000, 'x') });
    (await connected(h, s.id, 3000)).destroy();
    const relay = h.engine.relayPid(s.id)!;
    const ns = (pid: number, kind: string) => fs.readlinkSync(`/proc/${pid}/ns/${kind}`);
    expect(ns(relay, 'net')).toBe(ns(s.pid, 'net'));
    expect(ns(relay, 'mnt')).toBe(ns(process.pid, 'mnt'));
    expect(ns(relay, 'pid')).toBe(ns(process.pid, 'pid'));
    expect(fs.statSync(`/proc/${relay}`).uid).toBe(65534);
    const sock = `${h.stateDir}/relay/${s.id}.sock`;
    expect(fs.statSync(sock).isSocket()).toBe(true);
    const r = await h.engine.exec(s.id, { command: `ls ${sock} 2>&1; ps -eo uid= | grep -c 65534` });
    expect(text(r.stdout)).toMatch(/No such file or directory\n0\n$/);
  });

  it('serves other host processes on its unix socket, and keeps doing so across a server restart', async () => {
    const s = await h.started();
    await h.engine.exec(s.id, { command: server(3000, 'socket') });
    (await connected(h, s.id, 3000)).destroy();
    const relay = h.engine.relayPid(s.id)!;
    const sock = `${h.stateDir}/relay/${s.id}.sock`;
    expect(await exchange(await viaSocket(sock, 3000), '/a')).toMatch(/socket \/a$/);
    await expect(viaSocket(sock, 3999)).rejects.toThrow('ECONNREFUSED');
    h.engine.close(); // the server goes away; the relay stays
    await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(relay)).toBe(true);
    expect(await exchange(await viaSocket(sock, 3000), '/b')).toMatch(/socket \/b$/);
  });

  it('is replaced on first use by the next server, and started again when gone', async () => {
    const s = await h.started();
    await h.engine.exec(s.id, { command: server(3000, 'again') });
    (await connected(h, s.id, 3000)).destroy();
    const relay = h.engine.relayPid(s.id)!;
    const next = new LocalEngine({ stateDir: h.stateDir, pollMs: 100 });
    try {
      expect(next.attach(s.id, s.pid)).toBe(true);
      expect(await exchange(await next.connect(s.id, 3000), '/b')).toMatch(/again \/b$/);
      const second = next.relayPid(s.id)!;
      expect(second).not.toBe(relay);
      expect(isAlive(relay)).toBe(false);
      process.kill(second, 'SIGKILL');
      await waitFor(() => !isAlive(second));
      expect(await exchange(await next.connect(s.id, 3000), '/c')).toMatch(/again \/c$/);
      expect(next.relayPid(s.id)).not.toBe(second);
    } finally {
      next.close();
    }
  });

  it('exits by itself when the sandbox dies underneath it', async () => {
    const s = await h.started();
    await h.engine.exec(s.id, { command: server(3000, 'x') });
    (await connected(h, s.id, 3000)).destroy();
    const relay = h.engine.relayPid(s.id)!;
    process.kill(s.pid, 'SIGKILL');
    await waitFor(() => !isAlive(relay), 5000);
  });
});

describe.skipIf(!canRun)('local engine: outbound network', () => {
  let h: Harness;
  let closed: Harness;
  let host: http.Server;
  let port: number;
  beforeAll(async () => {
    h = harness({ hostLoopback: true });
    closed = harness();
    host = http.createServer((_q, r) => r.end('host says hi'));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    port = (host.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await h?.cleanup();
    await closed?.cleanup();
    host?.close();
  });

  it('none (the default): loopback only, nothing outside answers', async () => {
    const s = await h.started();
    expect(await fetchInside(h, s.id, `http://10.0.2.2:${port}/`)).toBe('ENETUNREACH');
    const r = await h.engine.exec(s.id, { command: 'tail -n +3 /proc/net/dev | wc -l; getent hosts example.com || echo no-dns' });
    expect(text(r.stdout)).toBe('1\nno-dns\n');
  });

  it('full: the host is reached (its loopback at 10.0.2.2 when allowed), slirp4netns goes with the sandbox', async () => {
    const spec = h.spec();
    spec.network = { mode: 'full' };
    const { pid } = await h.engine.start(spec);
    expect(await fetchInside(h, spec.id, `http://10.0.2.2:${port}/`)).toBe('host says hi');
    const slirp = JSON.parse(fs.readFileSync(`${h.stateDir}/run/${spec.id}.json`, 'utf8')).net.pid as number;
    expect(readStat(slirp)?.comm).toBe('slirp4netns');
    expect(fs.readlinkSync(`/proc/${pid}/ns/net`)).not.toBe(fs.readlinkSync(`/proc/${process.pid}/ns/net`));
    await h.engine.stop(spec.id);
    expect(isAlive(slirp)).toBe(false);
  });

  it("full without hostLoopback: the host's loopback is refused", async () => {
    const spec = closed.spec();
    spec.network = { mode: 'full' };
    await closed.engine.start(spec);
    expect(await fetchInside(closed, spec.id, `http://10.0.2.2:${port}/`)).toMatch(/ENETUNREACH|ECONNREFUSED/);
  });

  it('an allow-list routes only what it lists; names are resolved at start into /etc/hosts', async () => {
    const deny = h.spec();
    deny.network = { mode: 'full', allow: ['192.0.2.123/32', 'localhost'] };
    await h.engine.start(deny);
    expect(await fetchInside(h, deny.id, `http://10.0.2.2:${port}/`)).toBe('ENETUNREACH');
    const hosts = await h.engine.exec(deny.id, { command: 'cat /etc/hosts; getent hosts example.com || echo no-dns' });
    expect(text(hosts.stdout)).toMatch(/127\.0\.0\.1\tlocalhost\nno-dns\n$/);

    const allow = h.spec();
    allow.network = { mode: 'full', allow: ['10.0.2.0/30'] };
    await h.engine.start(allow);
    expect(await fetchInside(h, allow.id, `http://10.0.2.2:${port}/`)).toBe('host says hi');
    expect(await fetchInside(h, allow.id, 'http://1.1.1.1/')).toBe('ENETUNREACH');
  });

  it('rejects malformed settings and names that do not resolve', async () => {
    for (const network of [
      { mode: 'some' },
      { mode: 'none', allow: ['10.0.0.0/8'] },
      { mode: 'full', allow: [] },
      { mode: 'full', allow: ['::1'] },
      { mode: 'full', allow: ['10.0.0.0/33'] },
      { mode: 'full', allow: ['1.2.3.999'] },
      { mode: 'full', allow: ['bad_name!'] },
    ]) {
      const spec = h.spec();
      spec.network = network as never;
      await expect(h.engine.start(spec)).rejects.toThrow(TypeError);
    }
    const spec = h.spec();
    spec.network = { mode: 'full', allow: ['no-such-host.invalid'] };
    await expect(h.engine.start(spec)).rejects.toMatchObject({
      code: 'StartFailed',
      message: expect.stringMatching(/no-such-host\.invalid/),
    });
    expect(h.engine.isRunning(spec.id)).toBe(false);
  });
});
