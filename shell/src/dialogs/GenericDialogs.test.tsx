import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@qube/shared';
import { GenericDialogs } from './GenericDialogs';

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <GenericDialogs />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

describe('generic dialogs', () => {
  afterEach(() => bus.reset());

  it("SH-76 any area opens the 375 px Upgrade dialog through the bus; 'View Plans' goes to /manage-plan", async () => {
    const { user } = setup();
    act(() => bus.emit('command:open-upgrade', { feature: 'goal qubes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Enable this Feature' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '375px' });
    for (const plan of ['Lite', 'Premium', 'Family']) expect(screen.getByRole('img', { name: `${plan} plan` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(screen.getByText('At /manage-plan')).toBeInTheDocument();
  });

  it('SH-78 the Get Debit Card prompt opens through the bus and leads to opening a full account', async () => {
    const { user } = setup();
    act(() => bus.emit('command:open-get-debit-card', { action: 'from_bank' }));
    expect(await screen.findByRole('dialog', { name: 'Get your Qube debit card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Debit Card' }));
    expect(screen.getByText('At /register/begin')).toBeInTheDocument();
  });
});
