import { useCallback, useEffect, useRef, useState } from 'react';
import { PlainAlert } from '@qube/shared/ui/plain';

export type ToastMessage = { type: 'success' | 'error'; text: string };

const SHOWN_MS = 5000;

/**
 * A short message after an action ('Code saved.'), what antd's `message` drew, in plain markup: it floats at the top
 * (the page does not move) and goes after a few seconds. The live region is always there, so it is announced.
 */
export function useToast(): { show: (type: ToastMessage['type'], text: string) => void; toast: ToastMessage | null } {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((type: ToastMessage['type'], text: string) => {
    clearTimeout(timer.current);
    setToast({ type, text });
    timer.current = setTimeout(() => setToast(null), SHOWN_MS);
  }, []);
  return { show, toast };
}

export function Toast({ toast }: { toast: ToastMessage | null }) {
  return (
    <div
      aria-live={toast?.type === 'error' ? 'assertive' : 'polite'}
      style={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 1010, width: 'max-content', maxWidth: 'calc(100vw - 32px)', pointerEvents: 'none' }}
    >
      {toast && <PlainAlert type={toast.type} title={toast.text} role="status" style={{ boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }} />}
    </div>
  );
}
