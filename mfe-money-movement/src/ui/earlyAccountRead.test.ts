import { noteAccountVersion, resetAccountVersions } from '@qube/shared';
import { earlyAccountRead } from './earlyAccountRead';

afterEach(() => resetAccountVersions());

describe('earlyAccountRead', () => {
  it('the first load takes the early answer once; the next one asks again', async () => {
    let calls = 0;
    const read = earlyAccountRead(async (accountId: number) => `${accountId}:${++calls}`);
    read.prefetch(1);
    read.prefetch(1);
    expect(calls).toBe(1);
    await expect(read.load(1)).resolves.toBe('1:1');
    await expect(read.load(1)).resolves.toBe('1:2');
  });

  it('an early answer for another account, a stale one or one asked before a noted change is not taken', async () => {
    let clock = 0;
    let calls = 0;
    const read = earlyAccountRead(async () => ++calls, 1000, () => clock);
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
    const read = earlyAccountRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    read.prefetch(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(read.load(1)).resolves.toBe(2);
  });
});
