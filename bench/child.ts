// Runs a benchmark server in its own process so its CPU time can be read on its own.
// Protocol (IPC): the child sends {ready: port}; on 'cpu' it answers {cpu: microseconds}.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BenchChild {
  port: number;
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

export async function startChild(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<BenchChild> {
  const child: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { ready: number }) => resolve(m.ready));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port,
    cpuMicros: () =>
      new Promise((resolve) => {
        child.once('message', (m: { cpu: number }) => resolve(m.cpu));
        child.send('cpu');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** For child scripts: report readiness and answer CPU questions. */
export function serveIpc(port: number): void {
  process.on('message', (m) => {
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send?.({ cpu: u.user + u.system });
    }
  });
  process.send?.({ ready: port });
}
