import { Subject } from 'rxjs';
import type { Overview } from '@qube/shared';

/** An overview pushed for the active account: the bell reads its unread count from it. */
export type LiveOverview = { accountId: number; version: number | undefined; overview: Partial<Overview> };

/**
 * What the live-updates socket (`liveUpdates.ts`) pushes, in a module of its own: the bell listens to it from the first
 * signed-in view, while the socket's code loads only once someone is signed in (`liveUpdatesLoader.ts`).
 */
export const liveOverviewSubject = new Subject<LiveOverview>();

/** Overviews pushed for the active account, for the shell's parts that show one (the bell). */
export const liveOverviews = liveOverviewSubject.asObservable();
