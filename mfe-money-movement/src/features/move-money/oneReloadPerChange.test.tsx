import { act, screen, waitFor, within } from '@testing-library/react';
import { api, bus, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { InternalTransferDialog } from '../internal-transfer/InternalTransferDialog';
import { DashboardPage } from '../overview/DashboardPage';
import { QubesPage } from '../qubes/QubesPage';

// antd renders slowly in jsdom and this test walks a whole dialog; 30 s is tight on a loaded machine.
jest.setTimeout(90000);

const q = (id: number, name: string, type: Qube['type'], balance: string) =>
  ({ id, name, type, balance, color: null, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, manual_sort_position: id, current_cycle_budget: null, toFund: false }) as Qube;
const QUBES = [q(1, 'Groceries', 'spending', '100.00'), q(3, 'Rent', 'billing', '40.00')];
const FLAGS = { web_spend_qubes: true, web_bill_qubes: true };

/** The API client answers every read and counts it by path; the transfer's answer carries account version 7. */
function mockApi() {
  const reads = new Map<string, number>();
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    reads.set(path, (reads.get(path) ?? 0) + 1);
    if (path === 'accounts/1/updates/') return { status: 200, data: { account_balance: '640.00', cloud_qube_total_balance: '500.00', account_version: 6 } } as never;
    const results = path === 'qubes/' ? QUBES : [];
    return { status: 200, data: { count: results.length, next: null, results } } as never;
  });
  jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { id: 9, amount: '25.00', account_version: 7 } } as never);
  return { count: (path: string) => reads.get(path) ?? 0 };
}

describe('one reload per change (ADR 0088)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('API-28 MM-73 a transfer and the live update of its version reload each mounted area exactly once', async () => {
    const { count } = mockApi();
    const { user } = renderWithProviders(
      <>
        <DashboardPage />
        <QubesPage />
        <InternalTransferDialog onClose={jest.fn()} />
      </>,
      { session: { me: { feature_flags: FLAGS }, account: { id: 1 } }, route: '/qubes' },
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /^Groceries / }));
    await user.click(within(dialog).getByRole('button', { name: /^Rent / }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // What the three areas read to show themselves: the overview (dashboard and the dialog's Cloud), the qubes (each).
    const before = { overview: count('accounts/1/updates/'), qubes: count('qubes/') };
    expect(before).toEqual({ overview: 2, qubes: 3 });

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Internal Transfer Submitted')).toBeInTheDocument();
    // The socket's push of the same change, as the shell's live updates put it on the bus.
    act(() => bus.emit('account:updated', { accountId: 1, version: 7 }));
    await waitFor(() => expect(count('qubes/')).toBe(before.qubes + 2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    // The dashboard read its overview and qubes once more, /qubes its list once more; the dialog's pickers do not move
    // with money, and neither the answer's event nor the push read anything twice.
    expect(count('accounts/1/updates/')).toBe(before.overview + 1);
    expect(count('qubes/')).toBe(before.qubes + 2);
  });
});
