// Issue: sandboxes through the API. exec round trip vs bare nsenter into the same sandbox,
// createSandbox -> first exec vs bare `bwrap ... true`, and idle sandboxes' memory and their
// effect on exec latency. The server runs in this process; requests go over HTTP.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localEngineOptions } from '../src/cli/serve.js';
import { readEnv } from '../src/config.js';
import { createContext } from '../src/context.js';
import { LocalEngine } from '../src/engine/local/engine.js';
import { memoryOf, readStat } from '../src/engine/local/proc.js';
import { createApp, listen } from '../src/server.js';
import { Logger } from '../src/util/logger.js';

const IDLE = Number(process.env.BENCH_IDLE ?? 200);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

function run(file: string, args: string[], opts: { uid?: number; gid?: number } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const c = spawn(file, args, { stdio: 'ignore', cwd: '/', ...opts });
    c.on('error', reject);
    c.on('close', (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`${file} exited ${code}`))));
  });
}

async function sample(n: number, fn: () => Promise<number>): Promise<number> {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) xs.push(await fn());
  return p50(xs);
}

export async function benchEngine(): Promise<boolean> {
  console.log('\n## sandboxes through the API');
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-engine-'));
  chmodSync(dataDir, 0o711);
  const config = readEnv({ SVC_ENV: 'production', SVC_LOG_REQUESTS: '0' }, { dataDir, port: 0, host: '127.0.0.1' });
  const engine = new LocalEngine(localEngineOptions(config));
  const ctx = await createContext(config, { engine, log: new Logger(() => {}) });
  const server = await listen(await createApp(ctx), 0, '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  const actor = ctx.actors.create({ handle: 'bench.test' });
  const { token } = ctx.tokens.issue(actor.id, actor.did, 'access', 3600);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const post = (nsid: string, body: unknown, qs = '') =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/xrpc/${nsid}${qs}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  const timedExec = async (id: string) => {
    const t0 = performance.now();
    const r = await post('io.svc.sandbox.exec', { command: 'true' }, `?id=${id}`);
    if (r.body.exitCode !== 0) throw new Error(`exec failed: ${JSON.stringify(r.body)}`);
    return performance.now() - t0;
  };
  try {
    // Bare bwrap spawn, as the sandbox's unprivileged host uid.
    const uid = engine.hostOwner('bench-bare').uid;
    const bare = ['--unshare-all', '--unshare-user', '--uid', '1000', '--gid', '1000', '--ro-bind', '/usr', '/usr'];
    bare.push('--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64');
    bare.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--', '/usr/bin/true');
    const bwrapTrue = await sample(20, () => run('bwrap', bare, { uid, gid: uid }));

    // A user creating a sandbox now and then: each create finds the warm sandboxes refilled (the
    // pause is idle time, as it would be). Then the same with none kept warm (every start cold).
    const createToExec = async (label: string) => {
      const xs: number[] = [];
      for (let i = 0; i < 20; i++) {
        await new Promise((r) => setTimeout(r, 700));
        const t0 = performance.now();
        const created = await post('io.svc.sandbox.createSandbox', { name: `${label}${i}` });
        if (created.body.status !== 'RUNNING') throw new Error(`create failed: ${JSON.stringify(created.body)}`);
        await timedExec(created.body.id);
        xs.push(performance.now() - t0);
        await post('io.svc.sandbox.deleteSandbox', {}, `?id=${created.body.id}`);
      }
      return p50(xs);
    };
    const createWarm = await createToExec('w');
    engine.setWarm(0);
    const createCold = await createToExec('c');
    engine.setWarm(config.warmSandboxes);

    const first = (await post('io.svc.sandbox.createSandbox', { name: 'first' })).body;
    const pid = (ctx.db.prepare('SELECT engine_pid FROM sandboxes WHERE id = ?').get(first.id) as { engine_pid: number }).engine_pid;
    for (let i = 0; i < 20; i++) await timedExec(first.id);
    const nsenter = ['-t', String(pid), '-a', '-S', '1000', '-G', '1000', '/usr/bin/true'];
    const bareNsenter1 = await sample(100, () => run('/usr/bin/nsenter', nsenter));
    const exec1 = await sample(100, () => timedExec(first.id));

    const avail = () => Number(/MemAvailable:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1]);
    const before = avail();
    for (let i = 1; i < IDLE; i++) await post('io.svc.sandbox.createSandbox', { name: `idle${i}`, keepAlive: true });
    await new Promise((r) => setTimeout(r, 500));
    const records = engine.listRecorded();
    let rss = 0;
    for (const r of records) for (const p of [r.pid, readStat(r.pid)?.ppid ?? 0]) rss += memoryOf(p).rssKiB;
    const perSandboxMiB = rss / records.length / 1024;
    const dropMiB = (before - avail()) / Math.max(1, IDLE - 1) / 1024;
    const execN = await sample(100, () => timedExec(first.id));

    console.log(`bare bwrap ... true                    p50 ${ms(bwrapTrue)}`);
    console.log(`createSandbox -> first exec answered   p50 ${ms(createWarm)}   (target <= 25 ms; ${config.warmSandboxes} kept warm)`);
    console.log(`  the same, every start cold           p50 ${ms(createCold)}`);
    console.log(`bare nsenter -a true                   p50 ${ms(bareNsenter1)}`);
    console.log(`exec(true) through the API             p50 ${ms(exec1)}   ratio ${(exec1 / bareNsenter1).toFixed(2)}x (target <= 3x)`);
    console.log(
      `${records.length} running sandboxes: RSS per idle sandbox ${perSandboxMiB.toFixed(2)} MiB, host MemAvailable drop ${dropMiB.toFixed(2)} MiB each (target <= 5 MB)`,
    );
    console.log(
      `exec(true) with ${records.length} running p50 ${ms(execN)}   vs 1 running ${(execN / exec1).toFixed(2)}x (target <= 1.5x)`,
    );
    return createWarm <= 25 && exec1 / bareNsenter1 <= 3 && perSandboxMiB <= 5 && execN / exec1 <= 1.5;
  } finally {
    for (const row of ctx.db.prepare('SELECT id FROM sandboxes').all() as { id: string }[]) await engine.destroy(row.id).catch(() => {});
    await engine.destroy('bench-bare').catch(() => {});
    engine.close?.();
    agent.destroy();
    server.close();
    ctx.db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
