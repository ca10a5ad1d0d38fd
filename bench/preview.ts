// Issue: HTTP through a preview URL with keep-alive vs the same service reached directly
// inside the sandbox's network namespace. Targets: p50 added latency <= 0.5 ms, and >= 0.5x
// the direct requests per second.
//
// The service: a node HTTP server in a sandbox answering a small JSON body. Every path uses
// the same load generator (bench/load-run.ts, keep-alive, its own process):
// - direct: the generator runs in the sandbox's network namespace (nsenter -n) and talks to
//   127.0.0.1:8080 there: no server, no relay; the baseline the targets are measured against;
// - preview: the generator talks to the server with Host: 8080-{id}.localhost (server in its
//   own process, production configuration): proxy + relay + service;
// - relay: the generator talks to the relay's unix socket itself, as the proxy does (printed to
//   show what the relay hop costs; no target).
// Rounds alternate the paths (BENCH_ROUNDS, default 3); the median of each is reported.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../src/config.js';
import { createContext } from '../src/context.js';
import { startChild } from './child.js';
import type { LoadResult } from './load.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
const LATENCY_REQUESTS = 3000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVICE = `node -e "const b = JSON.stringify({ ok: true, name: 'preview', n: 1 }); require('http').createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(b) }); r.end(b); }).listen(8080, '127.0.0.1')"`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function loadRun(args: string[], netnsOf?: number): Promise<LoadResult> {
  const node = [process.execPath, '--import', 'tsx', join(ROOT, 'bench/load-run.ts'), ...args];
  const [file, argv] = netnsOf ? ['/usr/bin/nsenter', ['-t', String(netnsOf), '-n', '--', ...node]] : [node[0], node.slice(1)];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load-run exited with ${code}`));
      const r = JSON.parse(out) as LoadResult;
      if (r.errors) return reject(new Error(`${r.errors} failed requests (${args.join(' ')})`));
      resolve(r);
    });
  });
}

export async function benchPreview(): Promise<boolean> {
  console.log('\n## preview proxy vs the service reached directly in the sandbox');
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-preview-'));
  chmodSync(dataDir, 0o711);
  const setup = await createContext(readEnv({}, { dataDir }));
  const actor = setup.actors.create({ handle: 'bench.test' });
  const { token } = setup.tokens.issue(actor.id, actor.did, 'access', 3600);
  setup.db.close();
  const server = await startChild('./preview-server.ts', [dataDir]);
  const call = (nsid: string, body: unknown, qs = '') =>
    new Promise<any>((resolve, reject) => {
      const data = body === undefined ? '' : JSON.stringify(body);
      const json = body === undefined ? {} : { 'content-type': 'application/json' };
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: `/xrpc/${nsid}${qs}`,
          headers: { authorization: `Bearer ${token}`, ...json, 'content-length': Buffer.byteLength(data) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => (res.statusCode === 200 ? resolve(text ? JSON.parse(text) : {}) : reject(new Error(`${nsid}: ${text}`))));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  let id = '';
  try {
    const sbx = await call('io.svc.sandbox.createSandbox', { name: 'bench-preview', keepAlive: true });
    id = sbx.id;
    await call('io.svc.sandbox.exposePort', { port: 8080 }, `?id=${id}`);
    await call('io.svc.sandbox.exec', { command: `nohup ${SERVICE} >/dev/null 2>&1 &` }, `?id=${id}`);
    const pid = JSON.parse(readFileSync(join(dataDir, 'engine', 'run', `${id}.json`), 'utf8')).pid as number;
    const proxied = [`http://127.0.0.1:${server.port}/`, `8080-${id}.localhost:${server.port}`];
    const direct = ['http://127.0.0.1:8080/', ''];
    const relay = ['http://127.0.0.1:8080/', '', join(dataDir, 'engine', 'relay', `${id}.sock`), '8080'];
    for (let i = 0; ; i++) {
      try {
        await loadRun([proxied[0], '1', '10r', proxied[1]]); // also starts the relay
        break;
      } catch (err) {
        if (i > 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const runs = { direct: [] as LoadResult[][], preview: [] as LoadResult[][], relay: [] as LoadResult[][] };
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, target] of [
        ['direct', direct],
        ['preview', proxied],
        ['relay', relay],
      ] as const) {
        const [url, host, ...rest] = target;
        const ns = name === 'direct' ? pid : undefined;
        const cpu0 = name === 'preview' ? await server.cpuMicros() : 0;
        const t = await loadRun([url, String(CONCURRENCY), String(SECONDS), host, ...rest], ns);
        if (name === 'preview') cpu.push(((await server.cpuMicros()) - cpu0) / t.requests);
        const l = await loadRun([url, '1', `${LATENCY_REQUESTS}r`, host, ...rest], ns);
        runs[name].push([t, l]);
      }
    }
    const summary = (name: keyof typeof runs) => ({
      rps: median(runs[name].map(([t]) => t.rps)),
      p50: median(runs[name].map(([, l]) => l.p50ms)),
      p99: median(runs[name].map(([, l]) => l.p99ms)),
    });
    const d = summary('direct');
    const p = summary('preview');
    const r = summary('relay');
    const line = (label: string, x: typeof d) =>
      `${label.padEnd(44)} ${x.rps.toFixed(0).padStart(6)} req/s (c=${CONCURRENCY}), p50 ${x.p50.toFixed(3)} ms, p99 ${x.p99.toFixed(3)} ms (c=1)`;
    console.log(line('direct, inside the sandbox network namespace', d));
    console.log(line('through the relay socket only', r));
    console.log(line('through the preview URL (proxy + relay)', p));
    const added = p.p50 - d.p50;
    const ratio = p.rps / d.rps;
    console.log(`server CPU per proxied request ${median(cpu).toFixed(1)} µs (${ROUNDS} rounds of ${SECONDS} s, medians)`);
    console.log(`p50 added latency ${added.toFixed(3)} ms (target <= 0.5)   requests/s ratio ${ratio.toFixed(3)} (target >= 0.5)`);
    return added <= 0.5 && ratio >= 0.5;
  } finally {
    if (id) await call('io.svc.sandbox.deleteSandbox', undefined, `?id=${id}`).catch((err) => console.error(String(err)));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
