import { createStore } from 'zustand/vanilla';
import { bus, type BusEvents } from '@qube/shared';

/** Text of a toast shown `count` times while still visible (SH-73: ' (2 times)'). */
export function mergedToastText(message: string, count: number): string {
  return count > 1 ? `${message} (${count} times)` : message;
}

export type Toast = { key: string; type: BusEvents['toast:show']['type']; message: string; count: number };

const TOAST_MS = 4000;

export const toastStore = createStore<{ toasts: Toast[] }>()(() => ({ toasts: [] }));

/** Shows every `toast:show` of the bus; an identical toast while one is visible merges into a counter. */
export function connectToasts(): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const subscription = bus.on('toast:show').subscribe(({ type, message }) => {
    const key = `${type}:${message}`;
    const existing = toastStore.getState().toasts.find((t) => t.key === key);
    const toast: Toast = { key, type, message, count: (existing?.count ?? 0) + 1 };
    toastStore.setState(({ toasts }) => ({ toasts: existing ? toasts.map((t) => (t.key === key ? toast : t)) : [...toasts, toast] }));
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        toastStore.setState(({ toasts }) => ({ toasts: toasts.filter((t) => t.key !== key) }));
      }, TOAST_MS),
    );
  });
  return () => {
    subscription.unsubscribe();
    timers.forEach(clearTimeout);
  };
}
