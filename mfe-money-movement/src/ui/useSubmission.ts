import { useCallback, useState } from 'react';
import { failureMessage } from './failureMessage';

/**
 * One request a dialog sends on a button press: whether it is under way, and the message of the last failure (the
 * API's fallback_message, else `fallback`), cleared when the next try starts. What happens on success is the action's.
 */
export function useSubmission(fallback: string): Submission {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submit = useCallback(
    async (action: () => Promise<void>) => {
      setIsSubmitting(true);
      setSubmitError(null);
      try {
        await action();
      } catch (caught) {
        setSubmitError(failureMessage(caught, fallback));
      } finally {
        setIsSubmitting(false);
      }
    },
    [fallback],
  );
  return { isSubmitting, submitError, submit, setSubmitError };
}

export type Submission = {
  isSubmitting: boolean;
  submitError: string | null;
  /** Runs the request; a failure becomes `submitError`, so the promise never rejects. */
  submit: (action: () => Promise<void>) => Promise<void>;
  /** Clears (or sets) the message outside a request: a dialog that leaves its step drops an old failure. */
  setSubmitError: (message: string | null) => void;
};
