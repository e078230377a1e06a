import { render, screen } from '@testing-library/react';
import { api, sessionStore } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { act } from 'react';
import { StatementsApp } from '../../StatementsApp';

// The first view of /statements draws without antd (docs/adr/0015-plain-markup-first-views.md): an import of it
// fails here.
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /statements');
});

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.getState().reset());
  window.history.replaceState(null, '', '/');
});

it('ST-01 ST-02 the first view of /statements, its tabs, table and older months, needs no antd', async () => {
  window.history.replaceState(null, '', '/statements');
  startTestSession({ feature_flags: { monthly_reports: true } }, { id: 1 });
  const statement = { id: 202610, name: 'October 2026', period_start: '2026-10-01', period_end: '2026-10-31', opening_balance: '100.00', closing_balance: '150.00', total_in: '80.00', total_out: '30.00', created_at: '2026-10-31T06:00:00Z' };
  jest.spyOn(api, 'get').mockImplementation(((path: string) => Promise.resolve({
    status: 200,
    data: path.startsWith('reports/list-monthly-statements/') ? page([{ id: 202609, month: '2026-09', name: 'September 2026' }]) : page([statement]),
  })) as never);
  render(<StatementsApp />);
  expect(screen.getByRole('heading', { level: 1, name: 'Statements & Reports' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Monthly Reports' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'View October 2026 statement' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Closing balance' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'View September 2026 statement' })).toBeInTheDocument();
});

it('ST-01 another path of the area draws nothing', () => {
  window.history.replaceState(null, '', '/dashboard');
  const { container } = render(<StatementsApp />);
  expect(container).toBeEmptyDOMElement();
});
