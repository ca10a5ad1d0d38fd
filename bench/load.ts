// A small keep-alive HTTP load generator: fixed concurrency for a fixed time, or a fixed
// number of sequential requests for latency percentiles.
import http from 'node:http';
import type { Duplex } from 'node:stream';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

export async function load(
  url: string,
  opts: {
    concurrency: number;
    seconds?: number;
    requests?: number;
    headers?: Record<string, string>;
    /** Instead of TCP to the URL's host (the agent's createConnection, callback form). */
    createConnection?: (options: unknown, cb: (err: Error | null, socket?: Duplex) => void) => void;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  if (opts.createConnection) (agent as unknown as { createConnection: unknown }).createConnection = opts.createConnection;
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  const deadline = opts.seconds ? start + opts.seconds * 1000 : Number.POSITIVE_INFINITY;
  const limit = opts.requests ?? Number.POSITIVE_INFINITY;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: opts.headers },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline && sent < limit) {
      sent++;
      await one();
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { requests: latencies.length, seconds, rps: latencies.length / seconds, p50ms: pct(0.5), p99ms: pct(0.99), errors };
}
