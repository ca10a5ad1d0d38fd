import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRun, type Harness, harness, text } from './helpers.js';

// Hosts where no cgroup hierarchy is writable: sandboxes still run, limits are reported as off,
// and a timeout falls back to killing the command's process tree.
describe.skipIf(!canRun)('local engine without cgroups', () => {
  let h: Harness;
  let id: string;
  beforeAll(async () => {
    h = harness({ useCgroups: false });
    ({ id } = await h.started({ limits: { memoryGiB: 0.25, pids: 10 } }));
  });
  afterAll(() => h?.cleanup());

  it('says loudly that limits are not enforced', () => {
    const caps = h.engine.capabilities();
    expect([caps.cgroups, caps.memory, caps.cpu, caps.pids]).toEqual(['none', false, false, false]);
    expect(caps.notes.join(' ')).toMatch(/NOT enforced/);
  });

  it('runs commands and kills the process tree on timeout', async () => {
    expect(text((await h.engine.exec(id, { command: 'echo ok' })).stdout)).toBe('ok\n');
    const r = await h.engine.exec(id, { command: 'sleep 311 & sleep 312', timeoutMs: 300 });
    expect(r).toMatchObject({ exitCode: 124, timedOut: true });
    const ps = await h.engine.exec(id, { command: 'ps -eo args' });
    expect(text(ps.stdout)).not.toMatch(/sleep 31[12]/);
  });
});
