import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalEngine, type LocalEngineOptions } from '../../src/engine/local/engine.js';
import type { SandboxSpec, VolumeMount } from '../../src/engine/types.js';

/** Engine tests need root (host uids, cgroups) and bubblewrap; CI has both. */
export const canRun = process.getuid?.() === 0;

export interface Harness {
  root: string;
  stateDir: string;
  engine: LocalEngine;
  spec(opts?: { volumes?: VolumeMount[]; limits?: SandboxSpec['limits']; id?: string }): SandboxSpec;
  started(opts?: Parameters<Harness['spec']>[0]): Promise<{ id: string; pid: number; spec: SandboxSpec }>;
  cleanup(): Promise<void>;
}

export function harness(opts: Partial<LocalEngineOptions> = {}): Harness {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-test-'));
  fs.chmodSync(root, 0o711); // bwrap opens bind sources as the sandbox's uid
  const stateDir = path.join(root, 'state');
  const engine = new LocalEngine({ stateDir, ...opts });
  const ids = new Set<string>();
  const h: Harness = {
    root,
    stateDir,
    engine,
    spec(o = {}) {
      const id = o.id ?? `t-${randomBytes(5).toString('hex')}`;
      ids.add(id);
      return { id, workspaceDir: path.join(root, 'ws', id), volumes: o.volumes ?? [], limits: o.limits ?? {} };
    },
    async started(o = {}) {
      const spec = h.spec(o);
      const { pid } = await engine.start(spec);
      return { id: spec.id, pid, spec };
    },
    async cleanup() {
      for (const id of ids) await engine.destroy(id).catch((e) => console.error(`destroy ${id}:`, e));
      await engine.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return h;
}

export const text = (b: Buffer) => b.toString('utf8');

export async function waitFor(cond: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Starts one sandbox from a separate server process (fixtures/start-one.ts), for tests that
 * SIGKILL that server: the process and the sandbox's init pid.
 */
export async function startInOtherServer(
  h: Harness,
  spec: unknown,
  opts: { warm?: boolean } = {},
): Promise<{ server: ChildProcess; pid: number; warmPid?: number }> {
  const fixture = fileURLToPath(new URL('./fixtures/start-one.ts', import.meta.url));
  const server = spawn(process.execPath, ['--import', 'tsx', fixture, h.stateDir, JSON.stringify(spec), ...(opts.warm ? ['warm'] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    server.stdout?.once('data', (d) => resolve(String(d)));
    server.once('exit', (code) => reject(new Error(`fixture exited ${code}`)));
  });
  const { pid, warmPid } = JSON.parse(line) as { pid: number; warmPid?: number };
  return { server, pid, warmPid };
}
