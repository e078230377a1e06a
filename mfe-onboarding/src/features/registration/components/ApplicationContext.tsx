import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApplicationForm } from '@qube/contract/registration';
import { registrationApi } from '../api/registrationApi';

type ApplicationState = {
  form: ApplicationForm | null;
  isLoading: boolean;
  setForm: (form: ApplicationForm | null) => void;
};

const ApplicationContext = createContext<ApplicationState | null>(null);

/**
 * The application form as the API keeps it (API-55): loaded once when registration opens (a reload or another tab
 * continues where the person was) and replaced by each step's answer.
 */
export function ApplicationProvider({ children }: { children: ReactNode }) {
  const [form, setFormState] = useState<ApplicationForm | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    let isCurrent = true;
    registrationApi.load()
      .then((loaded) => isCurrent && setFormState(loaded))
      // No application yet (404) or none reachable: the person starts at the beginning.
      .catch(() => undefined)
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, []);
  const setForm = useCallback((next: ApplicationForm | null) => setFormState(next), []);
  const value = useMemo(() => ({ form, isLoading, setForm }), [form, isLoading, setForm]);
  return <ApplicationContext.Provider value={value}>{children}</ApplicationContext.Provider>;
}

export function useApplication(): ApplicationState {
  const state = useContext(ApplicationContext);
  if (!state) throw new Error('useApplication needs an ApplicationProvider');
  return state;
}
