import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@qube/shared';

// Loaded on first use: these dialogs are not part of the first paint.
const UpgradeDialog = lazy(() => import('./UpgradeDialog').then((m) => ({ default: m.UpgradeDialog })));
const AntdScope = lazy(() => import('../theme/AntdScope'));
const GetDebitCardDialog = lazy(() => import('./GetDebitCardDialog').then((m) => ({ default: m.GetDebitCardDialog })));

type OpenDialog = 'upgrade' | 'get-debit-card' | null;

/** Opens the shell's generic dialogs when any area asks through the bus. */
export function GenericDialogs() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [hasOpened, setHasOpened] = useState<Record<string, boolean>>({});
  const navigate = useNavigate();

  useEffect(() => {
    const show = (dialog: Exclude<OpenDialog, null>) => {
      setHasOpened((h) => ({ ...h, [dialog]: true }));
      setOpen(dialog);
    };
    const subscriptions = [
      bus.on('command:open-upgrade').subscribe(() => show('upgrade')),
      bus.on('command:open-get-debit-card').subscribe(() => show('get-debit-card')),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);

  const close = () => setOpen(null);
  if (!hasOpened.upgrade && !hasOpened['get-debit-card']) return null;
  return (
    <Suspense fallback={null}>
      <AntdScope>
      {hasOpened.upgrade && (
        <UpgradeDialog
          open={open === 'upgrade'}
          onClose={close}
          onViewPlans={() => {
            close();
            navigate('/manage-plan');
          }}
        />
      )}
      {hasOpened['get-debit-card'] && (
        <GetDebitCardDialog
          open={open === 'get-debit-card'}
          onClose={close}
          onGetCard={() => {
            close();
            navigate('/register/begin');
          }}
        />
      )}
      </AntdScope>
    </Suspense>
  );
}
