import { useState } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '@qube/shared';
import { useNavigate } from 'react-router-dom';
import type { AuthorizedUserApplication } from '@qube/contract/authorizedUsers';
import { messageOf } from '../registration/components/useStepSubmit';
import { useAuthorizedUser } from './AuthorizedUserContext';
import { pathOf } from './steps';

/**
 * Runs a step's save: busy while it runs, the answer becomes the application and the person moves to the step it names;
 * a refusal shows the API's fallback_message and puts each field's message under its field (as registration's steps).
 */
export function useAuthorizedUserSubmit(form?: FormInstance) {
  const { setApplication } = useAuthorizedUser();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (save: () => Promise<AuthorizedUserApplication>) => {
    setIsBusy(true);
    setError(null);
    try {
      const next = await save();
      setApplication(next);
      navigate(pathOf(next.current_step));
    } catch (caught) {
      setError(messageOf(caught));
      const fields = caught instanceof ApiError ? caught.body?.fields : undefined;
      if (form && fields) {
        const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
        form.setFields(Object.entries(fields).filter(([name]) => known.has(name)).map(([name, message]) => ({ name, errors: [message] })));
      }
    } finally {
      setIsBusy(false);
    }
  };
  return { run, isBusy, error, setError };
}
