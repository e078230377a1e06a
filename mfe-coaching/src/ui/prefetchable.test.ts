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

  it('asking twice while an early answer is on its way asks the API once; after a failure it asks again', async () => {
    let calls = 0;
    const program = prefetchable(async () => {
      calls += 1;
      if (calls === 2) throw new Error('down');
      return calls;
    });
    program.prefetch();
    program.prefetch();
    expect(calls).toBe(1);
    await expect(program.load()).resolves.toBe(1);
    program.prefetch();
    await expect(program.load()).rejects.toThrow('down');
    program.prefetch();
    await Promise.resolve();
    program.prefetch();
    expect(calls).toBe(3);
  });
});
