// Test helpers of the portal's component tests; never imported by app code.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, sessionStore, type AffiliateMe, type Me } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { PartnerProgramProvider } from '../features/access/PartnerProgramProvider';

type Method = 'GET' | 'POST' | 'PATCH';
type Handler = (payload: Record<string, unknown> | undefined) => unknown;
export type ApiCall = { method: Method; path: string; payload: Record<string, unknown> | undefined };

export const coachProgram = (features = ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'], programType: 'coach' | 'affiliate' | 'rewards' | 'church' | 'employer' = 'coach'): AffiliateMe => ({
  id: 1,
  current_subscription: { program: { program_type: programType, affiliate_features: features } },
});

/**
 * Answers the API client's calls from a table ('GET affiliates/metrics/' → answer); a handler that
 * throws makes the call fail with what it threw. Every call is recorded, in order.
 */
export function mockApi(routes: Record<string, Handler>): { calls: ApiCall[]; callsTo: (method: Method, path: string) => ApiCall[] } {
  const calls: ApiCall[] = [];
  const answer = (method: Method) => async (path: string, payload?: unknown) => {
    const call = { method, path, payload: payload as Record<string, unknown> | undefined };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`No mock for ${method} ${path}`);
    return { status: 200, data: handler(call.payload) };
  };
  jest.spyOn(api, 'get').mockImplementation(answer('GET') as never);
  jest.spyOn(api, 'post').mockImplementation(answer('POST') as never);
  jest.spyOn(api, 'patch').mockImplementation(answer('PATCH') as never);
  return { calls, callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Signs a partner in (the session store only). */
export function signInPartner(me: Partial<Me> = {}) {
  return startTestSession({ id: 3, first_name: 'Cora', is_coach: true, is_affiliate: false, is_rewards_affiliate: false, feature_flags: { web_partner_revenue: true }, ...me });
}

/** Renders one portal page at its path, with antd's App, a router and the partner program provider. */
export function renderPage(page: ReactElement, path = '/coaching/page') {
  const user = userEvent.setup();
  const result = render(
    <AntdApp>
      <PartnerProgramProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </PartnerProgramProvider>
    </AntdApp>,
  );
  return { user, ...result };
}

export function resetPortalTest() {
  sessionStore.getState().reset();
  jest.restoreAllMocks();
}
