import { describe, expect, it } from '@jest/globals';
import { navigationCommitTaskMs, splitLongTasks } from './navigationCommit.mjs';

const RENDERER = { pid: 2, tid: 2 };
const task = (ts, durMs, where = RENDERER) => ({ name: 'RunTask', ph: 'X', ...where, ts, dur: durMs * 1000 });
const commit = (ts, durMs, where = RENDERER) => ({ name: 'DocumentLoader::CommitNavigation', ph: 'X', ...where, ts, dur: durMs * 1000 });

describe('the navigation commit in a Lighthouse trace', () => {
  it('is the task around the last commit before the first paint, in the painting thread', () => {
    const events = [
      // about:blank in the old renderer, then the new renderer's empty initial document, then the page.
      task(1_000, 22, { pid: 1, tid: 1 }), commit(1_010, 0.5, { pid: 1, tid: 1 }),
      task(40_000, 13.8), commit(40_100, 7.5),
      task(60_000, 31.7), commit(60_500, 28.1),
      task(95_000, 12),
      { name: 'firstContentfulPaint', ph: 'R', ...RENDERER, ts: 120_000 },
      // A commit after the first paint (a later navigation) is not the page's.
      task(200_000, 40), commit(200_100, 39),
    ];
    expect(navigationCommitTaskMs(events)).toBeCloseTo(31.7, 5);
  });

  it('is unknown without a first paint or a commit', () => {
    expect(navigationCommitTaskMs([task(0, 30), commit(10, 20)])).toBeNull();
    expect(navigationCommitTaskMs([task(0, 30), { name: 'firstContentfulPaint', ...RENDERER, ts: 50_000 }])).toBeNull();
  });
});

describe('the page\'s longest task', () => {
  it('leaves out the Unattributable task that is the commit at the simulated slowdown', () => {
    const items = [
      { url: 'Unattributable', duration: 121.2 },
      { url: 'http://localhost:9080/', duration: 79 },
      { url: 'http://localhost:9080/main.js', duration: 65 },
    ];
    expect(splitLongTasks(items, 30.3, 4)).toEqual({ navigationCommitMs: 121, pageLongestTaskMs: 79, longestTaskMs: 121 });
  });

  it('keeps an Unattributable task of the page (a layout, a collection) that is not the commit', () => {
    const items = [{ url: 'Unattributable', duration: 140 }, { url: 'Unattributable', duration: 96 }];
    expect(splitLongTasks(items, 24, 4)).toEqual({ navigationCommitMs: 96, pageLongestTaskMs: 140, longestTaskMs: 140 });
  });

  it('a commit under 50 ms simulated is not listed: every listed task is the page\'s', () => {
    expect(splitLongTasks([{ url: 'http://localhost:9080/main.js', duration: 70 }], 10, 4)).toEqual({ navigationCommitMs: 40, pageLongestTaskMs: 70, longestTaskMs: 70 });
    expect(splitLongTasks([], 10, 4)).toEqual({ navigationCommitMs: 40, pageLongestTaskMs: 0, longestTaskMs: 0 });
  });

  it('without a commit in the trace every task counts', () => {
    expect(splitLongTasks([{ url: 'Unattributable', duration: 120 }], null, 4)).toEqual({ navigationCommitMs: null, pageLongestTaskMs: 120, longestTaskMs: 120 });
  });
});
