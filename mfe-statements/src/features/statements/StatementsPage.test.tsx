import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, type MonthlyReport, type StatementDetail } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { StatementsPage } from './StatementsPage';

const statement = (id: number, name: string, start: string, end: string) => ({
  id, name, period_start: start, period_end: end, opening_balance: '100.00', closing_balance: '150.00', total_in: '80.00', total_out: '30.00', created_at: `${end}T06:00:00Z`,
});
const RECENT = [statement(202610, 'October 2026', '2026-10-01', '2026-10-31'), statement(202609, 'September 2026', '2026-09-01', '2026-09-30')];
const month = (id: number, name: string) => ({ id, month: `${String(id).slice(0, 4)}-${String(id).slice(4)}`, name });
const DETAIL: StatementDetail = {
  ...RECENT[0]!,
  account_name: 'Main',
  account_number_last4: '0001',
  lines: [
    { id: 7, date: '2026-10-03', description: 'Paycheck', qube: 'Cloud', amount: '80.00', balance: '180.00' },
    { id: 8, date: '2026-10-09', description: 'Corner Market', qube: 'Groceries', amount: '-30.00', balance: '150.00' },
  ],
};
const REPORT: MonthlyReport = {
  month: '2026-10', name: 'October 2026 Report', period_start: '2026-10-01', period_end: '2026-10-31', money_in: '80.00', money_out: '30.00', net: '50.00', transactions_count: 2,
  spending_by_qube: [{ qube_id: 4, name: 'Groceries', type: 'spending', spent: '30.00', budget: '20.00' }, { qube_id: null, name: 'Cloud', type: 'cloud', spent: '0.00', budget: null }],
  top_merchants: [{ name: 'Corner Market', spent: '30.00', count: 1 }],
};

type Get = (path: string) => Promise<unknown>;
const ok = (data: unknown) => Promise.resolve({ status: 200, data });
const page = (results: unknown[], next: string | null = null) => ({ count: results.length, next, previous: null, results });

function setup(get: Get, flags: Record<string, boolean> = {}) {
  const spyGet = jest.spyOn(api, 'get').mockImplementation(((path: string) => get(path)) as never);
  const spyPost = jest.spyOn(api, 'post').mockImplementation((() => ok(REPORT)) as never);
  const { user } = renderWithProviders(<StatementsPage />, { session: { me: { feature_flags: flags }, account: { id: 1 } } });
  return { user, spyGet, spyPost };
}

const defaultGet: Get = (path) => {
  if (path === 'accounts/1/statements/') return ok(page(RECENT));
  if (path.startsWith('reports/list-monthly-statements/')) return ok(page([month(202610, 'October 2026'), month(202609, 'September 2026'), month(202608, 'August 2026')]));
  if (path === 'accounts/1/statements/202610/') return ok(DETAIL);
  if (path.startsWith('reports/list-monthly-reports/')) return ok(page([{ id: 202610, month: '2026-10', name: 'October 2026 Report' }]));
  throw new Error(`unexpected GET ${path}`);
};

