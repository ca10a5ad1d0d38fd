// Issue: push+pull of a 200 MB directory between two sandboxes, through the API and copy
// storage, against `tar czf - dir | tar xzf -` on the same machine (the same directory, on
// the host) in the same run. Target: at least 0.5x the baseline's throughput.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { readEnv } from '../src/config.js';
import { createContext } from '../src/context.js';
import { LocalEngine } from '../src/engine/local/engine.js';
import { createApp, listen } from '../src/server.js';
import { Logger } from '../src/util/logger.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MB = 1e6;

// 100 MB that does not compress (50 random files of 2 MB) and 100 MB of text-like files
// (1,000 files of 100 KB of random words, about 1.3:1 with gzip): media and source code.
const MAKE_DIRECTORY = `set -e
mkdir -p data/bin data/text
i=0; while [ $i -lt 50 ]; do head -c 2000000 /dev/urandom > data/bin/f$i; i=$((i+1)); done
python3 -c "$PY"`;
const TEXT = `import random
random.seed(7)
words = [''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(random.randint(2, 10))) for _ in range(5000)]
for i in range(1000):
    out, n = [], 0
    while n < 100000:
        w = random.choice(words); out.append(w); n += len(w) + 1
    open(f'data/text/t{i}.txt', 'w').write(' '.join(out)[:100000])`;

function tarPipe(src: string, dst: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const pack = spawn('tar', ['czf', '-', '-C', src, '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const unpack = spawn('tar', ['xzf', '-', '-C', dst], { stdio: [pack.stdout as Readable, 'ignore', 'inherit'] });
    let failed = false;
    pack.on('close', (code) => {
      if (code !== 0) failed = true;
    });
    unpack.on('close', (code) => (code === 0 && !failed ? resolve((performance.now() - t0) / 1000) : reject(new Error('tar pipe failed'))));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchCopy(): Promise<boolean> {
  console.log('\n## push+pull of a 200 MB directory between sandboxes vs tar czf | tar xzf');
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-copy-'));
  chmodSync(dataDir, 0o711);
  const engine = new LocalEngine({ stateDir: join(dataDir, 'engine') });
  const config = readEnv({ SVC_ENV: 'production', SVC_LOG_REQUESTS: '0' }, { dataDir, port: 0, host: '127.0.0.1' });
  const ctx = await createContext(config, { engine, log: new Logger(() => {}) });
  const server = await listen(await createApp(ctx), 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xrpc/`;
  const actor = ctx.actors.create({ handle: 'bench-copy.test' });
  const { token } = ctx.tokens.issue(actor.id, actor.did, 'access', 3600);
  const call = async (nsid: string, body: unknown, id?: string) => {
    const res = await fetch(`${base}${nsid}${id ? `?id=${id}` : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const out = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${nsid}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
  const exec = async (id: string, command: string, env: Record<string, string> = {}) => {
    const r = await call(
      'io.svc.sandbox.exec',
      { command, timeout: 600, env: Object.entries(env).map(([name, value]) => ({ name, value })) },
      id,
    );
    if (r.exitCode !== 0) throw new Error(`${command}: ${r.stderr}`);
    return r.stdout as string;
  };
  const hostCopy = mkdtempSync(join(tmpdir(), 'svc-bench-copy-host-'));
  try {
    const a = (await call('io.svc.sandbox.createSandbox', { name: 'bench-a' })).id as string;
    const b = (await call('io.svc.sandbox.createSandbox', { name: 'bench-b' })).id as string;
    await exec(a, MAKE_DIRECTORY, { PY: TEXT });
    const bytes = Number((await exec(a, 'du -sb --apparent-size data | cut -f1')).trim());
    const source = join(dataDir, 'sandboxes', a, 'home', 'data');
    const manifest = 'cd "$D" && find . -type f -printf "%s %P\\n" | sort | md5sum';
    const expected = await exec(a, manifest, { D: '/home/sandbox/data' });

    const svc: number[] = [];
    const tar: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const dst = join(hostCopy, String(round));
      mkdirSync(dst);
      tar.push(await tarPipe(source, dst));
      rmSync(dst, { recursive: true, force: true });

      const t0 = performance.now();
      const { uuid } = await call('io.svc.sandbox.pushDirectory', { sandboxId: a, directoryPath: '/home/sandbox/data' });
      await call('io.svc.sandbox.pullDirectory', { sandboxId: b, directoryPath: `/home/sandbox/copy${round}`, uuid });
      svc.push((performance.now() - t0) / 1000);
      if ((await exec(b, manifest, { D: `/home/sandbox/copy${round}` })) !== expected) throw new Error('the copy differs from the source');
      await exec(b, `rm -rf /home/sandbox/copy${round}`);
    }
    const tarS = median(tar);
    const svcS = median(svc);
    const ratio = tarS / svcS;
    console.log(`directory                      ${(bytes / MB).toFixed(0)} MB (half random, half text), median of ${ROUNDS}`);
    console.log(`tar czf - | tar xzf - (host)   ${(bytes / MB / tarS).toFixed(1)} MB/s (${tarS.toFixed(2)} s)`);
    console.log(`pushDirectory + pullDirectory  ${(bytes / MB / svcS).toFixed(1)} MB/s (${svcS.toFixed(2)} s)`);
    console.log(`throughput ratio ${ratio.toFixed(2)} (target >= 0.5)`);
    await call('io.svc.sandbox.deleteSandbox', undefined, a);
    await call('io.svc.sandbox.deleteSandbox', undefined, b);
    return ratio >= 0.5;
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    engine.close?.();
    ctx.db.close();
    rmSync(hostCopy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
