import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/config.js';

describe('config: SVC_SANDBOX_SCHED', () => {
  it('defaults to batch and accepts normal', () => {
    expect(readEnv({}).sandboxSched).toBe('batch');
    expect(readEnv({ SVC_SANDBOX_SCHED: 'normal' }).sandboxSched).toBe('normal');
    expect(readEnv({ SVC_SANDBOX_SCHED: 'batch' }).sandboxSched).toBe('batch');
  });

  it('refuses anything else, naming the variable and the choices', () => {
    expect(() => readEnv({ SVC_SANDBOX_SCHED: 'fifo' })).toThrow('SVC_SANDBOX_SCHED must be one of batch, normal, got "fifo"');
  });
});
