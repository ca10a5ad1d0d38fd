// The terminal WebSocket against real sandboxes: a PTY login shell, resize, exit, hang-up,
// and every way a token can be wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestActor, TestServer } from '../harness.js';
import { startEngineServer } from './helpers.js';

let s: TestServer;
let a: TestActor;
let sandboxId: string;
beforeAll(async () => {
  s = await startEngineServer();
  a = s.actor();
  const { data } = await a.client.io.svc.sandbox.createSandbox({ name: 'term', secrets: [{ name: 'SECRET_X', value: 'sekrit-x' }] });
  sandboxId = data.id;
});
afterAll(async () => {
  await s.close();
});

const terminalToken = async (actor = a) => (await actor.client.io.svc.actor.getTerminalToken()).data.token;

interface Session {
  ws: WebSocket;
  text(): string;
  /** Resolves with all output once `re` matches it. */
  waitFor(re: RegExp, ms?: number): Promise<string>;
  type(input: string): void;
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
}

function wsUrl(query: Record<string, string>): string {
  return `${s.url.replace('http', 'ws')}/terminal/ws?${new URLSearchParams(query)}`;
}

async function open(query: Record<string, string>): Promise<Session> {
  const ws = new WebSocket(wsUrl(query));
  let out = Buffer.alloc(0);
  const messages: any[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data, isBinary) => {
    if (isBinary) out = Buffer.concat([out, data as Buffer]);
    else messages.push(JSON.parse(String(data)));
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const session: Session = {
    ws,
    messages,
    closed,
    text: () => out.toString('utf8'),
    type: (input) => ws.send(Buffer.from(input), { binary: true }),
    waitFor: (re, ms = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!re.test(session.text())) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(session.text());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${re} in terminal output: ${JSON.stringify(session.text().slice(-500))}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
  return session;
}

/** The HTTP answer to a refused upgrade: status and `{error, message}`. */
function refused(query: Record<string, string>): Promise<{ status: number; body: { error: string; message: string } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(query));
    ws.once('open', () => {
      ws.close();
      reject(new Error('the terminal opened'));
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) }));
    });
    ws.once('error', () => {});
  });
}

