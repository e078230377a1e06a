import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { bannerStore, showBanner } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { AreaBanners } from './AreaBanners';

describe('AreaBanners', () => {
  afterEach(() => act(() => bannerStore.getState().clear()));

  it('SH-43 shows what any area puts in the banner area, with its action, and closes a dismissible one', async () => {
    const onOpen = jest.fn();
    // userEvent's default delay (not the helper's none), as these tests were written with.
    const { user } = renderWithProviders(<AreaBanners />, { user: {} });
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
    renderWithProviders(<AreaBanners />);
    act(() => void showBanner({ id: 'migration', tone: 'warning', title: 'Finish moving to Qube Plus' }));
    expect(screen.getByRole('alert', { name: 'Finish moving to Qube Plus' })).toBeInTheDocument();
  });

  it('SH-43 shows a banner\'s icon as one image with its label', () => {
    renderWithProviders(<AreaBanners />);
    act(() => void showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', icon: { element: <svg aria-hidden="true" />, label: 'Closes after the next purchase' } }));
    const banner = screen.getByRole('status', { name: 'Groceries is open' });
    expect(within(banner).getByRole('img', { name: 'Closes after the next purchase' })).toBeInTheDocument();
  });

  it('SH-43 closing a banner calls its onDismiss once; an area hiding it or the logout clear does not', async () => {
    const onDismiss = jest.fn();
    const { user } = renderWithProviders(<AreaBanners />, { user: {} });
    act(() => void showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', isDismissible: true, onDismiss }));
    await user.click(screen.getByRole('button', { name: 'Close Groceries is open' }));
    expect(screen.queryByRole('status', { name: 'Groceries is open' })).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => void showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', isDismissible: true, onDismiss }));
    act(() => bannerStore.getState().hide('open-qube'));
    act(() => void showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', isDismissible: true, onDismiss }));
    act(() => bannerStore.getState().clear());
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('SH-43 an action with href is a link the router follows', async () => {
    const { user } = renderWithProviders(
      <>
        <AreaBanners />
        <Routes>
          <Route path="/planning" element={<p>Planning page</p>} />
          <Route path="/qubes" element={<p>Qubes page</p>} />
        </Routes>
      </>,
      { route: '/planning', user: {} },
    );
    act(() => void showBanner({ id: 'open-qube', tone: 'info', title: 'Groceries is open', action: { label: 'View Qube', href: '/qubes?qube=7&isOpen=true#spend' } }));
    const link = screen.getByRole('link', { name: 'View Qube' });
    expect(link).toHaveAttribute('href', '/qubes?qube=7&isOpen=true#spend');
    await user.click(link);
    expect(screen.getByText('Qubes page')).toBeInTheDocument();
  });
});
