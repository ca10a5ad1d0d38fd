// Preview URLs (both forms, HTTP and WebSocket, public and private) and outbound network,
// with real sandboxes.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type TestActor, type TestServer, xrpcError } from '../harness.js';
import { startEngineServer, until } from './helpers.js';

// In the sandbox: an HTTP server that describes each request as JSON, and a bare-bones
// WebSocket echo (one small text frame per chunk is enough here).
const APP = `
const http = require('http');
const crypto = require('crypto');
const port = Number(process.argv[2]);
const srv = http.createServer((q, r) => {
  let body = '';
  q.on('data', (d) => (body += d));
  q.on('end', () => {
    r.setHeader('content-type', 'application/json');
    r.setHeader('x-app', 'yes');
    r.end(JSON.stringify({ port, method: q.method, url: q.url, host: q.headers.host, auth: q.headers.authorization ?? null,
      cookie: q.headers.cookie ?? null, xfh: q.headers['x-forwarded-host'], xfp: q.headers['x-forwarded-prefix'] ?? null,
      xff: q.headers['x-forwarded-for'] ?? null, xfproto: q.headers['x-forwarded-proto'] ?? null, body }));
  });
});
srv.on('upgrade', (q, s) => {
  const accept = crypto.createHash('sha1').update(q.headers['sec-websocket-key'] + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64');
  s.write('HTTP/1.1 101 Switching Protocols\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\nSec-WebSocket-Accept: ' + accept + '\\r\\n\\r\\n');
  s.on('data', (b) => {
    const len = b[1] & 127;
    const mask = b.subarray(2, 6);
    const text = Buffer.from(b.subarray(6, 6 + len).map((x, i) => x ^ mask[i % 4])).toString();
    const out = Buffer.from('echo:' + text + ' ' + q.url + ' ' + (q.headers.cookie ?? ''));
    s.write(Buffer.concat([Buffer.from([0x81, out.length]), out]));
  });
});
srv.listen(port, '127.0.0.1');
`;

let s: TestServer;
let a: TestActor;
let b: TestActor;
let port: number;
beforeAll(async () => {
  s = await startEngineServer({}, { hostLoopback: true });
  a = s.actor();
  b = s.actor();
  port = Number(new URL(s.url).port);
});
afterAll(() => s.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
}

/** A request to the server with any Host header (`*.localhost` names need no resolver this way). */
function request(
  path: string,
  opts: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: opts.method ?? 'GET',
        headers: { ...(opts.host ? { host: opts.host } : {}), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const hostOf = (sandboxId: string, p: number) => `${p}-${sandboxId}.localhost:${port}`;

/** A running sandbox with the app in /home/sandbox/app.js. */
async function sandbox(name: string, extra: Record<string, unknown> = {}) {
  const { data } = await a.client.io.svc.sandbox.createSandbox({ name, ...extra });
  expect(data.status).toBe('RUNNING');
  await a.client.io.svc.file.addFile({ file: { path: '/home/sandbox/app.js', content: APP, sandboxId: data.id } });
  return data;
}

const runApp = (id: string, p: number) =>
  a.client.io.svc.sandbox.exec({ command: `nohup node app.js ${p} >/dev/null 2>&1 &` }, { qp: { id } });

function wsExchange(url: string, host: string, message: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { host, ...headers } });
    const timer = setTimeout(() => reject(new Error('websocket timed out')), 10_000);
    ws.on('open', () => ws.send(message));
    ws.on('message', (d) => {
      clearTimeout(timer);
      ws.close();
      resolve(d.toString());
    });
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    ws.on('error', reject);
  });
}

