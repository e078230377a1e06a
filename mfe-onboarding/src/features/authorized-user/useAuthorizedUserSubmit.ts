import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthorizedUserApplication } from '@qube/contract/authorizedUsers';
import { messageOf, showFieldMessages, type FieldMessages } from '../registration/components/useStepSubmit';
import { useAuthorizedUser } from './AuthorizedUserContext';
import { pathOf } from './steps';

/**
 * Runs a step's save: busy while it runs, the answer becomes the application and the person moves to the step it names;
 * a refusal shows the API's fallback_message and puts each field's message under its field of `form` (as registration's steps).
 */
export function useAuthorizedUserSubmit() {
  const { setApplication } = useAuthorizedUser();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (save: () => Promise<AuthorizedUserApplication>, form?: FieldMessages) => {
    setIsBusy(true);
    setError(null);
    try {
      const next = await save();
      setApplication(next);
      navigate(pathOf(next.current_step));
    } catch (caught) {
      setError(messageOf(caught));
      showFieldMessages(caught, form);
    } finally {
      setIsBusy(false);
    }
  };
  return { run, isBusy, error, setError };
}
