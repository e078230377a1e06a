import { expect, test } from '@playwright/test';

// A page asks for its start's scripts with the page itself (shared/build/rspack-app.mjs, startPreloadPlugin): the start
// chunk and the shared modules the app provides, which the federation runtime would otherwise ask for one after another.
// Each hint must be for a script the page then runs: a wrong one costs bytes on every visit and saves nothing.

const PAGES = [
  { app: 'shell', url: 'http://localhost:8080/', startChunk: 'bootstrap' },
  { app: 'coaching', url: 'http://localhost:8084/coaching/dashboard', startChunk: 'standalone' },
  { app: 'planning', url: 'http://localhost:8083/planning', startChunk: 'standalone' },
] as const;

for (const { app, url, startChunk } of PAGES) {
  test(`the ${app} page asks for its start's scripts with the page, and runs every one it asked for`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: /^Sign in to/ })).toBeVisible();
    const { preloaded, ranChunks, fetches } = await page.evaluate((name) => {
      const chunkLists = (window as unknown as Record<string, [(string | number)[], unknown][] | undefined>)[`rspackChunk${name}`] ?? [];
      return {
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
        ranChunks: chunkLists.flatMap(([ids]) => ids.map(String)),
        fetches: performance.getEntriesByType('resource').map((entry) => entry.name),
      };
    }, app);
    // The start chunk and the shared modules it starts with (react-dom among them); the shell's start-up libraries are one
    // chunk of their own (ADR 0089), so it asks for fewer files than the standalone pages.
    expect(preloaded.some((href) => new RegExp(`/${startChunk}\\.[0-9a-f]{8}\\.js$`).test(href))).toBe(true);
    expect(preloaded.length).toBeGreaterThanOrEqual(4);
    for (const href of preloaded) {
      // Fetched once (the page ran the preloaded copy, not a second request) and run: never a copy the page does not use.
      expect(fetches.filter((name) => name === href)).toHaveLength(1);
      // Numbered chunks name their id; the start chunk ran, or there would be no sign-in form, and so did a named chunk
      // of what it needs (the shell's start libraries: react, the router…), whose file name is not its id.
      const chunk = /\/([^/.]+)\.[0-9a-f]{8}\.js$/.exec(href)?.[1] ?? '';
      if (chunk !== startChunk && /^\d+$/.test(chunk)) expect(ranChunks).toContain(chunk);
    }
  });
}
