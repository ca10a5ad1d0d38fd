// Issue: getActorSandboxes (20 of an actor's sandboxes) against a raw node:http baseline.
import { rmSync } from 'node:fs';
import { type BenchChild, startChild } from './child.js';
import { load } from './load.js';
import { seed } from './seed.js';

const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Phase {
  rps: number;
  p50ms: number;
  cpuPerRequestUs: number;
  errors: number;
}

/** One measured load phase against a running child: requests/s, p50, server CPU per request. */
async function phase(child: BenchChild, url: string, headers: Record<string, string>): Promise<Phase> {
  const cpu0 = await child.cpuMicros();
  const r = await load(url, { concurrency: CONCURRENCY, seconds: SECONDS, headers });
  const cpu = (await child.cpuMicros()) - cpu0;
  return { rps: r.rps, p50ms: r.p50ms, cpuPerRequestUs: cpu / r.requests, errors: r.errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Baseline and service run side by side and are measured in alternating phases, so that
 * whatever else the machine does at the time weighs on both alike; medians are reported.
 */
async function compare(dataDir: string, path: string, headers: Record<string, string>) {
  const base = await startChild('./baseline-server.ts');
  const svc = await startChild('./svc-server.ts', [dataDir]);
  const baseUrl = `http://127.0.0.1:${base.port}/`;
  const svcUrl = `http://127.0.0.1:${svc.port}${path}`;
  await load(baseUrl, { concurrency: CONCURRENCY, seconds: 1 });
  await load(svcUrl, { concurrency: CONCURRENCY, seconds: 1, headers });
  const b: Phase[] = [];
  const v: Phase[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    b.push(await phase(base, baseUrl, {}));
    v.push(await phase(svc, svcUrl, headers));
  }
  await base.stop();
  await svc.stop();
  if (v.some((x) => x.errors)) throw new Error('failed requests');
  const pick = (xs: Phase[]) => ({
    rps: median(xs.map((x) => x.rps)),
    p50ms: median(xs.map((x) => x.p50ms)),
    cpuPerRequestUs: median(xs.map((x) => x.cpuPerRequestUs)),
  });
  return { base: pick(b), svc: pick(v) };
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
  const path = `/xrpc/io.svc.actor.getActorSandboxes?did=${encodeURIComponent(s.did)}&limit=20`;
  const { base, svc } = await compare(s.dataDir, path, { authorization: `Bearer ${s.token}` });
  rmSync(s.dataDir, { recursive: true, force: true });
  const rpsRatio = svc.rps / base.rps;
  const cpuRatio = svc.cpuPerRequestUs / base.cpuPerRequestUs;
  console.log(`medians of ${ROUNDS} alternating ${SECONDS} s phases, ${CONCURRENCY} connections, server request log on`);
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
