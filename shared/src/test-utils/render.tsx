import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, type BusEventName, type BusEvents } from '../bus/eventBus';
import type { Account, Me } from '../domain/types';
import { sessionStore } from '../session/sessionStore';
import { startTestSession } from './session';

/** One bus event as a test recorded it. */
export type RecordedEvent = { [K in BusEventName]: { name: K; payload: BusEvents[K] } }[BusEventName];

export type RenderWithProvidersOptions = {
  /** Signs a test user in first (the session store only, `startTestSession`): the user's and the account's overrides. */
  session?: { me?: Partial<Me>; account?: Partial<Account> };
  /** Renders inside a `MemoryRouter` opened at this path (and query). */
  route?: string;
  /** Bus events and commands to record, in the order they arrive, into `events`. */
  record?: readonly BusEventName[];
  /** An app's own providers around the element (antd's App, a context), inside the router. */
  wrapper?: JSXElementConstructor<{ children: ReactNode }>;
  /** Options of `userEvent.setup`; default `{ delay: null }`. */
  user?: Parameters<typeof userEvent.setup>[0];
};

export type RenderWithProvidersResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  /** What `record` asked for, in order. */
  events: RecordedEvent[];
  /** The payloads recorded for one event or command, in order. */
  payloads: <K extends BusEventName>(name: K) => BusEvents[K][];
  /** The signed-in user and active account, when `session` was given. */
  me?: Me;
  account?: Account;
};

// What each test set up here is undone after it, once its tree is unmounted (so nothing reloads on the way out): the
// bus subscriptions it recorded with, the bus's replayed values and queued commands, and the session it started.
const undo: (() => void)[] = [];
if (typeof afterEach === 'function') {
  afterEach(() => {
    if (undo.length === 0) return;
    cleanup();
    for (const step of undo.splice(0)) step();
  });
}

/**
 * Renders a component as an area's page or dialog sees it: optionally signed in, at a path, with the app's own
 * providers, recording bus events. Returns testing-library's result plus a `userEvent` instance and the events.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  let signedIn: { me: Me; account: Account } | undefined;
  if (options.session) {
    const { me, account } = options.session;
    act(() => {
      signedIn = startTestSession(me, account);
    });
    undo.push(() => act(() => sessionStore.getState().reset()));
  }
  const events: RecordedEvent[] = [];
  const subscriptions = (options.record ?? []).map((name) =>
    bus.on(name).subscribe((payload) => events.push({ name, payload } as RecordedEvent)),
  );
  undo.push(() => {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    bus.reset();
  });
  const user = userEvent.setup(options.user ?? { delay: null });
  const Inner = options.wrapper;
  const { route } = options;
  const Providers = ({ children }: { children: ReactNode }) => {
    const wrapped = Inner ? <Inner>{children}</Inner> : children;
    return route === undefined ? wrapped : <MemoryRouter initialEntries={[route]}>{wrapped}</MemoryRouter>;
  };
  const result = render(ui, { wrapper: Providers });
  const payloads = <K extends BusEventName>(name: K) =>
    events.filter((event) => event.name === name).map((event) => event.payload as BusEvents[K]);
  return { ...result, user, events, payloads, me: signedIn?.me, account: signedIn?.account };
}
