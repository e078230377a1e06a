import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, sessionStore, type Budget, type BusEvents } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { PendingChangesBar } from './PendingChangesBar';

const BUDGET = { id: 7, status: 'current' } as Budget;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.getState().reset());
});

describe('PendingChangesBar for a guest', () => {
  it("PL-02 ON-37 a guest's Save Changes opens the sign-up dialog with the save prompt and commits nothing; the drafts stay", async () => {
    startTestSession({ user_type: 'anonymous_user', feature_flags: { planning_screen: true } }, { id: 1 });
    const post = jest.spyOn(api, 'post');
    const asked: BusEvents['command:open-sign-up'][] = [];
    const subscription = bus.on('command:open-sign-up').subscribe((e) => asked.push(e));
    const onDone = jest.fn();
    render(<PendingChangesBar accountId={1} budget={BUDGET} onDone={onDone} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(asked).toEqual([{ reason: 'save' }]);
    expect(post).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('You have unsaved budget changes.')).toBeInTheDocument();
    subscription.unsubscribe();
  });
});
