import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../lambdas/adapters/load-once';

describe('adapters loaded on first use', () => {
  it('loads once however many callers ask, and not before the first', async () => {
    let loads = 0;
    const get = loadOnce(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const get = loadOnce(async () => {
      attempts++;
      if (attempts === 1) throw new Error('module missing');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('module missing');
    await expect(get()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
