import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { companyForHost, configureApi, readPersistedSession, sessionStore, takeQueryParam } from '@qube/shared';
import { App } from './App';
import { loadDeployment } from './composition/deployment';
import { runQueryCommands } from './routing/queryCommands';
import { applyRequestedOverrides, showOverrideBadgeIfAny } from './composition/overrideRequest';
import { areasReady, configureAreas, prefetchAreas } from './composition/areasLoader';
import { configureRemoteApps, needsRemoteApps, preloadRemoteApps, retryRemoteApp, startRemoteApps } from './composition/remoteApps';
import { logout } from './session/logout';
import { createMonitor, installGlobalHandlers } from './monitoring/monitor';
import { restoreSession } from './session/restoreSession';
import { takePendingLoginCode } from './session/loginCodeInUrl';
import { signInWithLoginCode } from './session/loginLink';
import { loadTheme } from './theme/themeStore';
import { applyEarlyConsentChoice } from './consent/consent';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main(): Promise<void> {
  // index.ts took it out of the address bar before this module loaded: nothing below sees it in the URL.
  const loginCode = takePendingLoginCode();
  const signedInVisit = readPersistedSession() !== null;
  // A signed-in visit needs the areas' composition: its chunk comes alongside deployment.json.
  if (signedInVisit) prefetchAreas();
  const loaded = await loadDeployment();
  // A developer's override of one remote for this browser, if allowlisted (README "Override a remote"); its code
  // loads only when this browser asks for one.
  const { deployment, active: overrides } = await applyRequestedOverrides(loaded.deployment);
  const companyId = companyForHost(location.hostname, deployment.companyByHost);
  // The areas (federation's remotes, their dialogs' commands, their banners) start with the first signed-in moment.
  configureAreas(deployment);
  if (signedInVisit) {
    void areasReady()
      .then((areas) => areas.preloadRemoteForPath(location.pathname, deployment))
      .catch(() => undefined);
    // A signed-in visit shows an area on most pages: single-spa's code comes alongside the session calls.
    preloadRemoteApps();
  }
  configureApi({
    baseURL: '/api/',
    companyId,
    onUnauthorized: (referrer) => void logout({ expired: true, referrer }),
  });
  void loadTheme(companyId);
  installGlobalHandlers(createMonitor(deployment.monitoring));

  // The session of this browser first (its cookies), then a sign-in link's code (SH-19), which asks before
  // replacing someone already signed in here.
  await restoreSession();
  if (loginCode) await signInWithLoginCode(loginCode);

  // ?assume_account_id= switches to that account if the user has it, then leaves the URL (SH-20).
  const assumed = takeQueryParam(location.search, 'assume_account_id');
  if (assumed.value !== null) {
    history.replaceState(history.state, '', `${location.pathname}${assumed.rest}${location.hash}`);
    if (sessionStore.getState().isLoggedIn) {
      const { switchAccount } = await import('./accounts/switchAccount');
      await switchAccount(Number(assumed.value)).catch(() => false);
    }
  }

  // Yields between the steps after the session calls: run in the response's task, the rest of the
  // start (single-spa's first route, the remote's manifest, React's first render) was one long task.
  await nextTask();
  configureRemoteApps(deployment, companyId);
  runQueryCommands();
  showOverrideBadgeIfAny(overrides);
  // single-spa starts now when this page shows an area; on a page of the shell's own (the sign-in page), with the first
  // area page the visitor goes to (useGuard).
  const { isLoggedIn, me } = sessionStore.getState();
  const here = { pathname: location.pathname, search: location.search, isLoggedIn, me, companyId };
  if (needsRemoteApps(here)) await startRemoteApps(here);
  await nextTask();

  // The static 'Loading' text goes once React owns the page region.
  document.getElementById('shell-page')?.replaceChildren();
  // index.html's static cookie banner goes with React's first render into #shell-root (createRoot
  // clears the container); a click it received first is applied now.
  applyEarlyConsentChoice();
  const root = document.getElementById('shell-root');
  if (!root) throw new Error('index.html lacks #shell-root');
  // A transition lets React render the first tree in slices, yielding to the browser between them,
  // instead of one long task on a slow phone (Lighthouse's total blocking time).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(<App companyId={companyId} onRetryRemote={retryRemoteApp} />);
  });
}

void main();
