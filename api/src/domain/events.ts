import { EventEmitter } from 'node:events';

/**
 * In-process account events: money movements emit 'changed' with the account id after their transaction commits;
 * the live-updates socket pushes a fresh overview to that account's subscribers.
 */
export const accountEvents = new EventEmitter();
accountEvents.setMaxListeners(0);

export const emitAccountChanged = (accountId: number) => {
  accountEvents.emit('changed', accountId);
};
