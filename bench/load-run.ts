// One load run in its own process, printing its LoadResult as JSON: so that the preview
// benchmark's load generator is the same program on every path, and can run inside a
// sandbox's network namespace (nsenter -n).
//   node --import tsx bench/load-run.ts URL CONCURRENCY (SECONDS | REQUESTS) [HOST] [RELAY_SOCKET PORT]
// A count ending in "r" is a number of sequential requests (latency), otherwise seconds.
import net from 'node:net';
import { load } from './load.js';

const [url, concurrency, amount, host, relaySocket, relayPort] = process.argv.slice(2);
const headers: Record<string, string> = host ? { host } : {};
const byCount = amount.endsWith('r');
const n = Number.parseInt(amount, 10);

/** A connection through the sandbox's port relay, as the engine makes it (2-byte port, 1 status byte). */
function viaRelay(_options: unknown, cb: (err: Error | null, socket?: net.Socket) => void): void {
  const s = net.connect(relaySocket);
  s.setNoDelay(true);
  s.write(Buffer.of(Number(relayPort) >> 8, Number(relayPort) & 0xff));
  s.once('error', cb);
  s.once('readable', function first() {
    const b = s.read(1) as Buffer | null;
    if (b === null) return void s.once('readable', first);
    s.removeListener('error', cb);
    if (b[0] !== 0) return cb(new Error('the relay could not connect'));
    cb(null, s);
  });
}

const opts = {
  concurrency: Number(concurrency),
  headers,
  ...(byCount ? { requests: n } : { seconds: n }),
  ...(relaySocket ? { createConnection: viaRelay } : {}),
};
const warm = await load(url, { ...opts, ...(byCount ? { requests: Math.min(300, n) } : { seconds: 1 }) });
process.stdout.write(JSON.stringify({ ...(await load(url, opts)), warmup: warm.requests }));
