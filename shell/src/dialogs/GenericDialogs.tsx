import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, type BusEvents } from '@qube/shared';

// Loaded on first use: these dialogs are not part of the first paint.
const UpgradeDialog = lazy(() => import('./UpgradeDialog').then((m) => ({ default: m.UpgradeDialog })));
const AntdScope = lazy(() => import('../theme/AntdScope'));
const GetDebitCardDialog = lazy(() => import('./GetDebitCardDialog').then((m) => ({ default: m.GetDebitCardDialog })));
const ReachedFreeLimitDialog = lazy(() => import('./ReachedFreeLimitDialog').then((m) => ({ default: m.ReachedFreeLimitDialog })));

type OpenDialog = 'upgrade' | 'get-debit-card' | 'reached-free-limit' | null;
type FreeLimitChoice = BusEvents['reached-free-limit:answered']['choice'];

/** Opens the shell's generic dialogs when any area asks through the bus. */
export function GenericDialogs() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [hasOpened, setHasOpened] = useState<Record<string, boolean>>({});
  // The request the Reached Free Limit dialog answers (SH-77): the asking form waits for this id.
  const freeLimitRequest = useRef<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const show = (dialog: Exclude<OpenDialog, null>) => {
      // One dialog at a time: an unanswered free-limit question is answered 'cancel' so its form never waits forever.
      if (freeLimitRequest.current !== null) {
        bus.emit('reached-free-limit:answered', { requestId: freeLimitRequest.current, choice: 'cancel' });
        freeLimitRequest.current = null;
      }
      setHasOpened((h) => ({ ...h, [dialog]: true }));
      setOpen(dialog);
    };
    const subscriptions = [
      bus.on('command:open-upgrade').subscribe(() => show('upgrade')),
      bus.on('command:open-get-debit-card').subscribe(() => show('get-debit-card')),
      bus.on('command:open-reached-free-limit').subscribe(({ requestId }) => {
        show('reached-free-limit');
        freeLimitRequest.current = requestId;
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);

  const close = () => setOpen(null);
  const answerFreeLimit = (choice: FreeLimitChoice) => {
    const requestId = freeLimitRequest.current;
    freeLimitRequest.current = null;
    if (requestId !== null) bus.emit('reached-free-limit:answered', { requestId, choice });
    close();
    if (choice === 'upgrade') navigate('/manage-plan');
  };
  if (!hasOpened.upgrade && !hasOpened['get-debit-card'] && !hasOpened['reached-free-limit']) return null;
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
      {hasOpened['reached-free-limit'] && <ReachedFreeLimitDialog open={open === 'reached-free-limit'} onChoose={answerFreeLimit} />}
      </AntdScope>
    </Suspense>
  );
}
