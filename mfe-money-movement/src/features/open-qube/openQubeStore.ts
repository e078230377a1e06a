import { createElement } from 'react';
import { createStore } from 'zustand/vanilla';
import { bannerStore, bus, readFeatureFlags, sessionStore, showBanner, type Banner } from '@qube/shared';
import { ShoppingBagIcon } from '../../ui/ShoppingBagIcon';
import { countdownLabel, COUNTDOWN_TICK_MS } from './countdownLabel';
import { closeOpenQube, loadOpenQube, type OpenQubeState, type QubeKind } from './openQubeApi';
import { loadForecast, pocketOf } from '../forecast/forecastApi';
import { shortDay } from '../forecast/forecastText';

/** The id of the open-qube banner in the shell's banner area (SH-43). */
export const OPEN_QUBE_BANNER_ID = 'open-qube';
/** MM-126: below this width the banner is hidden (the top bar's own mobile breakpoint). */
export const MOBILE_QUERY = '(max-width: 767px)';
export const QUBE_CLOSED = 'Qube has been closed!';
/** MM-128: what the shop icon says to a screen reader (and as its tooltip). */
export const CLOSES_AFTER_NEXT_PURCHASE = 'Closes after the next purchase';

/** MM-126: the qube page hash by qube type. */
const HASH: Record<QubeKind, string> = { billing: '#bill', spending: '#spend', goal: '#goal' };

/** MM-126: the banner's link, /qubes?qube={id}&isOpen=true with #bill, #spend or #goal. */
export function openQubeHref(qube: { id: number; type: QubeKind }): string {
  return `/qubes?qube=${qube.id}&isOpen=true${HASH[qube.type]}`;
}

/** How long the open qube lasts at today's pace (issue 25 §1), e.g. "lasts until Dec 12 at today's pace"; null when unknown. */
type OpenQubeStoreState = { accountId: number | null; state: OpenQubeState | null; pace?: string | null };

/** The banner's pace line from the forecast's pace of the qube (its last 14 days of spending). */
export function paceLine(pace: { per_day: string; lasts_until: string | null } | undefined): string | null {
  return pace?.lasts_until ? `lasts until ${shortDay(pace.lasts_until)} at today's pace` : null;
}

/** The active account's open qube, for the banner and the qube page (one copy on the page). */
export const openQubeStore = createStore<OpenQubeStoreState>()(() => ({ accountId: null, state: null }));

/**
 * What the banner says (MM-126, MM-128, MM-130): '{name} is open', the countdown, and, when it closes after the next
 * purchase, the shop icon; its action links to the qube's page; closing it (its ×) closes the qube (MM-131).
 */
export function openQubeBanner(state: OpenQubeState, actions: { onDismiss(): void }, pace: string | null = null): Banner | null {
  const qube = state.open_qube;
  if (!qube || state.expires_in === null || state.expires_in <= 0) return null;
  return {
    id: OPEN_QUBE_BANNER_ID,
    tone: 'info',
    title: `${qube.name} is open`,
    message: `Closes in ${countdownLabel(state.expires_in)}${pace ? ` · ${pace}` : ''}`,
    // The shell names the picture; the icon itself is hidden from screen readers.
    ...(state.close_qube_after_next_purchase ? { icon: { element: createElement(ShoppingBagIcon), label: CLOSES_AFTER_NEXT_PURCHASE } } : {}),
    // The shell's router follows it (single-spa hears the pushState and mounts the qubes page).
    action: { label: 'View Qube', href: openQubeHref(qube) },
    isDismissible: true,
    onDismiss: actions.onDismiss,
  };
}

let running: (() => void) | null = null;
let holders = 0;

/** One holder's release: the controller stops when the last holder lets go (the app holds it for the page's life). */
const holdRunning = (): (() => void) => {
  holders += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holders -= 1;
    if (holders === 0) running?.();
  };
};

/**
 * Starts the open qube's banner once per page (MM-126 to MM-134): follows the session (signed in, not anonymous; the banner
 * itself only with the flag web_open_qube_top_banner and not on a phone-sized screen), reads the open qube of the active account, ticks the countdown
 * every 60000 ms (at 0 the open qube is cleared), reads it again on every live update of the account (the API sends
 * one when the open qube changes: opened, closed, expired, bought with) and publishes the banner in the shell's
 * banner area. Closing the banner closes the qube (DELETE, toast 'Qube has been closed!'). Each caller gets a release
 * function; the controller stops when every caller released it.
 */
