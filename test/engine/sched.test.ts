import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schedPlan, scheduled } from '../../src/engine/local/sched.js';

// The policy itself, as sandbox processes see it, is tested in exec.test.ts.
describe('sandbox scheduling plan', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sched-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts chrt --batch 0 in front of command lines', () => {
    const plan = schedPlan('batch');
    expect(plan.prefix).toEqual(['/usr/bin/chrt', '--batch', '0']);
    expect(scheduled(plan, { file: '/bin/sh', args: ['-c', 'x'], env: { A: '1' } })).toEqual({
      file: '/usr/bin/chrt',
      args: ['--batch', '0', '/bin/sh', '-c', 'x'],
      env: { A: '1' },
    });
  });

  it('changes nothing with normal', () => {
    const plan = schedPlan('normal');
    expect(scheduled(plan, { file: '/bin/sh', args: ['-c', 'x'] })).toEqual({ file: '/bin/sh', args: ['-c', 'x'] });
  });

  it('falls back to SCHED_OTHER, saying why, when chrt is missing or refuses', () => {
    expect(schedPlan('batch', path.join(dir, 'nope'))).toEqual({
      prefix: [],
      note: 'scheduling: SCHED_OTHER, not SCHED_BATCH: chrt is missing (apt-get install util-linux)',
    });
    const refusing = path.join(dir, 'chrt');
    fs.writeFileSync(refusing, '#!/bin/sh\necho "chrt: failed to set pid 0\'s policy: Operation not permitted" >&2\nexit 1\n', {
      mode: 0o755,
    });
    expect(schedPlan('batch', refusing)).toEqual({
      prefix: [],
      note: "scheduling: SCHED_OTHER, not SCHED_BATCH: chrt --batch failed (chrt: failed to set pid 0's policy: Operation not permitted)",
    });
  });
});
