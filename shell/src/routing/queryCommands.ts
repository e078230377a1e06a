import { bus, sessionStore, takeQueryParam } from '@qube/shared';

/**
 * Query flags that open a dialog, each once, for a signed-in person, leaving the URL so a reload does not open it
 * again: `?move_money` opens the Move Money selection (SH-21), `?direct_deposit` the Direct Deposit dialog (SH-22,
 * through `command:open-direct-deposit`, which money movement's dialogs answer).
 */
export function runQueryCommands(target: Pick<Location, 'pathname' | 'search' | 'hash'> = location, replace = (url: string) => history.replaceState(history.state, '', url)): void {
  const moveMoney = takeQueryParam(target.search, 'move_money');
  const directDeposit = takeQueryParam(moveMoney.rest, 'direct_deposit');
  if (moveMoney.value === null && directDeposit.value === null) return;
  replace(`${target.pathname}${directDeposit.rest}${target.hash}`);
  if (!sessionStore.getState().isLoggedIn) return;
  if (moveMoney.value !== null) bus.emit('command:open-move-money', {});
  if (directDeposit.value !== null) bus.emit('command:open-direct-deposit', {});
}
