import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const CommandPalette = lazy(() => import('./CommandPalette'));

/** Ctrl+K, or ⌘K on a Mac. */
export const isPaletteKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * Opens the command palette on Ctrl+K / ⌘K on every signed-in page (issue 25 §6); the palette and cmdk load on the
 * first press. Focus goes back where it was when the palette closes.
 */
export function PaletteHost() {
  const [isOpen, setIsOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setIsOpen((open) => {
        if (!open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        return !open;
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!isOpen) return null;
  const close = () => {
    setIsOpen(false);
    // After the dialog lets go of focus (its own restore runs on unmount).
    setTimeout(() => returnTo.current?.focus(), 0);
  };
  return (
    <Suspense fallback={null}>
      <CommandPalette onClose={close} />
    </Suspense>
  );
}
