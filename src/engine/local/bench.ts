// Local engine micro-benchmarks (run as root): npx tsx src/engine/local/bench.ts [idleSandboxes=200]
// Prints bare bwrap spawn, start -> first exec, exec vs bare nsenter, memory per idle sandbox and
// exec latency with many sandboxes running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalEngine } from './engine.js';
import { memoryOf, readStat } from './proc.js';
import { prepareRootfs } from './rootfs.js';

const idle = Number(process.argv[2] ?? 200);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-bench-'));
fs.chmodSync(root, 0o711);
const engine = new LocalEngine({ stateDir: path.join(root, 'state') });
const ids: string[] = [];
const spec = (id: string) => ({ id, workspaceDir: path.join(root, 'ws', id), volumes: [], limits: { memoryGiB: 1, pids: 512 } });

const ms = (t0: number) => performance.now() - t0;
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x: number) => `${x.toFixed(2)} ms`;

function run(file: string, args: string[], opts: { uid?: number; gid?: number } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const c = spawn(file, args, { stdio: 'ignore', cwd: '/', ...opts });
    c.on('error', reject);
    c.on('close', (code) => (code === 0 ? resolve(ms(t0)) : reject(new Error(`${file} exited ${code}`))));
  });
}

async function timeExec(id: string): Promise<number> {
  const t0 = performance.now();
  const r = await engine.exec(id, { command: 'true' });
  if (r.exitCode !== 0) throw new Error(`exec failed: ${r.stderr}`);
  return ms(t0);
}

function memAvailableKiB(): number {
  return Number(/MemAvailable:\s+(\d+)/.exec(fs.readFileSync('/proc/meminfo', 'utf8'))![1]);
}

async function main() {
  const uid = engine.hostOwner('bench-bare').uid;
  const bare = ['--unshare-all', '--unshare-user', '--uid', '1000', '--gid', '1000', '--ro-bind', '/usr', '/usr'];
  bare.push(...prepareRootfs(path.join(root, 'state')).topLevel); // /bin, /lib...: symlinks or binds as on the host
  bare.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--', '/usr/bin/true');
  // Each measurement alternates with its baseline so that load from elsewhere hits both alike.
  // Sandboxes are destroyed only afterwards: network namespace teardown runs asynchronously in
  // the kernel and would otherwise compete with the next start.
  const bwrapTrue: number[] = [];
  const startOnly: number[] = [];
  const startExec: number[] = [];
  for (let i = 0; i < 30; i++) {
    bwrapTrue.push(await run('bwrap', bare, { uid, gid: uid }));
    const id = `bench-start-${i}`;
    const t0 = performance.now();
    await engine.start(spec(id));
    startOnly.push(ms(t0));
    await engine.exec(id, { command: 'true' });
    startExec.push(ms(t0));
  }
  for (let i = 0; i < 30; i++) await engine.destroy(`bench-start-${i}`);
  await new Promise((r) => setTimeout(r, 1000));

  const first = 'bench-0';
  ids.push(first);
  const { pid } = await engine.start(spec(first));
  for (let i = 0; i < 10; i++) await timeExec(first); // warm up
  const nsenterArgs = ['-t', String(pid), '-a', '-S', '1000', '-G', '1000', '/usr/bin/true'];
  const pair = async (n: number) => {
    const bareNs: number[] = [];
    const exec: number[] = [];
    for (let i = 0; i < n; i++) {
      bareNs.push(await run('/usr/bin/nsenter', nsenterArgs));
      exec.push(await timeExec(first));
    }
    return [p50(bareNs), p50(exec)];
  };
  const [bareNsenter1, exec1] = await pair(100);

  const memBefore = memAvailableKiB();
  const t0 = performance.now();
  for (let i = 1; i < idle; i++) {
    ids.push(`bench-${i}`);
    await engine.start(spec(`bench-${i}`));
  }
  const startAll = ms(t0);
  await new Promise((r) => setTimeout(r, 500));
  const memDelta = (memBefore - memAvailableKiB()) / Math.max(1, idle - 1);
  let rss = 0;
  let pss = 0;
  for (const r of engine.listRecorded()) {
    const bwrapPid = readStat(r.pid)?.ppid ?? 0; // bwrap's monitor process is init's parent
    for (const p of [r.pid, bwrapPid]) {
      const m = memoryOf(p);
      rss += m.rssKiB;
      pss += m.pssKiB;
    }
  }
  const n = engine.listRecorded().length;
  const [bareNsenterN, execN] = await pair(100);

  console.log(`local engine bench (${os.cpus().length} cpus, cgroups ${engine.capabilities().cgroups})`);
  console.log(`bare bwrap ... true spawn          p50 ${fmt(p50(bwrapTrue))}`);
  console.log(`start() -> ready                   p50 ${fmt(p50(startOnly))}`);
  console.log(
    `start() -> first exec answered     p50 ${fmt(p50(startExec))}   (target <= 25 ms; ${(p50(startExec) / p50(bwrapTrue)).toFixed(2)}x bare bwrap)`,
  );
  console.log(`bare nsenter -a true (1 running)   p50 ${fmt(bareNsenter1)}`);
  console.log(`exec(true) (1 running)             p50 ${fmt(exec1)}   ratio ${(exec1 / bareNsenter1).toFixed(2)}x (target <= 3x)`);
  console.log(`${n} idle sandboxes started in ${(startAll / 1000).toFixed(1)} s`);
  console.log(
    `memory per idle sandbox: RSS ${(rss / n / 1024).toFixed(2)} MiB, PSS ${(pss / n / 1024).toFixed(2)} MiB, host MemAvailable drop ${(memDelta / 1024).toFixed(2)} MiB, noisy (target <= 5 MB)`,
  );
  console.log(`bare nsenter (${n} running)         p50 ${fmt(bareNsenterN)}`);
  console.log(`exec(true) (${n} running)           p50 ${fmt(execN)}   vs 1 running ${(execN / exec1).toFixed(2)}x (target <= 1.5x)`);
}

try {
  await main();
} finally {
  for (const id of ids) await engine.destroy(id).catch(() => {});
  await engine.destroy('bench-bare').catch(() => {});
  fs.rmSync(root, { recursive: true, force: true });
}
