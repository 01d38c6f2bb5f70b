import { describe, expect, it } from 'vitest';
import { limiter } from '../../lambdas/render/concurrency';

describe('limiter (bounds how many encoders run at once, for memory)', () => {
  it('never runs more than n tasks at once, and runs them all', async () => {
    const run = limiter(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('a failing task frees its slot', async () => {
    const run = limiter(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
