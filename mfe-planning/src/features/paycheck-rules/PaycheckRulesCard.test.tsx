import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { PaycheckRulesCard } from './PaycheckRulesCard';
import type { PaycheckPreview, PaycheckRule } from './paycheckRulesApi';

// antd modals render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(90000);

const QUBES = [
  { qube_id: 3, name: 'Rent', type: 'billing', auto_fund_choice: 0 },
  { qube_id: 4, name: 'Groceries', type: 'spending', auto_fund_choice: 1 },
];
const RULE: PaycheckRule = {
  id: 9,
  account_id: 1,
  payer_name: 'Acme Corp',
  payer_match: 'contains',
  amount_min: '1000.00',
  amount_max: '5000.00',
  is_active: true,
  lines: [
    { kind: 'fixed', qube_id: 3, qube_name: 'Rent', qube_archived: false, amount: '600.00', percent: null },
    { kind: 'fill_to_budget', qube_id: 4, qube_name: 'Groceries', qube_archived: false, amount: null, percent: null },
  ],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const PREVIEW: PaycheckPreview = {
  paychecks: [
    {
      activity_id: 70,
      date: '2026-11-15T09:00:00.000Z',
      payer: 'Acme Corp Payroll',
      amount: '2400.00',
      to_qubes: '600.00',
      to_cloud: '1800.00',
      lines: [{ kind: 'fixed', qube_id: 3, qube_name: 'Rent', wanted: '600.00', allocated: '600.00', short_reason: null, message: null }],
    },
  ],
};

const ok = (data: unknown, status = 200) => Promise.resolve({ status, data });
const fail = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => Promise.reject(new ApiError(status, body));

function setup(options: { rules?: PaycheckRule[]; rulesFail?: boolean; save?: () => Promise<unknown> } = {}) {
  let rules = options.rules ?? [RULE];
  const get = jest.spyOn(api, 'get').mockImplementation(((path: string) => {
    if (path === 'accounts/1/paycheck-rules/') return options.rulesFail ? fail(500, { fallback_message: 'Server down.' }) : ok({ results: rules });
    if (path === 'qubes/auto-funding/') return ok({ results: QUBES });
    return fail(404, { fallback_message: 'Not found.' });
  }) as never);
  const post = jest.spyOn(api, 'post').mockImplementation(((path: string) => {
    if (path.endsWith('/preview/')) return ok(PREVIEW);
    if (options.save) return options.save();
    rules = [...rules, { ...RULE, id: 10, payer_name: 'Globex' }];
    return ok(rules[rules.length - 1], 201);
  }) as never);
  const put = jest.spyOn(api, 'put').mockImplementation((() => ok(RULE)) as never);
  const remove = jest.spyOn(api, 'delete').mockImplementation((() => {
    rules = [];
    return ok(null, 204);
  }) as never);
  const rendered = renderWithProviders(<PaycheckRulesCard />, { session: { account: { id: 1 } }, record: ['toast:show'] });
  return { ...rendered, get, post, put, remove };
}

afterEach(() => jest.restoreAllMocks());

describe('PaycheckRulesCard', () => {
  it('PAY-11 lists each rule in words (which deposits, its plan, the rest to Cloud) with Edit and Delete', async () => {
    setup();
    const rule = await screen.findByRole('listitem', { name: 'Rule for Acme Corp' });
    expect(within(rule).getByText('From a payer containing “Acme Corp” · $1,000.00 to $5,000.00')).toBeInTheDocument();
    expect(within(rule).getByText('$600.00 to Rent')).toBeInTheDocument();
    expect(within(rule).getByText('Fill Groceries to its budget')).toBeInTheDocument();
    expect(within(rule).getByText('The rest to Cloud')).toBeInTheDocument();
    expect(within(rule).getByRole('button', { name: 'Edit rule for Acme Corp' })).toBeInTheDocument();
  });

  it('PAY-15 an account without rules says so; a failed load offers Retry', async () => {
    const { unmount } = setup({ rules: [] });
    expect(await screen.findByText('No paycheck rule yet.')).toBeInTheDocument();
    unmount();
    setup({ rulesFail: true });
    expect(await screen.findByText('We could not load your paycheck rules.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('PAY-12 a new rule: the form checks each field as the API does, shows the last three paychecks beside it, and saves', async () => {
    const { user, post, payloads } = setup({ rules: [] });
    await user.click(await screen.findByRole('button', { name: 'Add paycheck rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paycheck Rule' });
    expect(within(dialog).getByText('Complete the rule to see what it would have done.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the payer’s name as it appears on the deposit.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a qube.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payer name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Payer name'), 'Acme Corp');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Line 1: qube' }), 'Rent');
    await user.type(within(dialog).getByLabelText('Line 1: amount'), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Line 2: kind' }), 'Percentage');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Line 2: qube' }), 'Groceries');
    await user.type(within(dialog).getByLabelText('Line 2: percent'), '10');
    // The preview, beside the form: per qube, the rest to Cloud.
    const table = await within(dialog).findByRole('table', { name: /Acme Corp Payroll/ });
    expect(within(table).getByRole('rowheader', { name: 'Rest to Cloud' })).toBeInTheDocument();
    expect(within(table).getByText('$1,800.00')).toBeInTheDocument();
    // Reorder with the keyboard's buttons: line 2 up.
    await user.click(within(dialog).getByRole('button', { name: 'Move line 2 up' }));
    expect(within(dialog).getByRole('combobox', { name: 'Line 1: kind' })).toHaveValue('percent');
    // At the top its Up is disabled: focus is on its Down, where the keyboard can go on.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move line 1 down' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Paycheck Rule' })).not.toBeInTheDocument());
    const saved = post.mock.calls.find(([path]) => path === 'accounts/1/paycheck-rules/');
    expect(saved?.[1]).toEqual({
      payer_name: 'Acme Corp', payer_match: 'contains', amount_min: null, amount_max: null, is_active: true,
      lines: [{ kind: 'percent', qube_id: 4, amount: null, percent: '10' }, { kind: 'fixed', qube_id: 3, amount: '600.00', percent: null }],
    });
    expect(payloads('toast:show')).toEqual([{ type: 'success', message: 'Your paycheck rule is saved.' }]);
  });

  it('PAY-13 a refused save keeps what was typed and shows the API’s messages under their fields; closing with changes asks first', async () => {
    const { user } = setup({ save: () => fail(400, { fallback_message: 'Choose one of this account’s qubes.', fields: { 'lines.0.qube_id': 'Choose one of this account’s qubes.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Add paycheck rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Paycheck Rule' });
    await user.type(within(dialog).getByLabelText('Payer name'), 'Initech');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Line 1: kind' }), 'Fill to budget');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Line 1: qube' }), 'Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose one of this account’s qubes.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payer name')).toHaveValue('Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('Discard your changes to this rule?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Payer name')).toHaveValue('Initech');
    await user.keyboard('{Escape}');
    await user.click(await within(dialog).findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Paycheck Rule' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add paycheck rule' })).toHaveFocus();
  });

  it('PAY-14 Edit opens the saved rule; Delete asks, then deletes', async () => {
    const { user, put, remove } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit rule for Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Paycheck Rule' });
    expect(within(dialog).getByLabelText('Payer name')).toHaveValue('Acme Corp');
    expect(within(dialog).getByRole('combobox', { name: 'Line 2: kind' })).toHaveValue('fill_to_budget');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('accounts/1/paycheck-rules/9/', expect.objectContaining({ payer_name: 'Acme Corp' }), { mute: true }));
    await user.click(await screen.findByRole('button', { name: 'Delete rule for Acme Corp' }));
    await user.click(within(screen.getByRole('group', { name: 'Delete this rule?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('accounts/1/paycheck-rules/9/', undefined, { mute: true }));
    expect(await screen.findByText('No paycheck rule yet.')).toBeInTheDocument();
  });
});
