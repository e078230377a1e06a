import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { RegisterBeginPage } from './RegisterBeginPage';

jest.setTimeout(60000);
afterEach(() => jest.restoreAllMocks());

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

function setup(path: string, assets = { affiliate_type: 'coach', image_url: '/partner.png', message: 'Budget with me!' }) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === 'onboarding/welcome-assets/') return { status: 200, data: assets } as never;
    if (url === 'onboarding/affiliate-type/') return { status: 200, data: { affiliate_type: assets.affiliate_type } } as never;
    throw new Error(`unexpected GET ${url}`);
  });
  const { user } = renderWithProviders(
    <>
      <Routes>
        <Route path="/register/begin" element={<RegisterBeginPage />} />
        <Route path="*" element={null} />
      </Routes>
      <WhereAmI />
    </>,
    { route: path },
  );
  return { user, get };
}

describe('RegisterBeginPage (the landing)', () => {
  it("ON-01 without a referral the header button reads 'Get Started' and begins registration; no partner call is made", async () => {
    const { user, get } = setup('/register/begin');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register/start');
    expect(get).not.toHaveBeenCalled();
  });

  it("ON-01 ON-05 ON-06 an affiliate link reads 'Get 60 Days Free', shows the partner's message, image and type, and carries the code on", async () => {
    const { user, get } = setup('/register/begin?affiliate_id=CORA');
    const invitation = await screen.findByRole('region', { name: 'Your invitation' });
    expect(await within(invitation).findByText('Budget with me!')).toBeInTheDocument();
    expect(within(invitation).getByText('Your coach invited you to Qube. Your first 60 days are free.')).toBeInTheDocument();
    expect(invitation.querySelector('img')).toHaveAttribute('src', '/partner.png');
    expect(get).toHaveBeenCalledWith('onboarding/welcome-assets/', { affiliate_id: 'CORA' }, expect.objectContaining({ noAuth: true }));
    expect(get).toHaveBeenCalledWith('onboarding/affiliate-type/', { affiliate_id: 'CORA' }, expect.objectContaining({ noAuth: true }));
    await user.click(screen.getByRole('button', { name: 'Get 60 Days Free' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register/start?affiliate_id=CORA');
  });

  it("ON-01 ON-06 a friend's referral_code also reads 'Get 60 Days Free'; an unknown partner code still shows the free days", async () => {
    setup('/register/begin?referral_code=FRIEND1', { affiliate_type: null as never, image_url: null as never, message: null as never });
    expect(screen.getByRole('button', { name: 'Get 60 Days Free' })).toBeInTheDocument();
    expect(screen.getByText('You were referred to Qube. Your first 60 days are free.')).toBeInTheDocument();
  });

  it("ON-03 ON-04 the welcome panel shows the step indicators and the version label '4.0.41-alpha'", () => {
    setup('/register/begin');
    for (const step of ['Your Info', 'Options', 'Summary']) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByText('Version 4.0.41-alpha')).toBeInTheDocument();
  });

  it('ON-02 the footer has the groups Product, Resources and Company, and the app store links', () => {
    setup('/register/begin');
    for (const group of ['Product', 'Resources', 'Company']) expect(screen.getByRole('navigation', { name: group })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    const stores = screen.getByRole('navigation', { name: 'Get the app' });
    expect(within(stores).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(within(stores).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/play\.google\.com\//));
  });

  it("ON-30 a failed identity check comes back with ?prove=false and says so; the query is not carried on", async () => {
    const { user } = setup('/register/begin?prove=false');
    expect(screen.getByText('We could not complete your identity check. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/register\/start$/));
  });
});