describe('preview URLs', () => {
  it("a service's port answers through both forms; the sandbox sees the preview host and the path without the prefix", async () => {
    const sbx = await sandbox('pv-web');
    await a.client.io.svc.service.addService(
      { service: { name: 'web', command: 'node app.js 8080', ports: [8080] } },
      { qp: { sandboxId: sbx.id } },
    );
    const { data } = await a.client.io.svc.sandbox.getExposedPorts({ id: sbx.id });
    expect(data.ports).toEqual([{ port: 8080, previewUrl: `http://8080-${sbx.id}.localhost:${port}/`, private: false }]);

    const host = hostOf(sbx.id, 8080);
    const r = await until(
      'the preview answers',
      () => request('/hello?x=1', { host }),
      (x) => x.status === 200,
    );
    expect(r.json).toMatchObject({ port: 8080, method: 'GET', url: '/hello?x=1', host, xfh: host, xfp: null });
    expect(r.headers['x-app']).toBe('yes');
    expect(r.headers['content-security-policy']).toBeUndefined();

    // Credentials meant for this server never reach a public preview's app either.
    const leak = await request('/t?a=%20b&svc_token=secret&c', {
      host,
      headers: { cookie: 'svc_preview=v1.x.y; app=1', authorization: 'Bearer app-own' },
    });
    expect(leak.json).toMatchObject({ url: '/t?a=%20b&c', cookie: 'app=1', auth: 'Bearer app-own' });

    const post = await request('/form', { host, method: 'POST', body: 'a=1', headers: { 'content-type': 'text/plain' } });
    expect(post.json).toMatchObject({ method: 'POST', url: '/form', body: 'a=1' });

    const p = await request(`/preview/${sbx.id}/8080/hello?x=1`);
    expect(p.status).toBe(200);
    expect(p.json).toMatchObject({ url: '/hello?x=1', xfp: `/preview/${sbx.id}/8080`, host: `127.0.0.1:${port}` });
    expect(p.headers['content-security-policy']).toMatch(/^sandbox /);
    const bare = await request(`/preview/${sbx.id}/8080?q=1`);
    expect([bare.status, bare.headers.location]).toEqual([308, `/preview/${sbx.id}/8080/?q=1`]);

    // The API on the server's own host is untouched.
    expect((await request('/xrpc/_health')).json).toMatchObject({ version: expect.any(String) });
  });

  it('WebSocket upgrades go through both forms', async () => {
    const sbx = await sandbox('pv-ws');
    await a.client.io.svc.sandbox.exposePort({ port: 8090 }, { qp: { id: sbx.id } });
    await runApp(sbx.id, 8090);
    const host = hostOf(sbx.id, 8090);
    await until(
      'the app listens',
      () => request('/', { host }),
      (x) => x.status === 200,
    );
    expect(await wsExchange(`ws://127.0.0.1:${port}/socket`, host, 'hi')).toBe('echo:hi /socket ');
    expect(await wsExchange(`ws://127.0.0.1:${port}/preview/${sbx.id}/8090/socket?a=b`, `127.0.0.1:${port}`, 'ho')).toBe(
      'echo:ho /socket?a=b ',
    );
    await expect(wsExchange(`ws://127.0.0.1:${port}/`, hostOf(sbx.id, 8091), 'x')).rejects.toThrow('HTTP 404');
  });

  it('unknown sandboxes, unexposed ports, silent ports and stopped sandboxes answer short errors at once', async () => {
    const sbx = await sandbox('pv-errors');
    await a.client.io.svc.sandbox.exposePort({ port: 8081 }, { qp: { id: sbx.id } });
    const t0 = Date.now();
    const unknown = await request('/', { host: hostOf('sbx-doesnotexist', 8080) });
    expect([unknown.status, unknown.text]).toEqual([404, 'no sandbox sbx-doesnotexist (preview URLs name the sandbox by id)\n']);
    expect(unknown.headers['content-type']).toBe('text/plain; charset=utf-8');
    const unexposed = await request('/', { host: hostOf(sbx.id, 9999) });
    expect([unexposed.status, unexposed.text]).toEqual([
      404,
      `port 9999 of sandbox ${sbx.id} is not exposed (io.svc.sandbox.exposePort)\n`,
    ]);
    const silent = await request('/', { host: hostOf(sbx.id, 8081) });
    expect(silent.status).toBe(502);
    expect(silent.text).toMatch(/^nothing answers on port 8081 of sandbox .*ECONNREFUSED/);
    expect((await request(`/preview/${sbx.id}/9999/`)).status).toBe(404);
    expect((await request('/preview/nope')).status).toBe(404);
    // The name is not an address: previews take the id.
    expect((await request('/', { host: hostOf('pv-errors', 8081) })).status).toBe(404);
    await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
    const stopped = await request('/', { host: hostOf(sbx.id, 8081) });
    expect([stopped.status, stopped.text]).toEqual([503, `sandbox ${sbx.id} is not running (STOPPED)\n`]);
    await expect(wsExchange(`ws://127.0.0.1:${port}/`, hostOf(sbx.id, 8081), 'x')).rejects.toThrow('HTTP 503');
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('a preview whose sandbox stops while in use answers 503, not a hang', async () => {
    const sbx = await sandbox('pv-stop');
    await a.client.io.svc.sandbox.exposePort({ port: 8080 }, { qp: { id: sbx.id } });
    await runApp(sbx.id, 8080);
    const host = hostOf(sbx.id, 8080);
    await until(
      'the app listens',
      () => request('/', { host }),
      (x) => x.status === 200,
    );
    await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: sbx.id } });
    expect((await request('/', { host })).status).toBe(503);
    await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: sbx.id } });
    expect((await request('/', { host })).status).toBe(502); // running again, but nothing listens yet
  });

  it('a private preview refuses requests without the owner token and serves them with it (header, or query token -> cookie)', async () => {
    const sbx = await sandbox('pv-private');
    await a.client.io.svc.sandbox.exposePort({ port: 8082, private: true }, { qp: { id: sbx.id } });
    await runApp(sbx.id, 8082);
    const host = hostOf(sbx.id, 8082);
    expect((await a.client.io.svc.sandbox.getExposedPorts({ id: sbx.id })).data.ports[0]).toMatchObject({ port: 8082, private: true });

    const anonymous = await request('/p', { host });
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).toMatch(/^this preview is private/);
    expect((await request('/p', { host, headers: { authorization: `Bearer ${b.token}` } })).status).toBe(401);
    expect((await request('/p', { host, headers: { authorization: 'Bearer nonsense' } })).status).toBe(401);
    expect((await request('/p', { host, headers: { cookie: 'svc_preview=v1.forged.mac' } })).status).toBe(401);

    const withHeader = await until(
      'the app answers the owner',
      () => request('/p', { host, headers: { authorization: `Bearer ${a.token}`, cookie: 'app=1' } }),
      (x) => x.status === 200,
    );
    expect(withHeader.json).toMatchObject({ url: '/p', auth: null, cookie: 'app=1' }); // the owner's token stays here

    const session = s.ctx.tokens.issue(a.id, a.did, 'access', 3600).token;
    const exchange = await request(`/p?x=1&svc_token=${session}`, { host });
    expect(exchange.status).toBe(303);
    expect(exchange.headers.location).toBe('/p?x=1');
    const setCookie = exchange.headers['set-cookie']?.[0] ?? '';
    expect(setCookie).toMatch(/^svc_preview=v1\.[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0];
    const withCookie = await request('/p?x=1', { host, headers: { cookie: `app=2; ${cookie}` } });
    expect(withCookie.json).toMatchObject({ url: '/p?x=1', cookie: 'app=2' });
    // The cookie is for this preview only.
    await a.client.io.svc.sandbox.exposePort({ port: 8083, private: true }, { qp: { id: sbx.id } });
    expect((await request('/', { host: hostOf(sbx.id, 8083), headers: { cookie } })).status).toBe(401);
    // WebSocket: the browser sends the cookie.
    expect(await wsExchange(`ws://127.0.0.1:${port}/w`, host, 'hey', { cookie: `${cookie}; app=3` })).toBe('echo:hey /w app=3');
    await expect(wsExchange(`ws://127.0.0.1:${port}/w`, host, 'hey')).rejects.toThrow('HTTP 401');
    // Path form: the cookie is scoped to the preview's path.
    const pathExchange = await request(`/preview/${sbx.id}/8082/?svc_token=${session}`);
    expect(pathExchange.headers.location).toBe(`/preview/${sbx.id}/8082/`);
    expect(pathExchange.headers['set-cookie']?.[0]).toMatch(new RegExp(`; Path=/preview/${sbx.id}/8082/;`));
    expect((await request(`/preview/${sbx.id}/8082/`, { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(200);
    // Revoking the access token ends the cookie's session too.
    s.ctx.tokens.revoke(session);
    expect((await request('/p', { host, headers: { cookie } })).status).toBe(401);
  });

  it('a preview request counts as activity for the idle timeout', async () => {
    const sbx = await sandbox('pv-idle', { timeout: 2 });
    await a.client.io.svc.sandbox.exposePort({ port: 8080 }, { qp: { id: sbx.id } });
    await runApp(sbx.id, 8080);
    await new Promise((r) => setTimeout(r, 2100));
    await until(
      'the app answers',
      () => request('/', { host: hostOf(sbx.id, 8080) }),
      (x) => x.status === 200,
    );
    expect(await s.ctx.idle.sweep()).not.toContain(sbx.id);
    expect(await s.ctx.idle.sweep(Date.now() + 2100)).toContain(sbx.id);
  });
});

/** One client connection, driven by hand: raw requests in, one parsed response out per request. */
class Conn {
  private buf = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;
  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }
  static open(): Promise<Conn> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Conn(socket)));
      socket.on('error', reject);
    });
  }
  /** Sends raw bytes and reads one response (Content-Length framed, as every answer here is). */
  async send(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string; json: any }> {
    this.socket.write(raw);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const end = this.buf.indexOf('\r\n\r\n');
      if (end !== -1) {
        const lines = this.buf.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const l of lines.slice(1)) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
        const length = Number(headers['content-length'] ?? 0);
        if (this.buf.length >= end + 4 + length) {
          const body = this.buf.subarray(end + 4, end + 4 + length).toString();
          this.buf = this.buf.subarray(end + 4 + length);
          let json: unknown;
          try {
            json = JSON.parse(body);
          } catch {}
          return { status: Number(lines[0].split(' ')[1]), headers, body, json };
        }
      }
      if (this.closed) throw new Error(`connection closed; got ${JSON.stringify(this.buf.toString())}`);
      if (Date.now() > deadline) throw new Error('no response');
      await new Promise<void>((r) => {
        this.waiting = r;
        setTimeout(r, 200);
      });
      this.waiting = null;
    }
  }
  close(): void {
    this.socket.destroy();
  }
}

