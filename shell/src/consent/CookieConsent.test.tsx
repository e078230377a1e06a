import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { api } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { applyEarlyConsentChoice, consentStore, parseConsent } from './consent';
import { CookieConsent } from './CookieConsent';
import { usePageViews } from './usePageViews';

function Tracker() {
  usePageViews(1);
  const navigate = useNavigate();
  return <button onClick={() => navigate('/planning')}>Go to planning</button>;
}

function setup() {
  const { user } = renderWithProviders(
    <>
      <CookieConsent />
      <Tracker />
    </>,
    { route: '/dashboard', user: { advanceTimers: jest.advanceTimersByTime } },
  );
  return { user };
}

describe('cookie consent and page views', () => {
  let post: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: {} } as never);
    consentStore.setState({ consent: null, isSettingsOpen: false });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const pageViews = () => post.mock.calls.filter(([path]) => path === 'metrics/');

  it('SH-68 SH-69 shows the banner with necessary always on, and tracks nothing before consent', async () => {
    const { user } = setup();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeChecked();
    act(() => jest.advanceTimersByTime(5000));
    expect(pageViews()).toHaveLength(0);
  });

  it('SH-69 with only necessary cookies, no page view is ever sent', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Necessary only' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(pageViews()).toHaveLength(0);
    expect(consentStore.getState().consent).toEqual({ necessary: true, analytics: false, ads: false });
  });

  it('SH-70 after consent, a page view 1000 ms after load and 50 ms after each route change', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(pageViews()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.[1]).toMatchObject({ action: 'page_view', subcontext: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Go to planning' }));
    act(() => jest.advanceTimersByTime(49));
    expect(pageViews()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]?.[1]).toMatchObject({ subcontext: '/planning' });
  });

  it('SH-68 reads a remembered choice back from its cookie value', () => {
    expect(parseConsent('{"analytics":true,"ads":false}')).toEqual({ necessary: true, analytics: true, ads: false });
    expect(parseConsent('not json')).toBeNull();
  });

  it('SH-68 the choice can be changed later from the settings', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    act(() => consentStore.getState().openSettings());
    await user.click(screen.getByRole('checkbox', { name: 'Ads' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(consentStore.getState().consent).toEqual({ necessary: true, analytics: true, ads: false });
  });

  it('SH-68 a click on the static banner of index.html, before the shell ran, counts as the same choice', () => {
    const early = { qubeEarlyConsent: 'all' as string | undefined };
    applyEarlyConsentChoice(early);
    expect(consentStore.getState().consent).toEqual({ necessary: true, analytics: true, ads: true });
    expect(early.qubeEarlyConsent).toBeUndefined();

    consentStore.setState({ consent: null, isSettingsOpen: false });
    applyEarlyConsentChoice({ qubeEarlyConsent: 'necessary' });
    expect(consentStore.getState().consent).toEqual({ necessary: true, analytics: false, ads: false });

    consentStore.setState({ consent: null, isSettingsOpen: false });
    applyEarlyConsentChoice({ qubeEarlyConsent: 'customize' });
    expect(consentStore.getState()).toMatchObject({ consent: null, isSettingsOpen: true });

    consentStore.setState({ consent: null, isSettingsOpen: false });
    applyEarlyConsentChoice({});
    expect(consentStore.getState()).toMatchObject({ consent: null, isSettingsOpen: false });
  });
});
