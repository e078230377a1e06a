import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { bus, type BusEvents } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { GenericDialogs } from './GenericDialogs';

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

// The first dialog of a run loads antd lazily (AntdScope); on a loaded 2-core machine that takes over findBy's 1 s.
const LAZY_LOAD = { timeout: 10000 };

function setup() {
  const { user } = renderWithProviders(
    <>
      <GenericDialogs />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </>,
    { route: '/dashboard', user: {} },
  );
  return { user };
}

describe('generic dialogs', () => {
  afterEach(() => bus.reset());

  it("SH-76 any area opens the 375 px Upgrade dialog through the bus; 'View Plans' goes to /manage-plan", async () => {
    const { user } = setup();
    act(() => bus.emit('command:open-upgrade', { feature: 'goal qubes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Enable this Feature' }, LAZY_LOAD);
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '375px' });
    for (const plan of ['Lite', 'Premium', 'Family']) expect(screen.getByRole('img', { name: `${plan} plan` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(screen.getByText('At /manage-plan')).toBeInTheDocument();
  });

  it('SH-78 the Get Debit Card prompt opens through the bus and leads to opening a full account', async () => {
    const { user } = setup();
    act(() => bus.emit('command:open-get-debit-card', { action: 'from_bank' }));
    expect(await screen.findByRole('dialog', { name: 'Get your Qube debit card' }, LAZY_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Debit Card' }));
    expect(screen.getByText('At /register/begin')).toBeInTheDocument();
  });

  describe('SH-77 Reached Free Limit', () => {
    const listen = () => {
      const answers: BusEvents['reached-free-limit:answered'][] = [];
      const subscription = bus.on('reached-free-limit:answered').subscribe((a) => answers.push(a));
      return { answers, stop: () => subscription.unsubscribe() };
    };

    it("SH-77 offers exactly 'Upgrade Plan', 'Continue & Pay $1/Mo' and 'Cancel'; 'Upgrade Plan' answers the request and goes to /manage-plan", async () => {
      const { user } = setup();
      const { answers, stop } = listen();
      act(() => bus.emit('command:open-reached-free-limit', { requestId: 'r-1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reached Free Limit' }, LAZY_LOAD);
      const buttons = Array.from(dialog.querySelectorAll('.ant-modal-body button')).map((b) => b.textContent);
      expect(buttons).toEqual(['Upgrade Plan', 'Continue & Pay $1/Mo', 'Cancel']);
      await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
      expect(answers).toEqual([{ requestId: 'r-1', choice: 'upgrade' }]);
      expect(screen.getByText('At /manage-plan')).toBeInTheDocument();
      stop();
    });

    it("SH-77 MM-14 'Continue & Pay $1/Mo' answers 'pay' for that request and stays on the page", async () => {
      const { user } = setup();
      const { answers, stop } = listen();
      act(() => bus.emit('command:open-reached-free-limit', { requestId: 'r-2' }));
      await user.click(await screen.findByRole('button', { name: 'Continue & Pay $1/Mo' }, LAZY_LOAD));
      expect(answers).toEqual([{ requestId: 'r-2', choice: 'pay' }]);
      expect(screen.getByText('At /dashboard')).toBeInTheDocument();
      stop();
    });

    it("SH-77 'Cancel' answers 'cancel' once, and a second question is answered with its own id", async () => {
      const { user } = setup();
      const { answers, stop } = listen();
      act(() => bus.emit('command:open-reached-free-limit', { requestId: 'r-3' }));
      await user.click(await screen.findByRole('button', { name: 'Cancel' }, LAZY_LOAD));
      act(() => bus.emit('command:open-reached-free-limit', { requestId: 'r-4' }));
      await user.click(await screen.findByRole('button', { name: 'Continue & Pay $1/Mo' }));
      expect(answers).toEqual([
        { requestId: 'r-3', choice: 'cancel' },
        { requestId: 'r-4', choice: 'pay' },
      ]);
      expect(screen.getByText('At /dashboard')).toBeInTheDocument();
      stop();
    });
  });
});
