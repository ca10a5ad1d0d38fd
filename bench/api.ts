// Issue: getActorSandboxes (20 of an actor's sandboxes) against a raw node:http baseline.
import { rmSync } from 'node:fs';
import { startChild } from './child.js';
import { load } from './load.js';
import { seed } from './seed.js';

const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function throughput(script: string, path: string, args: string[] = [], headers: Record<string, string> = {}) {
  const child = await startChild(script, args);
  const url = `http://127.0.0.1:${child.port}${path}`;
  await load(url, { concurrency: CONCURRENCY, seconds: 1, headers }); // warm-up
  const cpu0 = await child.cpuMicros();
  const result = await load(url, { concurrency: CONCURRENCY, seconds: SECONDS, headers });
  const cpu = (await child.cpuMicros()) - cpu0;
  await child.stop();
  return { ...result, cpuPerRequestUs: cpu / result.requests };
}

async function p50(total: number): Promise<number> {
  const s = await seed(total, 1000, 100);
  const child = await startChild('./svc-server.ts', [s.dataDir]);
  const url = `http://127.0.0.1:${child.port}/xrpc/io.svc.actor.getActorSandboxes?did=${encodeURIComponent(s.did)}&limit=20&offset=40`;
  const headers = { authorization: `Bearer ${s.token}` };
  await load(url, { concurrency: 1, requests: 300, headers });
  const r = await load(url, { concurrency: 1, requests: 3000, headers });
  await child.stop();
  rmSync(s.dataDir, { recursive: true, force: true });
  if (r.errors) throw new Error(`${r.errors} failed requests`);
  return r.p50ms;
}

export async function benchApi(): Promise<boolean> {
  console.log('\n## getActorSandboxes vs node:http baseline');
  const s = await seed(100_000, 1000, 100);
  const base = await throughput('./baseline-server.ts', '/');
  const path = `/xrpc/io.svc.actor.getActorSandboxes?did=${encodeURIComponent(s.did)}&limit=20`;
  const svc = await throughput('./svc-server.ts', path, [s.dataDir], { authorization: `Bearer ${s.token}` });
  rmSync(s.dataDir, { recursive: true, force: true });
  if (svc.errors) throw new Error(`${svc.errors} failed requests`);
  const rpsRatio = svc.rps / base.rps;
  const cpuRatio = svc.cpuPerRequestUs / base.cpuPerRequestUs;
  console.log(
    `baseline node:http      ${base.rps.toFixed(0)} req/s, ${base.cpuPerRequestUs.toFixed(1)} µs CPU/req, p50 ${base.p50ms.toFixed(2)} ms`,
  );
  console.log(
    `getActorSandboxes (20)  ${svc.rps.toFixed(0)} req/s, ${svc.cpuPerRequestUs.toFixed(1)} µs CPU/req, p50 ${svc.p50ms.toFixed(2)} ms`,
  );
  console.log(`throughput ratio ${rpsRatio.toFixed(3)} (target >= 0.07)   CPU/request ratio ${cpuRatio.toFixed(1)}x (target <= 15x)`);

  const small = await p50(1_000);
  const large = await p50(1_000_000);
  const scale = large / small;
  console.log(
    `p50 with 1,000 sandboxes ${small.toFixed(3)} ms, with 1,000,000 ${large.toFixed(3)} ms: ratio ${scale.toFixed(2)} (target <= 1.5)`,
  );
  return rpsRatio >= 0.07 && cpuRatio <= 15 && scale <= 1.5;
}
