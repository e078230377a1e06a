import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSession, type AffiliateMe } from '@qube/shared';
import { loadPartnerProgram } from './partnerApi';

export type PartnerProgramState = { status: 'loading' } | { status: 'ready'; program: AffiliateMe | null } | { status: 'error' };

type PartnerProgramValue = { state: PartnerProgramState; retry: () => void };

const PartnerProgramContext = createContext<PartnerProgramValue | null>(null);

/**
 * Loads the partner's program (GET affiliates/me/, CO-10) once per signed-in user, for the guard and
 * the tab bar alike: moving between tabs asks nothing again.
 */
export function PartnerProgramProvider({ children }: { children: ReactNode }) {
  const userId = useSession((s) => s.me?.id ?? null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: PartnerProgramState } | null>(null);
  const requestKey = `${userId}#${attempt}`;

  useEffect(() => {
    if (userId === null) return;
    let isCurrent = true;
    loadPartnerProgram().then(
      (program) => isCurrent && setResult({ key: requestKey, state: { status: 'ready', program } }),
      () => isCurrent && setResult({ key: requestKey, state: { status: 'error' } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [userId, requestKey]);

  // Signed out, the last program stays until the page's sign-in replaces the portal; another user's never shows.
  const state: PartnerProgramState = result && (result.key === requestKey || userId === null) ? result.state : { status: 'loading' };

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return <PartnerProgramContext.Provider value={{ state, retry }}>{children}</PartnerProgramContext.Provider>;
}

/** The program as loaded by the nearest provider. */
export function usePartnerProgram(): PartnerProgramValue {
  const value = useContext(PartnerProgramContext);
  if (!value) throw new Error('usePartnerProgram needs a PartnerProgramProvider');
  return value;
}
