import { useState } from 'react';
import { ApiError } from '@qube/shared';
import type { PlainForm } from '@qube/shared/ui/plain';
import { useNavigate } from 'react-router-dom';
import type { ApplicationForm } from '@qube/contract/registration';
import { pathOf } from '../steps';
import { useApplication } from './ApplicationContext';

/** The message of a failed call: the API's fallback_message (ON-15), or a sentence of ours when nothing answered. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.fallbackMessage ?? (error.status === 0 ? 'Network error occurred.' : 'Something went wrong. Please try again.');
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A plain form that takes the API's messages under its fields (usePlainForm's). */
export type FieldMessages = Pick<PlainForm<Record<string, string>>, 'values' | 'setErrors'>;

/** Puts each of the API's field messages (`fields`) under the form's field of that name; others are left out. */
export function showFieldMessages(caught: unknown, form: FieldMessages | undefined): void {
  const fields = caught instanceof ApiError ? caught.body?.fields : undefined;
  if (!form || !fields) return;
  form.setErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in form.values)));
}

type RunOptions = {
  /** Move to the step the answer names (default). */
  advance?: boolean;
  /** The step's form: a refusal's field messages go under its fields. */
  form?: FieldMessages;
};

/**
 * Runs a step's save: busy while it runs, the answer becomes the application and the person moves to the step it names;
 * a refusal shows the API's fallback_message and puts each field's message under its field.
 */
export function useStepSubmit() {
  const { setForm } = useApplication();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (save: () => Promise<ApplicationForm>, { advance = true, form }: RunOptions = {}): Promise<ApplicationForm | null> => {
    setIsBusy(true);
    setError(null);
    try {
      const next = await save();
      setForm(next);
      if (advance) navigate(pathOf(next.current_step));
      return next;
    } catch (caught) {
      setError(messageOf(caught));
      showFieldMessages(caught, form);
      return null;
    } finally {
      setIsBusy(false);
    }
  };
  return { run, isBusy, error, setError };
}
