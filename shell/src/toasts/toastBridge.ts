import type { MessageInstance } from 'antd/es/message/interface';
import { bus } from '@qube/shared';

/** Text of a toast shown `count` times while still visible (SH-73: ' (2 times)'). */
export function mergedToastText(message: string, count: number): string {
  return count > 1 ? `${message} (${count} times)` : message;
}

const TOAST_SECONDS = 4;

/** Shows every `toast:show` of the bus; identical toasts while one is visible merge into a counter. */
export function connectToasts(api: MessageInstance): () => void {
  const visible = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> }>();
  const subscription = bus.on('toast:show').subscribe(({ type, message }) => {
    const key = `${type}:${message}`;
    const entry = visible.get(key);
    const count = (entry?.count ?? 0) + 1;
    if (entry) clearTimeout(entry.timer);
    visible.set(key, { count, timer: setTimeout(() => visible.delete(key), TOAST_SECONDS * 1000) });
    void api.open({ key, type, content: mergedToastText(message, count), duration: TOAST_SECONDS });
  });
  return () => subscription.unsubscribe();
}
