import { useState } from 'react';
import { bus, type BusEvents } from '@qube/shared';
import { useSubmission } from '../../ui/useSubmission';

/** What a money move's request gave back: the move as `transfer:success` tells it, and the API's answer. */
export type MoneyMoved = {
  moved: Omit<BusEvents['transfer:success'], 'accountVersion'>;
  answer: unknown;
  /** 'Transfer Successful!' as a toast (the default), or not (a deposit's success step says it). */
  toast?: boolean;
  /** What follows the success step (an audit log, a look for auto-allocations to review). */
  after?: () => void;
};

/** The account version a money move's answer carries (API-28), if any. */
const accountVersionOf = (answer: unknown): number | undefined => {
  const version = (answer as { account_version?: unknown } | null)?.account_version;
  return typeof version === 'number' ? version : undefined;
};

const newKey = (): string => crypto.randomUUID();

/** A dialog's steps name its last one 'success': the wizard goes there when the move is made. */
type WithSuccess<S extends string> = 'success' extends S ? S : never;

/**
 * The step-wizard skeleton of the move-money dialogs (issue 23 §3): the current step, the idempotency key (new with the
 * dialog, renewed when the move changes, so a repeated Submit sends the same key and the API moves money once), the
 * submission with its failure message, and what a success does: the toast, the success step, then `transfer:success`
 * with the answer's account version, so the account-data layer reloads each area once for this move and its live
 * update (ADR 0088). Each dialog keeps its own steps' rules and views.
 */
export function useMoneyMoveWizard<S extends string>(first: WithSuccess<S>, failure: string) {
  const [step, setStep] = useState<S>(first);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const { isSubmitting, submitError, submit: send } = useSubmission(failure);

  /** Sends the move; `move` answers null when the form is not complete (nothing is sent). */
  const submit = (move: (idempotencyKey: string) => Promise<MoneyMoved | null>) =>
    send(async () => {
      const done = await move(idempotencyKey);
      if (!done) return;
      if (done.toast !== false) bus.emit('toast:show', { type: 'success', message: 'Transfer Successful!' });
      // WithSuccess<S> holds that 'success' is one of S.
      setStep('success' as S);
      const accountVersion = accountVersionOf(done.answer);
      bus.emit('transfer:success', accountVersion === undefined ? done.moved : { ...done.moved, accountVersion });
      done.after?.();
    });

  return { step, setStep, idempotencyKey, renewKey: () => setIdempotencyKey(newKey()), isSubmitting, submitError, submit };
}
