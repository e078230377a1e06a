// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
// Start-up is cut into tasks, each a yield to the browser, because one long task blocks a slow phone
// (Lighthouse's total blocking time): the runtime's own evaluation; then react-dom (the biggest shared
// module, evaluated as soon as it arrives); then @qube/shared; then the shell's bootstrap.
import { takeLoginCodeFromUrl } from './session/loginCodeInUrl';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// First of all: a sign-in link's one-time code leaves the address bar (SH-19), before the monitor or any
// request of the page could carry the URL.
takeLoginCodeFromUrl();

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@qube/shared'))
  .then(nextTask)
  // Named: the page preloads its chunk (shared/build/rspack-app.mjs, startPreloadPlugin).
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
