import { act, renderHook, waitFor } from '@testing-library/react';
import { makeAccount } from '../test-utils/fixtures';
import { ApiError } from '../api/apiClient';
import { resetAccountVersions } from '../bus/accountVersions';
import { bus } from '../bus/eventBus';
import type { Account } from '../domain/types';
import { sessionStore } from '../session/sessionStore';
import { useAccountData } from './useAccountData';

const account = (id: number): Account => makeAccount({ id, display_name: `Account ${id}` });

/** A loader that answers `data for <id> #<call>`, so every reload is visible. */
const makeLoader = () => {
  let calls = 0;
  return jest.fn(async (accountId: number) => {
    calls += 1;
    return `data for ${accountId} #${calls}`;
  });
};

beforeEach(() => {
  bus.reset();
  sessionStore.setState({ isLoggedIn: true, token: 'abc', active_account: account(10) });
});

afterEach(() => {
  sessionStore.setState({ isLoggedIn: false, token: null, active_account: null });
  bus.reset();
  resetAccountVersions();
});

describe('useAccountData', () => {
  it('SD-57 loads the data of the active account', async () => {
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('data for 10 #1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(10);
  });

  it('SD-57 waits without calling while there is no active account', async () => {
    sessionStore.setState({ active_account: null });
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });

  it('SD-57 loads again for the new account when the active account changes', async () => {
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load));
    await waitFor(() => expect(result.current.data).toBe('data for 10 #1'));
    act(() => sessionStore.setState({ active_account: account(11) }));
    await waitFor(() => expect(result.current.data).toBe('data for 11 #2'));
    expect(load).toHaveBeenLastCalledWith(11);
  });

  it('SD-57 after a switch shows loading, never the previous account data as the new one', async () => {
    let resolveSecond: (value: string) => void = () => undefined;
    const load = jest
      .fn<Promise<string>, [number]>()
      .mockResolvedValueOnce('data for 10')
      .mockImplementationOnce(() => new Promise<string>((resolve) => (resolveSecond = resolve)));
    const { result } = renderHook(() => useAccountData(['test'], load));
    await waitFor(() => expect(result.current.data).toBe('data for 10'));
    act(() => sessionStore.setState({ active_account: account(11) }));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeNull();
    await act(async () => resolveSecond('data for 11'));
    expect(result.current.data).toBe('data for 11');
  });

  it('SD-57 loads once when mounted after an earlier account switch', async () => {
    bus.emit('account:switched', { accountId: 10, isAggregate: false });
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe('data for 10 #1');
  });

  it('SD-57 with reloadOnTransfer, reloads on transfer:success and keeps showing the data meanwhile', async () => {
    let release: (() => void) | null = null;
    let calls = 0;
    const load = jest.fn((accountId: number) => {
      calls += 1;
      const value = `data for ${accountId} #${calls}`;
      if (calls === 1) return Promise.resolve(value);
      return new Promise<string>((resolve) => {
        release = () => resolve(value);
      });
    });
    const { result } = renderHook(() => useAccountData(['test'], load, { reloadOnTransfer: true }));
    await waitFor(() => expect(result.current.data).toBe('data for 10 #1'));
    act(() => bus.emit('transfer:success', { kind: 'internal', fromQubeId: 'cloud', toQubeId: 3, amount: '5.00' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe('data for 10 #1');
    await act(async () => release?.());
    await waitFor(() => expect(result.current.data).toBe('data for 10 #2'));
  });

  it('SD-57 with reloadOnTransfer, a qube change or a moved activity reloads; a note does not', async () => {
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load, { reloadOnTransfer: true }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => bus.emit('activity:changed', { activityId: 1, reason: 'note' }));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => bus.emit('qubes:changed', { qubeId: 3 }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => bus.emit('activity:changed', { activityId: 1, reason: 'reqube' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    // API-28: a live update of another account is not this one's; of this account, it reloads.
    act(() => bus.emit('account:updated', { accountId: 99 }));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(3);
    act(() => bus.emit('account:updated', { accountId: 10 }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(4));
  });

  it('SD-57 without reloadOnTransfer, transfer:success does not reload', async () => {
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => bus.emit('transfer:success', { kind: 'internal', amount: '5.00' }));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('SD-57 reload() loads again', async () => {
    const load = makeLoader();
    const { result } = renderHook(() => useAccountData(['test'], load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('data for 10 #2'));
  });

  it('SD-57 stops listening after unmount', async () => {
    const load = makeLoader();
    const { result, unmount } = renderHook(() => useAccountData(['test'], load, { reloadOnTransfer: true }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    unmount();
    bus.emit('transfer:success', { kind: 'internal', amount: '5.00' });
    bus.emit('account:switched', { accountId: 10, isAggregate: false });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('SD-13 a failed load gives the ApiError', async () => {
    const failure = new ApiError(400, { fallback_message: 'Nope' });
    const { result } = renderHook(() => useAccountData(['test'], () => Promise.reject(failure)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeNull();
  });

  it('SD-06 a failure that is not an ApiError becomes a network ApiError', async () => {
    const { result } = renderHook(() => useAccountData(['test'], () => Promise.reject(new Error('socket closed'))));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.status).toBe(0);
  });

  describe('one reload per change (ADR 0088)', () => {
    const transfer = (accountVersion?: number) => bus.emit('transfer:success', { kind: 'internal', fromQubeId: 'cloud', toQubeId: 3, amount: '5.00', accountVersion });

    const mountAreas = async () => {
      const balances = makeLoader();
      const scheduled = makeLoader();
      const banks = makeLoader();
      renderHook(() => useAccountData(['balances'], balances, { reloadOnTransfer: true }));
      renderHook(() => useAccountData(['scheduled'], scheduled, { reloadOnTransfer: true }));
      renderHook(() => useAccountData(['banks'], banks));
      await waitFor(() => [balances, scheduled, banks].forEach((load) => expect(load).toHaveBeenCalledTimes(1)));
      return { balances, scheduled, banks };
    };

    it("API-28 a transfer's answer and the live update of its version reload each area once", async () => {
      const { balances, scheduled, banks } = await mountAreas();
      act(() => transfer(7));
      act(() => bus.emit('account:updated', { accountId: 10, version: 7 }));
      await act(async () => undefined);
      expect(balances).toHaveBeenCalledTimes(2);
      expect(scheduled).toHaveBeenCalledTimes(2);
      expect(banks).toHaveBeenCalledTimes(1);
    });

    it('API-28 the live update first, then the answer of the same version: each area reloads once', async () => {
      const { balances, scheduled } = await mountAreas();
      act(() => bus.emit('account:updated', { accountId: 10, version: 7 }));
      await waitFor(() => expect(balances).toHaveBeenCalledTimes(2));
      act(() => transfer(7));
      await act(async () => undefined);
      expect(balances).toHaveBeenCalledTimes(2);
      expect(scheduled).toHaveBeenCalledTimes(2);
    });

    it('API-28 a newer version reloads again; a move whose answer has no version reloads', async () => {
      const { balances } = await mountAreas();
      act(() => transfer(7));
      await waitFor(() => expect(balances).toHaveBeenCalledTimes(2));
      act(() => bus.emit('account:updated', { accountId: 10, version: 8 }));
      await waitFor(() => expect(balances).toHaveBeenCalledTimes(3));
      act(() => transfer());
      await waitFor(() => expect(balances).toHaveBeenCalledTimes(4));
    });

    it('SD-57 a run now says transfer:success and activity:changed together: each area reloads once', async () => {
      const { balances, scheduled } = await mountAreas();
      act(() => {
        transfer();
        bus.emit('activity:changed', { activityId: 4, scheduled: true, reason: 'executed' });
      });
      await waitFor(() => expect(balances).toHaveBeenCalledTimes(2));
      await act(async () => undefined);
      expect(balances).toHaveBeenCalledTimes(2);
      expect(scheduled).toHaveBeenCalledTimes(2);
    });

    it('SD-57 areas showing one key share one read', async () => {
      const load = makeLoader();
      const first = renderHook(() => useAccountData(['shared'], load));
      const second = renderHook(() => useAccountData(['shared'], load));
      await waitFor(() => expect(second.result.current.data).toBe('data for 10 #1'));
      expect(first.result.current.data).toBe('data for 10 #1');
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
