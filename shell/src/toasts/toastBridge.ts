import { createStore } from 'zustand/vanilla';
import { bus, type BusEvents } from '@qube/shared';

/** Text of a toast shown `count` times while still visible (SH-73: ' (2 times)'). */
export function mergedToastText(message: string, count: number): string {
  return count > 1 ? `${message} (${count} times)` : message;
}

export type Toast = { key: string; type: BusEvents['toast:show']['type']; message: string; count: number; action?: BusEvents['toast:show']['action'] };

const TOAST_MS = 4000;
/** A toast with a button stays long enough to reach it by keyboard (WCAG 2.2.1: enough time). */
export const TOAST_WITH_ACTION_MS = 10_000;

export const toastStore = createStore<{ toasts: Toast[] }>()(() => ({ toasts: [] }));

/** Shows every `toast:show` of the bus; an identical toast while one is visible merges into a counter. */
export function connectToasts(): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const remove = (key: string) => {
    clearTimeout(timers.get(key));
    timers.delete(key);
    toastStore.setState(({ toasts }) => ({ toasts: toasts.filter((t) => t.key !== key) }));
  };
  const subscription = bus.on('toast:show').subscribe(({ type, message, action }) => {
    const key = `${type}:${message}`;
    const existing = toastStore.getState().toasts.find((t) => t.key === key);
    // The newest action wins: it belongs to the newest of the merged moves.
    const toast: Toast = {
      key, type, message, count: (existing?.count ?? 0) + 1,
      ...(action ? { action: { label: action.label, run: () => { remove(key); action.run(); } } } : {}),
    };
    toastStore.setState(({ toasts }) => ({ toasts: existing ? toasts.map((t) => (t.key === key ? toast : t)) : [...toasts, toast] }));
    clearTimeout(timers.get(key));
    timers.set(key, setTimeout(() => remove(key), action ? TOAST_WITH_ACTION_MS : TOAST_MS));
  });
  return () => {
    subscription.unsubscribe();
    timers.forEach(clearTimeout);
  };
}
