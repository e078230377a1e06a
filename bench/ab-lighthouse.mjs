#!/usr/bin/env node
// Before and after under the same load: alternates builds of two checkouts (each built: scripts/build.sh) and runs
// Lighthouse on some pages of each, round after round, on the bench's own ports (API 9090, pages 9080-9085). On this
// shared machine a page's blocking time moves more with the load than with most changes; alternating puts both builds
// under the same load. Prints one JSON line per page and run (score, TBT, longest task and the three longest tasks).
//
//   node bench/ab-lighthouse.mjs /tmp/before,/work/wt-mine sign-in,dashboard [rounds=2]
//
// A checkout of main for "before": git archive <commit> | tar -x -C /tmp/before, then pnpm install and scripts/build.sh.
import { startServers } from './lib/servers.mjs';
import { launchBrowser, signInAs } from './lib/browser.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { selectRoutes } from './lib/routes.mjs';

const [rootsArg, routesArg, roundsArg = '2'] = process.argv.slice(2);
if (!rootsArg || !routesArg) {
  console.error('usage: node bench/ab-lighthouse.mjs <checkoutA,checkoutB> <route ids> [rounds]');
  process.exit(2);
}
const USERS = { alex: 'alex@demo.qube', coach: 'coach@demo.qube', rewards: 'rewards@demo.qube' };
const routes = selectRoutes(routesArg);
for (let round = 0; round < Number(roundsArg); round += 1) {
  for (const root of rootsArg.split(',')) {
    const servers = await startServers(root, { log: () => {} });
    try {
      // Each checkout's API has its own fresh database: sign in against it.
      const browser = await launchBrowser();
      const cookiesOf = {};
      try {
        for (const user of new Set(routes.map((r) => r.user).filter(Boolean))) {
          const state = await signInAs(browser, USERS[user]);
          cookiesOf[user] = state.cookies.filter((c) => ['__Host-qube_token', 'qube_session'].includes(c.name));
        }
      } finally {
        await browser.close();
      }
      for (const route of routes) {
        // Pages that need a qube's id (the qube's page) are not supported here.
        const r = await runLighthouse(route.url({}), { cookies: route.user ? cookiesOf[route.user] : [] });
        const tasks = r.longTasks.slice(0, 3).map((t) => `${t.durationMs}@${t.startMs} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
        console.log(JSON.stringify({ round, root, page: route.id, performance: r.performance, tbtMs: r.metrics.tbtMs, longestTaskMs: r.longestTaskMs, load: r.loadAverage.before, tasks }));
      }
    } finally {
      await servers.stop();
    }
  }
}
