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
});
