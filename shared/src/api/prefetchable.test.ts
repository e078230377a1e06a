import { knownAccountVersion, noteAccountVersion, resetAccountVersions } from '../index';
import { prefetchable } from './prefetchable';

afterEach(() => resetAccountVersions());

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
    const stale = prefetchable(async () => ++calls, { maxAgeMs: 1000, now: () => clock });
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

describe('prefetchable, keyed by account (/qubes list read)', () => {
  const byAccount = { stampOf: (accountId: number) => `${accountId}:${knownAccountVersion(accountId)}`, takesFailed: false };

  it('the first load takes the early answer once; the next one asks again', async () => {
    let calls = 0;
    const read = prefetchable(async (accountId: number) => `${accountId}:${++calls}`, byAccount);
    read.prefetch(1);
    read.prefetch(1);
    expect(calls).toBe(1);
    await expect(read.load(1)).resolves.toBe('1:1');
    await expect(read.load(1)).resolves.toBe('1:2');
  });

  it('an early answer for another account, a stale one or one asked before a noted change is not taken', async () => {
    let clock = 0;
    let calls = 0;
    const read = prefetchable(async () => ++calls, { ...byAccount, maxAgeMs: 1000, now: () => clock });
    read.prefetch(1);
    await expect(read.load(2)).resolves.toBe(2);
    read.prefetch(1);
    clock = 1000;
    await expect(read.load(1)).resolves.toBe(4);
    read.prefetch(1);
    noteAccountVersion(1, 7);
    await expect(read.load(1)).resolves.toBe(6);
  });

  it('a failed early read is not taken, and its failure is not unhandled', async () => {
    let calls = 0;
    const read = prefetchable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    }, byAccount);
    read.prefetch(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(read.load(1)).resolves.toBe(2);
  });
});
