import { useState } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '@qube/shared';
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

/**
 * Runs a step's save: busy while it runs, the answer becomes the application and the person moves to the step it names;
 * a refusal shows the API's fallback_message and puts each field's message under its field.
 */
export function useStepSubmit(form?: FormInstance) {
  const { setForm } = useApplication();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (save: () => Promise<ApplicationForm>, { advance = true }: { advance?: boolean } = {}): Promise<ApplicationForm | null> => {
    setIsBusy(true);
    setError(null);
    try {
      const next = await save();
      setForm(next);
      if (advance) navigate(pathOf(next.current_step));
      return next;
    } catch (caught) {
      setError(messageOf(caught));
      const fields = caught instanceof ApiError ? caught.body?.fields : undefined;
      if (form && fields) {
        const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
        form.setFields(Object.entries(fields).filter(([name]) => known.has(name)).map(([name, message]) => ({ name, errors: [message] })));
      }
      return null;
    } finally {
      setIsBusy(false);
    }
  };
  return { run, isBusy, error, setError };
}