describe('the terminal', () => {
  it('opens a login shell in the sandbox with a fresh token: $HOME, user, environment', async () => {
    const t = await open({ sandbox: sandboxId, token: await terminalToken() });
    t.type('echo "home=$HOME"; echo "user=$(id -un) term=$TERM x=$SECRET_X"; pwd\n');
    const out = await t.waitFor(/home=\/home\/sandbox[\s\S]*user=sandbox term=xterm-256color x=sekrit-x[\s\S]*\/home\/sandbox/);
    expect(out).toContain('home=/home/sandbox');
    t.ws.close();
    await t.closed;
  });

  it('accepts the sandbox name too', async () => {
    const t = await open({ sandbox: 'term', token: await terminalToken() });
    t.type('echo "by name $((40 + 2))"\n');
    await t.waitFor(/by name 42/);
    t.ws.close();
  });

  it('refuses a used token, an expired one, another actor’s, an access token, and none', async () => {
    const token = await terminalToken();
    const first = await open({ sandbox: sandboxId, token });
    first.ws.close();
    expect(await refused({ sandbox: sandboxId, token })).toEqual({
      status: 400,
      body: { error: 'InvalidToken', message: expect.stringMatching(/already used/) },
    });

    const expired = s.ctx.tokens.issue(a.id, a.did, 'terminal', -1).token;
    expect(await refused({ sandbox: sandboxId, token: expired })).toMatchObject({ status: 400, body: { error: 'ExpiredToken' } });

    const b = s.actor();
    expect(await refused({ sandbox: sandboxId, token: await terminalToken(b) })).toMatchObject({
      status: 404,
      body: { error: 'SandboxNotFound' },
    });
    expect(await refused({ sandbox: 'term', token: await terminalToken(b) })).toMatchObject({ status: 404 });

    expect(await refused({ sandbox: sandboxId, token: a.token })).toEqual({
      status: 400,
      body: { error: 'InvalidToken', message: expect.stringMatching(/not a terminal token/) },
    });
    expect(await refused({ sandbox: sandboxId })).toMatchObject({ status: 401, body: { error: 'AuthMissing' } });
    expect(await refused({ sandbox: sandboxId, token: 'not.a.token' })).toMatchObject({ status: 400, body: { error: 'InvalidToken' } });

    // A malformed request does not burn the token; the token still opens a terminal afterwards.
    const kept = await terminalToken();
    expect(await refused({ token: kept })).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(await refused({ sandbox: sandboxId, token: kept, cols: '0', rows: '10' })).toMatchObject({ status: 400 });
    (await open({ sandbox: sandboxId, token: kept })).ws.close();

    // A terminal token is not an access token either.
    const res = await s.fetch('/xrpc/io.svc.sandbox.getSandbox?id=term', { token: await terminalToken() });
    expect(res).toMatchObject({ status: 400, body: { error: 'InvalidToken' } });
  });

  it('refuses a stopped sandbox with 409; plain GET and unknown upgrade paths answer clearly', async () => {
    const { data: off } = await a.client.io.svc.sandbox.createSandbox({ name: 'term-off', start: false });
    expect(await refused({ sandbox: off.id, token: await terminalToken() })).toMatchObject({
      status: 409,
      body: { error: 'SandboxNotRunning' },
    });
    expect(await s.fetch('/terminal/ws')).toMatchObject({ status: 426, body: { error: 'UpgradeRequired' } });
    const other = new WebSocket(`${s.url.replace('http', 'ws')}/elsewhere`);
    const status = await new Promise((resolve) => other.once('unexpected-response', (_req, r) => resolve(r.statusCode)));
    expect(status).toBe(404);
  });

  it('takes its size from the query and from resize messages', async () => {
    const t = await open({ sandbox: sandboxId, token: await terminalToken(), cols: '91', rows: '27' });
    t.type('stty size\n');
    await t.waitFor(/27 91/);
    t.ws.send(JSON.stringify({ type: 'resize', cols: 120, rows: 40 }));
    t.ws.send(JSON.stringify({ type: 'resize', cols: -1, rows: 'x' })); // ignored
    t.ws.send('not json'); // ignored
    t.type('stty size\n');
    await t.waitFor(/40 120/);
    t.ws.close();
  });

  it('ending the shell sends its exit code and closes the socket', async () => {
    const t = await open({ sandbox: sandboxId, token: await terminalToken() });
    t.type('echo bye; exit 7\n');
    expect(await t.closed).toEqual({ code: 1000, reason: 'the shell exited' });
    expect(t.text()).toContain('bye');
    expect(t.messages).toEqual([{ type: 'exit', code: 7 }]);
  });

  it('closing the socket hangs up the shell and its jobs', async () => {
    const t = await open({ sandbox: sandboxId, token: await terminalToken() });
    t.type('sleep 4321 & echo "shell=$$"\n');
    const pid = /shell=(\d+)/.exec(await t.waitFor(/shell=\d+/))?.[1];
    t.ws.close();
    await t.closed;
    const exec = (command: string) => a.client.io.svc.sandbox.exec({ command }, { qp: { id: sandboxId } }).then((r) => r.data);
    for (let i = 0; i < 50 && (await exec(`kill -0 ${pid}`)).exitCode === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await exec(`kill -0 ${pid}`)).exitCode).not.toBe(0);
    expect((await exec('ps -eo args')).stdout).not.toContain('sleep 4321');
  });

  it('counts as activity for the idle timeout; an idle stop ends the session', async () => {
    const { data: idle } = await a.client.io.svc.sandbox.createSandbox({ name: 'term-idle', timeout: 2 });
    const t = await open({ sandbox: idle.id, token: await terminalToken() });
    await new Promise((r) => setTimeout(r, 1000));
    t.type('echo typing\n');
    await t.waitFor(/typing\r?\n/);
    // Two seconds after the sandbox started, but not after the last keystroke: still running.
    expect(await s.ctx.idle.sweep(Date.now() + 1500)).not.toContain(idle.id);
    expect(await s.ctx.idle.sweep(Date.now() + 5000)).toContain(idle.id);
    const closed = await t.closed;
    expect(closed.code).toBe(1000);
    expect(t.messages[0]).toMatchObject({ type: 'exit' });
  });

  it('serves a page with xterm.js and its assets; the page carries no token', async () => {
    const page = await fetch(`${s.url}/terminal/${sandboxId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('assets/xterm.js');
    for (const asset of ['xterm.js', 'xterm.css', 'addon-fit.js', 'terminal.js', 'terminal.css']) {
      expect((await fetch(`${s.url}/terminal/assets/${asset}`)).status, asset).toBe(200);
    }
    expect((await fetch(`${s.url}/terminal/assets/..%2Fpackage.json`)).status).toBe(404);
  });
});