describe('preview connections kept alive', () => {
  it('carry the sandbox, the API and other previews in any order; each request gets its own forwarded headers', async () => {
    const one = await sandbox('pv-keep-1');
    const two = await sandbox('pv-keep-2');
    for (const sbx of [one, two]) {
      await a.client.io.svc.sandbox.exposePort({ port: 8100 }, { qp: { id: sbx.id } });
      await runApp(sbx.id, 8100);
    }
    const h1 = hostOf(one.id, 8100);
    const h2 = hostOf(two.id, 8100);
    await until(
      'the apps answer',
      async () => [(await request('/', { host: h1 })).status, (await request('/', { host: h2 })).status],
      (x) => x.every((v) => v === 200),
    );

    const c = await Conn.open();
    try {
      const spoof = 'X-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: gopher\r\n';
      const r1 = await c.send(`GET /a?svc_token=secret&b=1 HTTP/1.1\r\nHost: ${h1}\r\n${spoof}Cookie: svc_preview=v1.x.y; app=1\r\n\r\n`);
      expect(r1.json).toMatchObject({
        port: 8100,
        url: '/a?b=1',
        host: h1,
        xfh: h1,
        xff: '6.6.6.6, 127.0.0.1',
        xfproto: 'http',
        cookie: 'app=1',
      });
      const r2 = await c.send(`GET /b HTTP/1.1\r\nHost: ${h1}\r\n${spoof}\r\n`);
      expect(r2.json).toMatchObject({ url: '/b', xfh: h1, xff: '6.6.6.6, 127.0.0.1', xfproto: 'http' });
      // A chunked upload, then a request right behind it in the same write.
      const chunked = `POST /up HTTP/1.1\r\nHost: ${h1}\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;x=y\r\nde\r\n0\r\nX-Trailer: 1\r\n\r\n`;
      const r3 = await c.send(`${chunked}GET /after HTTP/1.1\r\nHost: ${h1}\r\n\r\n`);
      expect(r3.json).toMatchObject({ method: 'POST', url: '/up', body: 'abcde' });
      const r4 = await c.send('');
      expect(r4.json).toMatchObject({ url: '/after' });
      // The API, then the other sandbox, then the first again: all on this one connection.
      const api = await c.send(`GET /xrpc/_health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      expect(api.json).toMatchObject({ version: expect.any(String) });
      const r5 = await c.send(`GET /two HTTP/1.1\r\nHost: ${h2}\r\n${spoof}\r\n`);
      expect(r5.json).toMatchObject({ url: '/two', host: h2, xfh: h2, xff: '6.6.6.6, 127.0.0.1' });
      const r6 = await c.send(`GET /one HTTP/1.1\r\nHost: ${h1}\r\n\r\n`);
      expect(r6.json).toMatchObject({ url: '/one', host: h1 });
    } finally {
      c.close();
    }
  });

  it('see a port unexposed, the app gone, or a request they cannot frame, at the next request', async () => {
    const sbx = await sandbox('pv-keep-3');
    await a.client.io.svc.sandbox.exposePort({ port: 8101 }, { qp: { id: sbx.id } });
    await runApp(sbx.id, 8101);
    const host = hostOf(sbx.id, 8101);
    await until(
      'the app answers',
      () => request('/', { host }),
      (x) => x.status === 200,
    );

    const c = await Conn.open();
    try {
      expect((await c.send(`GET /x HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).status).toBe(200);
      await a.client.io.svc.sandbox.unexposePort({ port: 8101 }, { qp: { id: sbx.id } });
      const gone = await c.send(`GET /y HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      expect(gone.status).toBe(404);
      expect(gone.body).toContain('not exposed');
    } finally {
      c.close();
    }

    await a.client.io.svc.sandbox.exposePort({ port: 8101 }, { qp: { id: sbx.id } });
    const d = await Conn.open();
    try {
      expect((await d.send(`GET /x HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).status).toBe(200);
      // The app going away closes the sandbox's side; the client's connection stays and says so.
      await a.client.io.svc.sandbox.exec({ command: 'pkill -f "node app.js"' }, { qp: { id: sbx.id } });
      await new Promise((r) => setTimeout(r, 200));
      const down = await d.send(`GET /x HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      expect(down.status).toBe(502);
      await runApp(sbx.id, 8101);
      await until(
        'the app is back',
        () => request('/', { host }),
        (x) => x.status === 200,
      );
      expect((await d.send(`GET /back HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).json).toMatchObject({ url: '/back' });
      // Content-Length and Transfer-Encoding together: never forwarded; the HTTP server refuses it.
      const bad = await d.send(`POST /z HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`);
      expect(bad.status).toBe(400);
    } finally {
      d.close();
    }
  });
});

