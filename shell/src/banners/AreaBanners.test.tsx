import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bannerStore, showBanner } from '@qube/shared';
import { AreaBanners } from './AreaBanners';

describe('AreaBanners', () => {
  afterEach(() => act(() => bannerStore.getState().clear()));

  it('SH-43 shows what any area puts in the banner area, with its action, and closes a dismissible one', async () => {
    const onOpen = jest.fn();
    const user = userEvent.setup();
    render(<AreaBanners />);
    act(() => {
      showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', message: 'Your card pays from Groceries.', action: { label: 'View Qube', onClick: onOpen }, isDismissible: true });
    });
    const banner = screen.getByRole('status', { name: 'Groceries is open' });
    expect(banner).toHaveTextContent('Your card pays from Groceries.');
    await user.click(screen.getByRole('button', { name: 'View Qube' }));
    expect(onOpen).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close Groceries is open' }));
    expect(screen.queryByRole('status', { name: 'Groceries is open' })).not.toBeInTheDocument();
  });

  it('SH-43 a warning is announced as an alert', () => {
    render(<AreaBanners />);
    act(() => void showBanner({ id: 'migration', tone: 'warning', title: 'Finish moving to Qube Plus' }));
    expect(screen.getByRole('alert', { name: 'Finish moving to Qube Plus' })).toBeInTheDocument();
  });
});
