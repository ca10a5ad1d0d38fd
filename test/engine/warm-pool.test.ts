// The pool's bookkeeping, with launches the test resolves itself (the engine's real launches are
// covered by warm.test.ts).
import { describe, expect, it } from 'vitest';
import { WarmPool } from '../../src/engine/local/warm.js';

function pool(size: number) {
  let n = 0;
  const launches = new Map<string, { resolve: (v: string) => void; reject: (e: Error) => void }>();
  const discarded: string[] = [];
  const errors: unknown[] = [];
  const p = new WarmPool<string>(
    size,
    () => `s${++n}`,
    (id) =>
      new Promise<string>((resolve, reject) => {
        launches.set(id, { resolve, reject });
      }),
    async (w) => {
      discarded.push(w);
    },
    (err) => errors.push(err),
  );
  const settle = () => new Promise((r) => setImmediate(r));
  return { p, launches, discarded, errors, settle };
}

describe('warm pool', () => {
  it('launches two at a time until full, and hands out only ready ones, oldest first', async () => {
    const { p, launches, settle } = pool(3);
    p.fill();
    expect([...launches.keys()]).toEqual(['s1', 's2']);
    expect(p.take()).toBeNull(); // none ready yet: the caller starts cold
    launches.get('s2')!.resolve('s2');
    await settle();
    expect([...launches.keys()]).toEqual(['s1', 's2', 's3']);
    launches.get('s1')!.resolve('s1');
    await settle();
    const a = p.take();
    expect(a?.id).toBe('s1');
    expect(await a?.ready).toBe('s1');
    expect(p.take()?.id).toBe('s2');
    expect(p.take()).toBeNull(); // s3 still starting
  });

  it('takes a slot given back first; discards what is beyond the size and everything on close', async () => {
    const { p, launches, discarded, settle } = pool(1);
    p.fill();
    launches.get('s1')!.resolve('s1');
    await settle();
    const s1 = p.take()!;
    p.giveBack(s1);
    expect(p.take()?.id).toBe('s1');
    p.giveBack(s1);
    p.resize(0);
    await settle();
    expect(discarded).toEqual(['s1']);
    p.resize(1);
    p.fill();
    expect(launches.has('s2')).toBe(true);
    const closed = p.close(); // resolves once s2, still starting, is discarded too
    launches.get('s2')!.resolve('s2');
    await closed;
    expect(discarded).toEqual(['s1', 's2']);
  });

  it('pauses refills after a failed launch and reports it', async () => {
    const { p, launches, errors, settle } = pool(1);
    p.fill();
    launches.get('s1')!.reject(new Error('no bwrap'));
    await settle();
    expect(errors).toHaveLength(1);
    expect(launches.has('s2')).toBe(false); // not before the pause is over
    expect(p.take()).toBeNull();
    await p.close();
  });
});