describe('outbound network', () => {
  let host: http.Server;
  let hostPort: number;
  beforeAll(async () => {
    host = http.createServer((_q, r) => r.end('host says hi'));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostPort = (host.address() as AddressInfo).port;
  });
  afterAll(() => host.close());

  /** GET from inside the sandbox: the body, or the error code. */
  const fetchInside = async (id: string, url: string) =>
    (
      await a.client.io.svc.sandbox.exec(
        {
          command: `node -e "require('http').get(process.argv[1], { timeout: 4000 }, (r) => { let b = ''; r.on('data', (d) => (b += d)); r.on('end', () => console.log(b)); }).on('error', (e) => console.log(e.code)).on('timeout', function () { console.log('TIMEOUT'); this.destroy(); })" "$URL"`,
          env: [{ name: 'URL', value: url }],
        },
        { qp: { id } },
      )
    ).data.stdout.trim();

  it('none by default: nothing outside the sandbox answers', async () => {
    const { data } = await a.client.io.svc.sandbox.createSandbox({ name: 'net-none' });
    expect(data.network).toEqual({ mode: 'none' });
    expect(await fetchInside(data.id, `http://10.0.2.2:${hostPort}/`)).toBe('ENETUNREACH');
  });

  it('full reaches an HTTP server on the host (its loopback is 10.0.2.2 when the operator allows it); the setting is in the views', async () => {
    const { data } = await a.client.io.svc.sandbox.createSandbox({ name: 'net-full', network: { mode: 'full' } });
    expect(data.network).toEqual({ mode: 'full' });
    expect(await fetchInside(data.id, `http://10.0.2.2:${hostPort}/`)).toBe('host says hi');
    const { data: list } = await a.client.io.svc.actor.getActorSandboxes({ did: a.did, limit: 100 });
    expect(list.sandboxes.find((x) => x.id === data.id)?.network).toEqual({ mode: 'full' });
    expect(list.sandboxes.find((x) => x.name === 'net-none')?.network).toEqual({ mode: 'none' });
    // Kept across stop/start.
    await a.client.io.svc.sandbox.stopSandbox(undefined, { qp: { id: data.id } });
    await a.client.io.svc.sandbox.startSandbox({}, { qp: { id: data.id } });
    expect(await fetchInside(data.id, `http://10.0.2.2:${hostPort}/`)).toBe('host says hi');
  });

  it('an allow-list that excludes the host blocks it; one that lists it reaches it', async () => {
    const allow = ['192.0.2.123/32', 'localhost'];
    const { data: deny } = await a.client.io.svc.sandbox.createSandbox({ name: 'net-deny', network: { mode: 'full', allow } });
    expect(deny.network).toEqual({ mode: 'full', allow });
    expect(await fetchInside(deny.id, `http://10.0.2.2:${hostPort}/`)).toBe('ENETUNREACH');
    const { data: ok } = await a.client.io.svc.sandbox.createSandbox({ name: 'net-allow', network: { mode: 'full', allow: ['10.0.2.2'] } });
    expect(await fetchInside(ok.id, `http://10.0.2.2:${hostPort}/`)).toBe('host says hi');
  });

  it('bad settings are InvalidRequest; a name that does not resolve fails the start with the reason', async () => {
    for (const network of [
      { mode: 'sometimes' },
      { mode: 'none', allow: ['10.0.0.0/8'] },
      { mode: 'full', allow: ['fd00::/8'] },
      { mode: 'full', allow: ['not a host'] },
    ]) {
      const e = await xrpcError(a.client.io.svc.sandbox.createSandbox({ network }));
      expect([e.status, e.error]).toEqual([400, 'InvalidRequest']);
      expect(e.message).toMatch(/^network: /);
    }
    const { data } = await a.client.io.svc.sandbox.createSandbox({ network: { mode: 'full', allow: ['no-such-host.invalid'] } });
    expect(data.status).toBe('FAILED');
    expect(data.statusReason).toMatch(/no-such-host\.invalid does not resolve/);
  });
});
