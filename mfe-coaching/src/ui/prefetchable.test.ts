import { prefetchable } from './prefetchable';

describe('prefetchable', () => {
  it('CO-12 the first load takes the answer asked for ahead of time; the next load asks again', async () => {
    let calls = 0;
    const metrics = prefetchable(async () => ++calls);
    metrics.prefetch();
    expect(calls).toBe(1);
    await expect(metrics.load()).resolves.toBe(1);
    await expect(metrics.load()).resolves.toBe(2);
    expect(calls).toBe(2);
  });

  it('an early answer older than its age is not used, and an early failure is only seen by its taker', async () => {
    let clock = 0;
    let calls = 0;
    const stale = prefetchable(async () => ++calls, 1000, () => clock);
    stale.prefetch();
    clock = 1500;
    await expect(stale.load()).resolves.toBe(2);
    const failing = prefetchable(() => Promise.reject(new Error('down')));
    failing.prefetch();
    await expect(failing.load()).rejects.toThrow('down');
  });
});
