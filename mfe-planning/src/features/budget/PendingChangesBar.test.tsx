import { screen } from '@testing-library/react';
import { api, type Budget } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { PendingChangesBar } from './PendingChangesBar';

const BUDGET = { id: 7, status: 'current' } as Budget;

afterEach(() => jest.restoreAllMocks());

describe('PendingChangesBar for a guest', () => {
  it("PL-02 ON-37 a guest's Save Changes opens the sign-up dialog with the save prompt and commits nothing; the drafts stay", async () => {
    const post = jest.spyOn(api, 'post');
    const onDone = jest.fn();
    const { user, payloads } = renderWithProviders(<PendingChangesBar accountId={1} budget={BUDGET} onDone={onDone} />, {
      session: { me: { user_type: 'anonymous_user', feature_flags: { planning_screen: true } }, account: { id: 1 } },
      record: ['command:open-sign-up'],
      user: {},
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(payloads('command:open-sign-up')).toEqual([{ reason: 'save' }]);
    expect(post).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('You have unsaved budget changes.')).toBeInTheDocument();
  });
});
