import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bannerStore, bus, sessionStore, type BusEvents } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { countdownLabel } from './countdownLabel';
import type { OpenQubeState } from './openQubeApi';
import { openQubeHref, openQubeStore, OPEN_QUBE_BANNER_ID, startOpenQubeBanner } from './openQubeStore';
import { QubeCloseSettingsDialog } from './QubeCloseSettingsDialog';

const GROCERIES: OpenQubeState = { open_qube: { id: 7, name: 'Groceries', type: 'spending', balance: '320.00' }, expires_in: 3, remaining_purchases: null, close_qube_after_next_purchase: false };
const NONE: OpenQubeState = { open_qube: null, expires_in: null, remaining_purchases: null, close_qube_after_next_purchase: false };

const signIn = (flags: Record<string, boolean> = { web_open_qube_top_banner: true }) => {
  const account = makeAccount({ id: 1 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account, feature_flags: flags }), account, trustDevice: false });
};
const media = (matches: boolean) => () => ({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList;
const banner = () => bannerStore.getState().banners.find((b) => b.id === OPEN_QUBE_BANNER_ID);
/** Lets the mocked GET answer and the store publish. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
};

describe('open qube', () => {
  let stop: () => void = () => undefined;
  const toasts: BusEvents['toast:show'][] = [];
  beforeEach(() => {
    toasts.length = 0;
    bus.on('toast:show').subscribe((t) => toasts.push(t));
  });
  afterEach(() => {
    stop();
    act(() => sessionStore.getState().reset());
    bannerStore.getState().clear();
    jest.restoreAllMocks();
    jest.useRealTimers();
    bus.reset();
  });

  it('MM-130 labels the countdown: minutes up to 30m, 1h up to 60, 2h up to 120, 1d up to 1440, days up to 8640, 1w up to 10080, then weeks', () => {
    const cases: [number, string][] = [
      [0, '0m'], [1, '1m'], [30, '30m'], [31, '1h'], [60, '1h'], [61, '2h'], [120, '2h'], [121, '1d'], [1440, '1d'], [1441, '2d'], [2000, '2d'], [8640, '6d'],
      [8641, '1w'], [10080, '1w'], [10081, '2w'], [525600, '53w'],
    ];
    expect(cases.map(([minutes]) => countdownLabel(minutes))).toEqual(cases.map(([, label]) => label));
  });

  it.each([
    ['spending', '/qubes?qube=7&isOpen=true#spend'],
    ['billing', '/qubes?qube=7&isOpen=true#bill'],
    ['goal', '/qubes?qube=7&isOpen=true#goal'],
  ] as const)('MM-126 links a %s qube to %s', (type, href) => {
    expect(openQubeHref({ id: 7, type })).toBe(href);
  });

  it('MM-126 MM-127 shows the open qube in the banner area with its countdown, and its action links to the qube page', async () => {
    signIn();
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: GROCERIES } as never);
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    expect(get).toHaveBeenCalledWith('accounts/1/open-qube/', undefined, { mute: true });
    expect(banner()).toMatchObject({ title: 'Groceries is open', message: 'Closes in 3m', action: { label: 'View Qube', href: '/qubes?qube=7&isOpen=true#spend' }, isDismissible: true });
    expect(banner()?.icon).toBeUndefined();
  });

  it("issue 25 §1 the banner says how long the open qube lasts at today's pace", async () => {
    signIn();
    const pace = { per_day: '12.40', lasts_until: '2026-12-12' };
    jest.spyOn(api, 'get').mockImplementation(async (path: string) =>
      (path === 'forecast/' ? { status: 200, data: { from: '2026-11-29', to: '2027-05-30', next_payday: null, pockets: [{ qube_id: 7, pace }] } } : { status: 200, data: GROCERIES }) as never,
    );
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    expect(banner()?.message).toBe("Closes in 3m · lasts until Dec 12 at today's pace");
  });

  it('MM-126 is hidden on mobile and without the flag web_open_qube_top_banner', async () => {
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: GROCERIES } as never);
    stop = startOpenQubeBanner({ matchMedia: media(true) });
    await settle();
    expect(banner()).toBeUndefined();
    expect(openQubeStore.getState().state?.open_qube?.name).toBe('Groceries');
    stop();
    act(() => sessionStore.getState().reset());
    signIn({});
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    expect(banner()).toBeUndefined();
  });

  it('MM-128 shows the shop icon, labelled, when it closes after the next purchase', async () => {
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { ...GROCERIES, expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true } } as never);
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    expect(banner()?.message).toBe('Closes in 30m');
    expect(banner()?.icon?.label).toBe('Closes after the next purchase');
    // A shopping bag, hidden from screen readers (the shell names the picture with the label).
    const { container } = render(<>{banner()?.icon?.element}</>);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('MM-129 counts down every 60000 ms and clears the open qube at 0', async () => {
    jest.useFakeTimers();
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: GROCERIES } as never);
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    expect(banner()?.message).toBe('Closes in 3m');
    act(() => jest.advanceTimersByTime(59_999));
    expect(banner()?.message).toBe('Closes in 3m');
    act(() => jest.advanceTimersByTime(1));
    expect(banner()?.message).toBe('Closes in 2m');
    act(() => jest.advanceTimersByTime(60_000));
    expect(banner()?.message).toBe('Closes in 1m');
    act(() => jest.advanceTimersByTime(60_000));
    expect(banner()).toBeUndefined();
    expect(openQubeStore.getState().state).toBeNull();
  });

  it("MM-131 closing the banner closes the qube: DELETE accounts/{id}/open-qube/ and the toast 'Qube has been closed!'", async () => {
    signIn();
    // Open at first; once closed the API answers none open.
    jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: GROCERIES } as never).mockResolvedValue({ status: 200, data: NONE } as never);
    const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    // The person's × in the shell's banner area: the store's dismiss, which calls the banner's onDismiss.
    act(() => bannerStore.getState().dismiss(OPEN_QUBE_BANNER_ID));
    await settle();
    expect(del).toHaveBeenCalledWith('accounts/1/open-qube/');
    expect(del).toHaveBeenCalledTimes(1);
    expect(toasts).toContainEqual({ type: 'success', message: 'Qube has been closed!' });
    expect(banner()).toBeUndefined();
  });

  it('MM-131 a logout clears the banner without closing the qube', async () => {
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: GROCERIES } as never);
    const del = jest.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: null } as never);
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    act(() => sessionStore.getState().reset());
    act(() => bannerStore.getState().clear());
    await settle();
    expect(del).not.toHaveBeenCalled();
  });

  it('MM-134 a live update of the account reads the open qube again; none open clears the banner', async () => {
    signIn();
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce({ status: 200, data: GROCERIES } as never).mockResolvedValue({ status: 200, data: NONE } as never);
    stop = startOpenQubeBanner({ matchMedia: media(false) });
    await settle();
    expect(banner()).toBeDefined();
    act(() => bus.emit('account:updated', { accountId: 1, version: 9 }));
    await settle();
    // The open qube read twice (the banner's pace reads the forecast besides, once, while the qube was open).
    expect(get.mock.calls.filter(([path]) => path === 'accounts/1/open-qube/')).toHaveLength(2);
    expect(banner()).toBeUndefined();
  });

  describe('Qube Close Settings dialog', () => {
    const setup = (isOpenNow: boolean) => {
      signIn();
      const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: GROCERIES } as never);
      const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: GROCERIES } as never);
      const onClose = jest.fn();
      const user = userEvent.setup({ delay: null });
      render(<QubeCloseSettingsDialog accountId={1} qube={{ id: 7, name: 'Groceries' }} isOpenNow={isOpenNow} onClose={onClose} />);
      return { user, post, patch, onClose };
    };

    it('MM-132 offers the close options and keeps Save disabled without a choice', async () => {
      setup(false);
      expect(await screen.findByRole('dialog', { name: 'Qube Close Settings' })).toBeInTheDocument();
      for (const label of ['After next purchase or 30 minutes, whichever comes first', '2 hours', '1 day', '1 week', '1 year']) {
        expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
      }
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('MM-132 MM-133 after next purchase sends POST with expires_in 30, remaining_purchases 1 and close_qube_after_next_purchase', async () => {
      const { user, post, onClose } = setup(false);
      await user.click(await screen.findByRole('radio', { name: 'After next purchase or 30 minutes, whichever comes first' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(post).toHaveBeenCalledWith('accounts/1/open-qube/', { account_id: 1, open_qube: 7, expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true });
    });

    it.each([
      ['2 hours', 120],
      ['1 day', 1440],
      ['1 week', 10080],
      ['1 year', 525600],
    ])('MM-132 MM-133 %s on the open qube sends PATCH with expires_in %i', async (label, minutes) => {
      const { user, patch } = setup(true);
      await user.click(await screen.findByRole('radio', { name: label }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(patch).toHaveBeenCalledWith('accounts/1/open-qube/', { account_id: 1, open_qube: 7, expires_in: minutes, remaining_purchases: null, close_qube_after_next_purchase: false }));
    });
  });
});
