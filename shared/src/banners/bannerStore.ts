import type { ReactNode } from 'react';
import { createStore, useStore } from 'zustand';

/** A banner an area shows in the shell's banner area under the top bar (SH-43). */
export type Banner = {
  /** Unique per banner; showing the same id again replaces it. */
  id: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message?: string;
  /**
   * A picture before the title (an antd icon, an SVG), with the words a screen reader says for it: the shell shows it
   * as one image named `label` (the element itself should be aria-hidden).
   */
  icon?: { element: ReactNode; label: string };
  /** With `href` it is a link (the shell routes to it; onClick, when given, runs instead); else a button. */
  action?: { label: string; href?: string; onClick?: () => void };
  /** Whether the person may close it (it then stays closed until shown again). */
  isDismissible?: boolean;
  /** Called once when the person closes it (its ×), after it is hidden; not when an area or a logout hides it. */
  onDismiss?: () => void;
};

type BannerState = {
  banners: Banner[];
  show(banner: Banner): void;
  hide(id: string): void;
  /** The person closed it: hidden, then its onDismiss runs. */
  dismiss(id: string): void;
  clear(): void;
};

/**
 * The banner area's contents. @qube/shared is one instance on the page, so any area fills the
 * shell's banner area through this store, whenever it mounts; the shell clears it on logout.
 */
export const bannerStore = createStore<BannerState>()((set, get) => ({
  banners: [],
  show: (banner) => set((s) => ({ banners: [...s.banners.filter((b) => b.id !== banner.id), banner] })),
  hide: (id) => set((s) => ({ banners: s.banners.filter((b) => b.id !== id) })),
  dismiss: (id) => {
    const banner = get().banners.find((b) => b.id === id);
    if (!banner) return;
    set((s) => ({ banners: s.banners.filter((b) => b.id !== id) }));
    banner.onDismiss?.();
  },
  clear: () => set({ banners: [] }),
}));

/** Shows a banner in the shell's banner area; returns a function that hides it. */
export function showBanner(banner: Banner): () => void {
  bannerStore.getState().show(banner);
  return () => bannerStore.getState().hide(banner.id);
}

export function useBanners(): Banner[] {
  return useStore(bannerStore, (s) => s.banners);
}
