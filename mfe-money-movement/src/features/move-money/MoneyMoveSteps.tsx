import type { ReactNode } from 'react';
import type { ApiError } from '@qube/shared';
import { LoadError, Loading } from './LoadState';
import { BackButton, CancelButton, ContinueButton, MoveMoneyModal, SubmitButton } from './MoveMoneyModal';
import { OkayButton, SuccessSummary } from './SuccessSummary';

/** What one step of a move-money dialog shows in its frame. */
export type StepView = { title: string; body: ReactNode; footer: ReactNode[] };

/** The footer's buttons, keyed for a footer list. */
export const cancelButton = <CancelButton key="cancel" />;
export const backButton = (onClick: () => void, key = 'back') => <BackButton key={key} onClick={onClick} />;
export const continueButton = (disabled: boolean, onClick: () => void) => <ContinueButton key="continue" disabled={disabled} onClick={onClick} />;
export const submitButton = (isSubmitting: boolean, onClick: () => void, disabled?: boolean) => (
  <SubmitButton key="submit" isSubmitting={isSubmitting} disabled={disabled} onClick={onClick} />
);

type Loaded = { status: 'loading' | 'ready' | 'error'; error: ApiError | null; reload: () => void };

/**
 * The step shown while what it needs is on its way or failed (with Retry), or null once it is there. `what` names it
 * for the skeleton's label and the failure's title.
 */
export function waitingStep(title: string, loaded: Loaded, what: { label: string; failed: string }, footer: ReactNode[]): StepView | null {
  if (loaded.status === 'ready') return null;
  const body = loaded.status === 'error' && loaded.error ? <LoadError title={what.failed} error={loaded.error} onRetry={loaded.reload} /> : <Loading label={what.label} />;
  return { title, body, footer };
}

/** The qubes a step picks from, as `waitingStep` names them. */
export const QUBES = { label: 'Loading your qubes', failed: 'We could not load your qubes.' };

/** The last step: the amount, what happened, and Okay to close. */
export function successStep(title: string, amount: string, told: ReactNode, onClose: () => void): StepView {
  return { title, body: <SuccessSummary amount={amount}>{told}</SuccessSummary>, footer: [<OkayButton key="okay" onClick={onClose} />] };
}

/** The dialog's frame (MoveMoneyModal) showing one step. */
export function MoneyMoveDialog({ view, onClose, rootClassName, children }: { view: StepView; onClose: () => void; rootClassName?: string; children?: ReactNode }) {
  return (
    <MoveMoneyModal title={view.title} footer={view.footer} onClose={onClose} rootClassName={rootClassName}>
      {children}
      {view.body}
    </MoveMoneyModal>
  );
}
