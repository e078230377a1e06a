import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthorizedUserApplication } from '@qube/contract/authorizedUsers';
import { authorizedUserApi } from './authorizedUserApi';
import { messageOf } from '../registration/components/useStepSubmit';

type State = {
  application: AuthorizedUserApplication | null;
  isLoading: boolean;
  /** Why there is no application (an invalid, used or expired link): the API's message. */
  loadError: string | null;
  setApplication: (application: AuthorizedUserApplication | null) => void;
};

const AuthorizedUserContext = createContext<State | null>(null);

/** The link's token, read once: the page drops it from the address bar as soon as its cookie holds it. */
const inviteOf = (search: string) => new URLSearchParams(search).get('invite');

/**
 * The application as the API keeps it (ON-72): opened from the mailed link's token (?invite=), else resumed from the
 * invitation cookie after a reload, and replaced by each step's answer.
 */
export function AuthorizedUserProvider({ search, children }: { search: string; children: ReactNode }) {
  const [application, setState] = useState<AuthorizedUserApplication | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [invite] = useState(() => inviteOf(search));
  useEffect(() => {
    let isCurrent = true;
    (invite ? authorizedUserApi.open(invite) : authorizedUserApi.load())
      .then((loaded) => isCurrent && setState(loaded))
      .catch((caught: unknown) => isCurrent && setLoadError(messageOf(caught)))
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [invite]);
  const setApplication = useCallback((next: AuthorizedUserApplication | null) => setState(next), []);
  const value = useMemo(() => ({ application, isLoading, loadError, setApplication }), [application, isLoading, loadError, setApplication]);
  return <AuthorizedUserContext.Provider value={value}>{children}</AuthorizedUserContext.Provider>;
}

export function useAuthorizedUser(): State {
  const state = useContext(AuthorizedUserContext);
  if (!state) throw new Error('useAuthorizedUser needs an AuthorizedUserProvider');
  return state;
}
