import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useSession, type CompanyId, type RemoteName } from '@qube/shared';
import { consentStore } from './consent/consent';
import { CookieConsent } from './consent/CookieConsent';
import { usePageViews } from './consent/usePageViews';
import { Footer } from './layout/Footer';
import { ShellErrorBoundary } from './pages/ShellErrorBoundary';
import { SHELL_PAGES } from './pages/shellPages';
import { useGuard } from './routing/useGuard';
import { useGuestRules } from './guests/useGuestRules';
import { toastLoginLinkNotice } from './session/loginLink';
import { setLogoutNavigator } from './session/logout';
import { brandFor } from './theme/companyTheme';
import { themeStore } from './theme/themeStore';
import { connectToasts } from './toasts/toastBridge';
import { Toasts } from './toasts/Toasts';

const SignedInChrome = lazy(() => import('./layout/SignedInChrome'));
// With single-spa's registration (the same chunk), which an area page has loaded before it renders (ADR 0095).
const RemoteRegion = lazy(() => import(/* webpackChunkName: "remote-apps" */ './composition/RemoteRegion').then((m) => ({ default: m.RemoteRegion })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
// Plain markup (docs/adr/0015-plain-markup-first-views.md): an unknown address loads no UI library.
const NOT_FOUND = <NotFoundPage />;

/** Holds the top bar's height while its code loads, so the page does not jump. */
const TOP_BAR_PLACEHOLDER = <div className="qube-top-placeholder" />;

type Props = { companyId: CompanyId; onRetryRemote: (name: RemoteName) => void };

function requireElement(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks #${id}`);
  return element;
}

function Shell({ companyId, onRetryRemote }: Props) {
  const navigate = useNavigate();
  const decision = useGuard(companyId);
  useGuestRules(companyId);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const theme = useStore(themeStore, (s) => s.data);
  const brand = brandFor(companyId, theme);

  // index.html held the top bar's height for a signed-in visit; from this first commit on, the
  // placeholder or the top bar itself holds it (a layout effect: before the browser paints).
  useLayoutEffect(() => document.documentElement.classList.remove('qube-top-pending'), []);
  usePageViews(companyId);
  useEffect(() => setLogoutNavigator((path) => navigate(path, { replace: true })), [navigate]);
  useEffect(() => {
    const disconnect = connectToasts();
    toastLoginLinkNotice();
    return disconnect;
  }, []);
  useEffect(() => {
    document.title = brand.name;
    document.documentElement.style.setProperty('--qube-primary', brand.primaryColor);
  }, [brand.name, brand.primaryColor]);

  const isBare = decision.type === 'render' && decision.route.chrome === 'bare';
  let page: React.ReactNode = null;
  if (decision.type === 'not-found') page = NOT_FOUND;
  else if (decision.type === 'render') {
    const { route } = decision;
    if (route.owner !== 'shell') page = <RemoteRegion name={route.owner} onRetry={onRetryRemote} />;
    else {
      const ShellPage = SHELL_PAGES[route.path];
      page = ShellPage ? <ShellPage companyId={companyId} brandName={brand.name} /> : NOT_FOUND;
    }
  }

  return (
    <>
      <Toasts />
      <CookieConsent />
        {isLoggedIn && (
          <Suspense fallback={isBare ? null : createPortal(TOP_BAR_PLACEHOLDER, requireElement('shell-top'))}>
            <SignedInChrome
              companyId={companyId}
              brandName={brand.name}
              primaryColor={brand.primaryColor}
              isBare={isBare}
              topElement={requireElement('shell-top')}
              bannerElement={requireElement('shell-banners')}
              areaBannerElement={requireElement('shell-area-banners')}
            />
          </Suspense>
        )}
        {createPortal(
          <ShellErrorBoundary>
            <Suspense fallback={null}>{page}</Suspense>
          </ShellErrorBoundary>,
          requireElement('shell-page'),
        )}
      {!isBare && createPortal(<Footer brand={brand} onCookieSettings={() => consentStore.getState().openSettings()} />, requireElement('shell-bottom'))}
    </>
  );
}

/** The shell's React tree: it owns the chrome; remotes render in their own regions. */
export function App(props: Props) {
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
