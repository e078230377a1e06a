import { bus, sessionStore } from '@qube/shared';
import { makeMe } from '@qube/shared/test-utils';
import { runQueryCommands } from './queryCommands';

describe('query commands', () => {
  afterEach(() => {
    bus.reset();
    sessionStore.getState().reset();
  });

  it('SH-21 ?move_money opens the Move Money selection through the bus once and leaves the URL', () => {
    sessionStore.setState({ isLoggedIn: true, me: makeMe() });
    const replace = jest.fn();
    runQueryCommands({ pathname: '/activity', search: '?move_money=true&x=1', hash: '#bill' }, replace);
    expect(replace).toHaveBeenCalledWith('/activity?x=1#bill');
    const seen: unknown[] = [];
    bus.on('command:open-move-money').subscribe((p) => seen.push(p));
    expect(seen).toEqual([{}]);
  });

  it('SH-21 a signed-out visitor only loses the flag; without the flag nothing happens', () => {
    const replace = jest.fn();
    runQueryCommands({ pathname: '/', search: '?move_money', hash: '' }, replace);
    expect(replace).toHaveBeenCalledWith('/');
    runQueryCommands({ pathname: '/', search: '?other=1', hash: '' }, replace);
    expect(replace).toHaveBeenCalledTimes(1);
    const seen: unknown[] = [];
    bus.on('command:open-move-money').subscribe((p) => seen.push(p));
    expect(seen).toEqual([]);
  });

  it('SH-22 ?direct_deposit opens Direct Deposit through the bus once (command:open-direct-deposit) and leaves the URL', () => {
    sessionStore.setState({ isLoggedIn: true, me: makeMe() });
    const replace = jest.fn();
    runQueryCommands({ pathname: '/dashboard', search: '?direct_deposit=true&x=1', hash: '' }, replace);
    expect(replace).toHaveBeenCalledWith('/dashboard?x=1');
    const seen: unknown[] = [];
    const moveMoney: unknown[] = [];
    bus.on('command:open-direct-deposit').subscribe((p) => seen.push(p));
    bus.on('command:open-move-money').subscribe((p) => moveMoney.push(p));
    expect(seen).toEqual([{}]);
    expect(moveMoney).toEqual([]);
    // Once: the flag has left the URL, so running again opens nothing more.
    runQueryCommands({ pathname: '/dashboard', search: '?x=1', hash: '' }, replace);
    expect(seen).toEqual([{}]);
  });

  it('SH-22 a signed-out visitor only loses the direct_deposit flag', () => {
    const replace = jest.fn();
    runQueryCommands({ pathname: '/', search: '?direct_deposit', hash: '' }, replace);
    expect(replace).toHaveBeenCalledWith('/');
    const seen: unknown[] = [];
    bus.on('command:open-direct-deposit').subscribe((p) => seen.push(p));
    expect(seen).toEqual([]);
  });
});
