import { createContext, useContext } from 'react';
import type { StandaloneContext } from '@qube/shared';

/** Where the portal runs: inside the shell (null) or as its own site (the standalone context). */
export const CoachingSiteContext = createContext<StandaloneContext | null>(null);

export function useCoachingSite(): StandaloneContext | null {
  return useContext(CoachingSiteContext);
}

/**
 * An in-app browser (Android WebView marks itself 'wv'; an iOS web view lacks 'Safari'): the
 * native app owns sign-out there, so the portal hides 'Logout' (CO-03).
 */
export function isWebView(userAgent: string): boolean {
  if (/Android/.test(userAgent)) return /; wv\)/.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent)) return !/Safari\//.test(userAgent);
  return false;
}

/** Leaving the portal for another origin (a full page load); one place, so tests can watch it. */
export const siteNavigation = {
  leave(url: string): void {
    globalThis.location.assign(url);
  },
};
