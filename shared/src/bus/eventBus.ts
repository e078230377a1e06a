import { Observable, Subject } from 'rxjs';

/** Payloads of every event and command on the bus (SD-57). */
export type BusEvents = {
  /**
   * A move of money succeeded; areas showing balances refetch, once: with `accountVersion` (the answer's account
   * version, API-28) the live-updates push of the same change reloads nothing more (ADR 0088).
   */
  'transfer:success': {
    kind: 'internal' | 'bank_deposit' | 'card_deposit' | 'to_friend' | 'to_bank';
    fromQubeId?: number | 'cloud';
    toQubeId?: number | 'cloud';
    amount: string;
    accountVersion?: number;
  };
  /** The active account changed; every area resets its state and reloads. Late subscribers get the latest. */
  'account:switched': { accountId: number; isAggregate: boolean };
  /** The session was refreshed (stay logged in). */
  'session:refreshed': { sessionEndTime: number };
  /** The user logged out; every area drops its state. */
  'session:logout': { expired: boolean };
  /** Bank accounts were linked or relinked (MM-139): lists of linked banks refetch. */
  'bank-link:success': { accountIds: number[] };
  /**
   * Show a toast (the shell renders it, merging repeats). `action`: one button on it (an Undo), kept longer so it can be
   * reached; the toast closes when the button is used.
   */
  'toast:show': { type: 'success' | 'error' | 'info' | 'warning'; message: string; action?: { label: string; run: () => void } };
  /** Commands: one consumer acts on each; issued before the consumer exists, they wait for it. */
  /** Without `kind` the Move Money selection opens; `editScheduledId` edits that scheduled transfer (MM-44). */
  'command:open-move-money': {
    kind?: 'internal' | 'from_bank' | 'from_card' | 'to_bank' | 'to_friend' | 'direct_deposit';
    presetQubeId?: number | 'cloud';
    editScheduledId?: number;
    /** An internal transfer of this amount from Cloud into presetQubeId, opened at its details (an alert's top-up). */
    presetAmount?: string;
  };
  'command:open-direct-deposit': Record<string, never>;
  /**
   * Opens the bank-link widget (MM-137): a new link of `linkType` (default 'default'), or with `relinkAccountId` the
   * update-mode relink of that linked account (MM-140). Money movement's dialogs answer it.
   */
  'command:open-bank-link': { linkType?: 'default' | 'dda' | 'credit_card'; relinkAccountId?: number };
  'command:open-activity': { activityId: number; scheduled?: boolean };
  /** Planning's cancel-auto-allocation question for one scheduled auto_allocation item (PL-20). */
  'command:open-cancel-auto-allocation': { scheduledId: number; qubeId: number };
  /** A Lite user tried a fourth qube (SH-77); the answer comes back as `reached-free-limit:answered`. */
  'command:open-reached-free-limit': { requestId: string };
  'reached-free-limit:answered': { requestId: string; choice: 'upgrade' | 'pay' | 'cancel' };
  /** An activity or scheduled item changed (note, cancel, run now, reqube): lists showing it refetch. */
  'activity:changed': { activityId?: number; scheduled?: boolean; reason: 'note' | 'cancelled' | 'executed' | 'reqube' };
  /**
   * The API's live-updates socket said this account's balances changed (a transfer in another tab,
   * a scheduled item run by the server): areas showing balances refetch, unless they already have
   * `version` (the account's change version, API-28: e.g. their own transfer's).
   */
  'account:updated': { accountId: number; version?: number };
  /** Qubes were created, edited, archived or reordered: lists and pickers refetch. */
  'qubes:changed': { qubeId?: number };
  'command:open-sign-up': { reason?: string };
  'command:open-upgrade': { feature?: string };
  /** Limited users get this instead of bank, card, to-bank, friend and direct-deposit actions (SH-78). */
  'command:open-get-debit-card': { action?: string };
};

export type BusEventName = keyof BusEvents;

/**
 * Replay policy per event, chosen on purpose: `account:switched` replays the latest to late
 * subscribers (a remote mounted after a switch must know it); commands are queued until a
 * consumer takes them, exactly once; everything else is fire-and-forget.
 */
const REPLAY_LATEST: ReadonlySet<BusEventName> = new Set(['account:switched']);
const isCommand = (name: BusEventName): boolean => name.startsWith('command:');

type AnyPayload = BusEvents[BusEventName];

export type EventBus = {
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  on<K extends BusEventName>(name: K): Observable<BusEvents[K]>;
  /**
   * Names of commands issued while no area consumes them: the shell loads the area that owns a
   * command's dialog (commandHosts), whose subscription then receives the waiting command.
   */
  unhandledCommands(): Observable<BusEventName>;
  /** Clears replayed state and pending commands (logout). */
  reset(): void;
};

export function createEventBus(): EventBus {
  const subjects = new Map<BusEventName, Subject<AnyPayload>>();
  const latest = new Map<BusEventName, AnyPayload>();
  const pendingCommands = new Map<BusEventName, AnyPayload[]>();
  const commandListeners = new Map<BusEventName, number>();
  const unhandled = new Subject<BusEventName>();

  const subjectFor = (name: BusEventName): Subject<AnyPayload> => {
    let subject = subjects.get(name);
    if (!subject) {
      subject = new Subject<AnyPayload>();
      subjects.set(name, subject);
    }
    return subject;
  };

  return {
    emit(name, payload) {
      if (isCommand(name) && (commandListeners.get(name) ?? 0) === 0) {
        pendingCommands.set(name, [...(pendingCommands.get(name) ?? []), payload]);
        unhandled.next(name);
        return;
      }
      if (REPLAY_LATEST.has(name)) latest.set(name, payload);
      subjectFor(name).next(payload);
    },
    on<K extends BusEventName>(name: K) {
      const subject = subjectFor(name);
      if (REPLAY_LATEST.has(name)) {
        return new Observable<BusEvents[K]>((subscriber) => {
          if (latest.has(name)) subscriber.next(latest.get(name) as BusEvents[K]);
          const subscription = subject.subscribe((value) => subscriber.next(value as BusEvents[K]));
          return () => subscription.unsubscribe();
        });
      }
      if (!isCommand(name)) return subject.asObservable() as Observable<BusEvents[K]>;
      return new Observable<BusEvents[K]>((subscriber) => {
        commandListeners.set(name, (commandListeners.get(name) ?? 0) + 1);
        const subscription = subject.subscribe((value) => subscriber.next(value as BusEvents[K]));
        const waiting = pendingCommands.get(name) ?? [];
        pendingCommands.delete(name);
        for (const payload of waiting) subscriber.next(payload as BusEvents[K]);
        return () => {
          subscription.unsubscribe();
          commandListeners.set(name, (commandListeners.get(name) ?? 1) - 1);
        };
      });
    },
    unhandledCommands() {
      return unhandled.asObservable();
    },
    reset() {
      pendingCommands.clear();
      latest.clear();
    },
  };
}

/** The one bus of the page: @qube/shared is a federation singleton, so every app gets this instance. */
export const bus: EventBus = createEventBus();
