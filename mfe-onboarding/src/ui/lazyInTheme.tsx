import type { ComponentType, ReactNode } from 'react';
import { lazyWithin, PlainSkeleton } from '@qube/shared/ui/plain';

const LOADING = <PlainSkeleton label="Loading" widths={[40, 100, 100]} />;

/** A page or dialog of onboarding loaded when reached, with antd and the area's theme in its own chunk. */
export function lazyInTheme<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWithin(async () => (await import('./AntdTheme')).AntdTheme, load, LOADING);
}

const NoFrame = ({ children }: { children: ReactNode }) => children;

/** A page of onboarding drawn in plain markup (docs/adr/0015-plain-markup-first-views.md), loaded when reached, without antd. */
export function lazyPlain<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWithin(async () => NoFrame, load, LOADING);
}
