import { useStore } from 'zustand';
import { mergedToastText, toastStore } from './toastBridge';

/** The toasts of every area, announced to screen readers (errors assertively). */
export function Toasts() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    <div className="qube-toasts">
      {toasts.map((toast) => (
        <div key={toast.key} className={`qube-toast qube-toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
          {mergedToastText(toast.message, toast.count)}
          {toast.action && (
            <button type="button" className="qube-toast-action" onClick={toast.action.run}>
              {toast.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