export function startOpenQubeBanner(options: { matchMedia?: (query: string) => MediaQueryList | null } = {}): () => void {
  if (running) return holdRunning();
  const media = (options.matchMedia ?? ((q: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(q) : null)))(MOBILE_QUERY);
  let timer: ReturnType<typeof setInterval> | null = null;
  let shown: Banner | null = null;
  let generation = 0;

  // The open qube is read for every signed-in person (the qube page shows it too); the banner needs its flag.
  const eligibleAccount = (): number | null => {
    const s = sessionStore.getState();
    return s.isLoggedIn && !s.isAnonymous && s.active_account ? s.active_account.id : null;
  };
  const hasBannerFlag = () => readFeatureFlags(sessionStore.getState().isLoggedIn, sessionStore.getState().me?.feature_flags).web_open_qube_top_banner;

  // The person closed the banner (its ×): the qube closes too (MM-131). A banner the shell cleared at logout is not.
  const onDismiss = () => {
    shown = null;
    const { accountId, state } = openQubeStore.getState();
    // Already cleared here (closed from the qube page, or the countdown ended): nothing to close.
    if (accountId === null || !state?.open_qube || !sessionStore.getState().isLoggedIn) return;
    closeQube(accountId).catch(() => undefined);
  };

  const publish = () => {
    const { state, pace } = openQubeStore.getState();
    const banner = state && !media?.matches && hasBannerFlag() ? openQubeBanner(state, { onDismiss }, pace ?? null) : null;
    if (banner) {
      shown = banner;
      showBanner(banner);
    } else if (shown) {
      shown = null;
      bannerStore.getState().hide(OPEN_QUBE_BANNER_ID);
    }
  };

  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  const set = (accountId: number | null, state: OpenQubeState | null) => {
    openQubeStore.setState({ accountId, state });
    stopTimer();
    if (state?.open_qube && state.expires_in !== null) {
      timer = setInterval(() => {
        const current = openQubeStore.getState().state;
        if (!current || current.expires_in === null) return;
        const left = current.expires_in - 1;
        // MM-129: at 0 the open qube is cleared.
        openQubeStore.setState({ state: left <= 0 ? null : { ...current, expires_in: left } });
        if (left <= 0) stopTimer();
        publish();
      }, COUNTDOWN_TICK_MS);
    }
    publish();
  };

  const refresh = () => {
    const accountId = eligibleAccount();
    const mine = ++generation;
    if (accountId === null) return set(null, null);
    loadOpenQube(accountId).then(
      (state) => {
        if (mine !== generation) return;
        set(accountId, state);
        const open = state?.open_qube;
        // The pace follows the banner: it is read only while a qube is open, and a failure leaves the banner as it is.
        if (open) {
          loadForecast(accountId)
            .then((forecast) => {
              if (mine !== generation) return;
              openQubeStore.setState({ pace: paceLine(pocketOf(forecast, open.id)?.pace) });
              publish();
            })
            .catch(() => undefined);
        } else openQubeStore.setState({ pace: null });
      },
      () => undefined,
    );
  };

  let followed = '';
  const unwatchSession = sessionStore.subscribe(() => {
    const key = `${eligibleAccount() ?? ''}:${hasBannerFlag()}`;
    if (key !== followed) {
      followed = key;
      refresh();
    }
  });
  followed = `${eligibleAccount() ?? ''}:${hasBannerFlag()}`;
  // MM-134: every live update of the account reads the open qube again (none open clears it).
  const updates = bus.on('account:updated').subscribe(({ accountId }) => {
    if (accountId === eligibleAccount()) refresh();
  });
  const changed = bus.on('qubes:changed').subscribe(() => refresh());
  const onMedia = () => publish();
  media?.addEventListener?.('change', onMedia);
  refresh();

  running = () => {
    generation += 1;
    stopTimer();
    unwatchSession();
    updates.unsubscribe();
    changed.unsubscribe();
    media?.removeEventListener?.('change', onMedia);
    if (shown) bannerStore.getState().hide(OPEN_QUBE_BANNER_ID);
    shown = null;
    openQubeStore.setState({ accountId: null, state: null });
    running = null;
    holders = 0;
  };
  return holdRunning();
}

/** MM-131: closes the open qube (DELETE), toasts 'Qube has been closed!' and clears it here at once. */
export async function closeQube(accountId: number): Promise<void> {
  await closeOpenQube(accountId);
  if (openQubeStore.getState().accountId === accountId) openQubeStore.setState({ state: null });
  bannerStore.getState().hide(OPEN_QUBE_BANNER_ID);
  bus.emit('toast:show', { type: 'success', message: QUBE_CLOSED });
  bus.emit('qubes:changed', {});
}
