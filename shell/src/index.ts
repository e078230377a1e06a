// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
// It starts in a task of its own: evaluating the runtime and then resolving the shared modules in one
// go was the longest task of a start on a slow phone (Lighthouse's total blocking time).
setTimeout(() => void import('./bootstrap'), 0);
