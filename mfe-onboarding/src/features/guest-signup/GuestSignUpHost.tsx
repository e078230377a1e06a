import { lazy, Suspense, useEffect, useState } from 'react';
import { bus, useSession } from '@qube/shared';

// The dialog (and antd's form code) loads on the first command: nothing of it is in any first paint.
const GuestSignUpDialog = lazy(() => import('./GuestSignUpDialog').then((m) => ({ default: m.GuestSignUpDialog })));

/** The bus reason of a save in the playground (ON-37): the dialog then asks to save the changes. */
export const SAVE_REASON = 'save';

/**
 * Answers `command:open-sign-up` from any area (the shell's guest rules and top bar, planning's save) while a guest is
 * signed in; each command opens a fresh dialog.
 */
export function GuestSignUpHost() {
  const isGuest = useSession((s) => s.isAnonymous);
  const [opened, setOpened] = useState<{ count: number; isSavePrompt: boolean } | null>(null);
  useEffect(() => {
    const subscription = bus.on('command:open-sign-up').subscribe(({ reason }) => {
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, isSavePrompt: reason === SAVE_REASON }));
    });
    return () => subscription.unsubscribe();
  }, []);
  if (!opened || !isGuest) return null;
  return (
    <Suspense fallback={null}>
      <GuestSignUpDialog key={opened.count} isSavePrompt={opened.isSavePrompt} onClose={() => setOpened(null)} />
    </Suspense>
  );
}
