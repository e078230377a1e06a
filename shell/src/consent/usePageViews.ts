import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import type { CompanyId } from '@qube/shared';
import { consentStore } from './consent';
import { deviceId, pageViewEvent, sendMetricsEvent } from './metrics';

/** First page view 1000 ms after load, later ones 50 ms after each route change (SH-70). */
export const FIRST_PAGE_VIEW_DELAY_MS = 1000;
export const ROUTE_CHANGE_PAGE_VIEW_DELAY_MS = 50;

const storage = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

/** Tracks page views only once analytics consent is given (SH-69). */
export function usePageViews(companyId: CompanyId): void {
  const { pathname, search } = useLocation();
  const consent = useStore(consentStore, (s) => s.consent);
  const isFirstView = useRef(true);
  const landing = useRef(typeof location === 'undefined' ? '' : location.href);

  useEffect(() => {
    if (!consent?.analytics) return;
    const delay = isFirstView.current ? FIRST_PAGE_VIEW_DELAY_MS : ROUTE_CHANGE_PAGE_VIEW_DELAY_MS;
    const timer = setTimeout(() => {
      isFirstView.current = false;
      void sendMetricsEvent(pageViewEvent({ pathname, search, companyId, consent, deviceId: deviceId(storage()), now: new Date(), landing: landing.current }));
    }, delay);
    return () => clearTimeout(timer);
  }, [pathname, search, consent, companyId]);
}
