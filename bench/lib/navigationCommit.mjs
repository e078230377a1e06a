// Lighthouse's "long tasks" include the browser's own commit of the navigation: the renderer making the new
// document, its window and its script context before any byte of the page runs. On this machine that task is
// 60-160 ms at Lighthouse's simulated 4x CPU even for a blank page with no headers (ADR 0101), so the page's
// longest task is measured without it and the commit is reported on its own, beside the same figure for a
// blank page served with the shell's headers.

/**
 * The observed duration (ms, unthrottled) of the task that committed the page's navigation: in the renderer
 * thread that painted the page's first content, the task enclosing the last `DocumentLoader::CommitNavigation`
 * before that paint (a new renderer first commits an empty initial document, then the page). Null when the
 * trace has no first paint or no commit.
 * @param {Array<{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number }>} traceEvents
 */
export function navigationCommitTaskMs(traceEvents) {
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const sameThread = (e) => e.pid === paint.pid && e.tid === paint.tid;
  const commit = traceEvents
    .filter((e) => e.name === 'DocumentLoader::CommitNavigation' && e.ph === 'X' && sameThread(e) && e.ts <= paint.ts)
    .sort((a, b) => b.ts - a.ts)[0];
  if (!commit) return null;
  const task = traceEvents.find((e) => e.name === 'RunTask' && sameThread(e) && e.ts <= commit.ts && e.ts + (e.dur ?? 0) >= commit.ts + (commit.dur ?? 0));
  return task ? task.dur / 1000 : null;
}

/**
 * Splits Lighthouse's long tasks (its `long-tasks` audit items, longest first, in simulated ms) into the
 * navigation's commit and the page's own tasks. The commit is the 'Unattributable' item whose duration is the
 * observed commit task times the CPU slowdown Lighthouse simulated (it multiplies every observed task by it).
 * @param {Array<{ url: string, duration: number }>} items
 * @param {number | null} commitObservedMs  from navigationCommitTaskMs
 * @param {number} cpuSlowdown  1 when Lighthouse throttled for real (its durations are then observed ones)
 * @returns {{ navigationCommitMs: number | null, pageLongestTaskMs: number, longestTaskMs: number }}
 *   pageLongestTaskMs and longestTaskMs are 0 when no task reached the 50 ms Lighthouse lists from.
 */
export function splitLongTasks(items, commitObservedMs, cpuSlowdown) {
  const longestTaskMs = Math.round(items[0]?.duration ?? 0);
  if (commitObservedMs === null) return { navigationCommitMs: null, pageLongestTaskMs: longestTaskMs, longestTaskMs };
  const commitMs = commitObservedMs * cpuSlowdown;
  // Lighthouse rounds nothing, but observed microseconds and its own millisecond arithmetic differ in the last digits.
  const index = items.findIndex((i) => i.url === 'Unattributable' && Math.abs(i.duration - commitMs) < 1);
  const pageTasks = index < 0 ? items : items.filter((_, i) => i !== index);
  return { navigationCommitMs: Math.round(commitMs), pageLongestTaskMs: Math.round(pageTasks[0]?.duration ?? 0), longestTaskMs };
}
