import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { DownloadPage } from './DownloadPage';

jest.setTimeout(60000);

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

describe('DownloadPage (/register/download)', () => {
  it("ON-07 ON-12 ON-18 v1's download step offers the two app stores and continuing in the browser, the referral carried", async () => {
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/register/download" element={<DownloadPage />} />
          <Route path="*" element={null} />
        </Routes>
        <WhereAmI />
      </>,
      { route: '/register/download?referral_code=FRIEND1' },
    );
    expect(screen.getByRole('heading', { name: 'Get the Qube app', level: 1 })).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'Get the Qube app' }));
    expect(panel.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(panel.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', expect.stringContaining('play.google.com'));
    await user.click(screen.getByRole('button', { name: 'Continue in the Browser' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register/start?referral_code=FRIEND1');
  });
});