afterEach(() => {
  jest.restoreAllMocks();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('StatementsPage', () => {
  it('ST-01 ST-02 lists the recent statements with their balances under the title Statements', async () => {
    setup(defaultGet);
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    const row = (await screen.findByText('October 2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    expect(within(row).getByText('$150.00')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Monthly Reports' })).not.toBeInTheDocument();
  });

  it('ST-03 lists older months below the recent ones, each once, and appends the next page on Load more', async () => {
    const get: Get = (path) => {
      if (path.includes('list-monthly-statements/') && path.includes('offset=0')) return ok(page([month(202610, 'October 2026'), month(202608, 'August 2026')], 'next'));
      if (path.includes('list-monthly-statements/') && path.includes('offset=2')) return ok(page([month(202608, 'August 2026'), month(202607, 'July 2026')]));
      return defaultGet(path);
    };
    const { user } = setup(get);
    const older = await screen.findByRole('region', { name: 'Older statements' });
    expect(within(older).getByText('August 2026')).toBeInTheDocument();
    expect(within(older).queryByText('October 2026')).not.toBeInTheDocument();
    await user.click(within(older).getByRole('button', { name: 'Load more' }));
    expect(await within(older).findByText('July 2026')).toBeInTheDocument();
    expect(within(older).getAllByText('August 2026')).toHaveLength(1);
    expect(within(older).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('ST-05 View opens the statement with its account, totals and lines; CSV downloads and Print prints it alone', async () => {
    const createObjectURL = jest.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user } = setup(defaultGet);
    await user.click(await screen.findByRole('button', { name: 'View October 2026 statement' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('October 2026 Statement')).toBeInTheDocument();
    expect(await within(dialog).findByText('Corner Market')).toBeInTheDocument();
    expect(within(dialog).getByText('Main ···· 0001')).toBeInTheDocument();
    expect(within(dialog).getByText('-$30.00')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain('2026-10-09,Corner Market,Groceries,-30.00,150.00');

    await user.click(within(dialog).getByRole('button', { name: 'Print or Save as PDF' }));
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.srcdoc).toContain('<title>October 2026 Statement</title>');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ST-06 a list that cannot load says so with the API message; Retry loads it', async () => {
    let fail = true;
    const get: Get = (path) => (path === 'accounts/1/statements/' && fail ? Promise.reject(new ApiError(500, { fallback_message: 'Server error.' })) : defaultGet(path));
    const { user } = setup(get);
    expect(await screen.findByText('We could not load your statements.')).toBeInTheDocument();
    expect(screen.getByText('Server error.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('October 2026')).toBeInTheDocument();
  });

  it('ST-06 a statement that cannot open says so in its dialog; Retry opens it', async () => {
    let fail = true;
    const get: Get = (path) => (path === 'accounts/1/statements/202610/' && fail ? Promise.reject(new ApiError(404, { fallback_message: 'Statement not found.' })) : defaultGet(path));
    const { user } = setup(get);
    await user.click(await screen.findByRole('button', { name: 'View October 2026 statement' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('We could not open this statement.')).toBeInTheDocument();
    expect(within(dialog).getByText('Statement not found.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Corner Market')).toBeInTheDocument();
  });

  it('ST-01 ST-04 with monthly_reports the page is Statements & Reports and a month opens its report', async () => {
    const { user, spyPost } = setup(defaultGet, { monthly_reports: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Statements & Reports' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Monthly Reports' }));
    await user.click(await screen.findByRole('button', { name: 'October 2026 Report' }));
    expect(spyPost).toHaveBeenCalledWith('reports/get-monthly-report/', { account_id: 1, month: '2026-10' });
    const report = await screen.findByRole('article', { name: 'October 2026 Report' });
    expect(within(report).getByText('$50.00')).toBeInTheDocument();
    expect(within(report).getByText('No budget')).toBeInTheDocument();
    expect(within(report).getByLabelText('Groceries: 150% of budget')).toBeInTheDocument();
    expect(within(report).getByText('Corner Market · 1 purchase')).toBeInTheDocument();
  });

  it('ST-06 a report that cannot be built says so; Retry builds it', async () => {
    const { user, spyPost } = setup(defaultGet, { monthly_reports: true });
    spyPost.mockRejectedValueOnce(new ApiError(403, { fallback_message: 'Monthly reports are not available for this account.' }));
    await user.click(screen.getByRole('tab', { name: 'Monthly Reports' }));
    await user.click(await screen.findByRole('button', { name: 'October 2026 Report' }));
    expect(await screen.findByText('We could not build this report.')).toBeInTheDocument();
    expect(screen.getByText('Monthly reports are not available for this account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'October 2026 Report' })).toBeInTheDocument();
  });

  it('ST-04 without reports yet the tab says when the first one comes', async () => {
    const get: Get = (path) => (path.startsWith('reports/list-monthly-reports/') ? ok(page([])) : defaultGet(path));
    const { user } = setup(get, { monthly_reports: true });
    await user.click(screen.getByRole('tab', { name: 'Monthly Reports' }));
    expect(await screen.findByText('Your first monthly report appears after your first full month.')).toBeInTheDocument();
  });
});
