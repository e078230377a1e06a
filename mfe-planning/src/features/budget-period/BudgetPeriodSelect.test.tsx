import { screen, waitFor } from '@testing-library/react';
import { api, ApiError, sessionStore } from '@qube/shared';
import { makeAccount } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { BudgetPeriodSelect } from './BudgetPeriodSelect';
import { currentPeriodLabel } from './budgetPeriods';

jest.setTimeout(60000);

const setup = (account: Record<string, unknown> = {}, me: Record<string, unknown> = {}) => {
  const { user } = renderWithProviders(<BudgetPeriodSelect />, { session: { me, account: { id: 7, budget_period: 'monthly', ...account } } });
  return { user };
};

afterEach(() => jest.restoreAllMocks());

describe('budget period', () => {
  it("PL-24 the default period reads 'This Month'; weekly 'This Week'; the others 'This Period'", () => {
    expect(currentPeriodLabel(undefined)).toBe('This Month');
    expect(currentPeriodLabel('monthly')).toBe('This Month');
    expect(currentPeriodLabel('weekly')).toBe('This Week');
    expect(currentPeriodLabel('biweekly')).toBe('This Period');
    expect(currentPeriodLabel('semi_monthly')).toBe('This Period');
  });

  it('PL-24 changing the period sends PATCH accounts/{id}/ budget_period and the session keeps the answer', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ data: makeAccount({ id: 7, budget_period: 'weekly' }) } as never);
    const { user } = setup();
    expect(screen.getByText('Current period: This Month')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget period' }), 'Weekly');
    await waitFor(() => expect(patch).toHaveBeenCalledWith('accounts/7/', { budget_period: 'weekly' }, { mute: true }));
    expect(await screen.findByText('Current period: This Week')).toBeInTheDocument();
    expect(sessionStore.getState().active_account?.budget_period).toBe('weekly');
  });

  it("PL-24 a refused change keeps the period and says why", async () => {
    jest.spyOn(api, 'patch').mockRejectedValue(new ApiError(400, { fallback_message: 'Account not found.' }));
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget period' }), 'Every two weeks');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not change the budget period. Account not found.');
    expect(sessionStore.getState().active_account?.budget_period).toBe('monthly');
  });

  it('PL-24 guests keep the default period: no selector in the playground', () => {
    setup({}, { user_type: 'anonymous_user' });
    expect(screen.queryByRole('combobox', { name: 'Budget period' })).not.toBeInTheDocument();
  });
});
