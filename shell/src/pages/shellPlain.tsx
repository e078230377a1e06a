import type { ComponentType, ReactNode } from 'react';
import { useStore } from 'zustand';
import { getApiConfig, themeTokens } from '@qube/shared';
import { lazyWithin } from '@qube/shared/ui/plain';
import { brandFor } from '../theme/companyTheme';
import { themeStore } from '../theme/themeStore';

/**
 * The brand colour a shell page in plain markup draws with (docs/adr/0015-plain-markup-first-views.md): the colour
 * antd's theme would give (`themeTokens` of the company's brand, recoloured by the theme call), 4.5:1 with white and on
 * white.
 */
export function useShellPrimary(): string {
  const theme = useStore(themeStore, (s) => s.data);
  const { companyId } = getApiConfig();
  return themeTokens(companyId, brandFor(companyId, theme).primaryColor).colorPrimary;
}

/**
 * A piece built with antd (a confirmation, the address suggestions), loaded on its first render in a chunk of its own
 * and wrapped there in the shell's antd theme (`AntdScope`), so a plain page loads no antd until the piece is needed.
 * `fallback` holds its place while it loads; `preload` starts the load early (on the click that will show it).
 */
export function lazyInShellTheme<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> & { preload: () => void } {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  const Themed = lazyWithin(async () => (await import('../theme/AntdScope')).default, preload, fallback);
  return Object.assign(Themed, { preload: () => void preload() });
}
