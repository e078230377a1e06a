import { bus, sessionStore, takeQueryParam } from '@qube/shared';

/**
 * Query flags that open a dialog (SH-21): `?move_money` opens the Move Money selection once, for a
 * signed-in person, and leaves the URL so a reload does not open it again.
 */
export function runQueryCommands(target: Pick<Location, 'pathname' | 'search' | 'hash'> = location, replace = (url: string) => history.replaceState(history.state, '', url)): void {
  const moveMoney = takeQueryParam(target.search, 'move_money');
  if (moveMoney.value === null) return;
  replace(`${target.pathname}${moveMoney.rest}${target.hash}`);
  if (sessionStore.getState().isLoggedIn) bus.emit('command:open-move-money', {});
}
