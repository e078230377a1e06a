import type { Account, Me } from './types';
import { ACCOUNT_TYPES, AUTO_FUND_CHOICE, AUTO_FUND_LABELS, CONFETTI_DURATION_MS, DIALOG_WIDTH, LIMITS, MONITORING_SAMPLE_RATE, QUBE_LIST_HEIGHT, QUBE_TYPE_CODES } from './constants';
import { moveMoneyOptions, canMoveMoney } from './moveMoney';
import { notificationLook, NOTIFICATION_GROUPS } from './notificationGroups';
import { TRANSACTION_TYPES } from './types';
import { openSocket, type SocketLike } from '../api/socket';

const account = (extra: Partial<Account> = {}) => ({ id: 1, is_aggregate: false, has_banking_features: true, ...extra }) as Account;
const me = (flags: Record<string, boolean>, extra: Partial<Me> = {}) => ({ user_type: 'regular_user', feature_flags: flags, ...extra }) as unknown as Me;

describe('shared constants', () => {
  it('SD-45 qube type codes: goal 6, spending 5, billing 4', () => expect(QUBE_TYPE_CODES).toEqual({ goal: 6, spending: 5, billing: 4 }));
  it('SD-47 account types', () => expect(ACCOUNT_TYPES).toEqual(['normal', 'authorized_adult', 'authorized_minor', 'household']));
  it('SD-48 auto-fund choices 0 none, 1 Fill To Budget, 2 100% of Budget', () => {
    expect(AUTO_FUND_CHOICE).toEqual({ none: 0, fillToBudget: 1, fullBudget: 2 });
    expect(AUTO_FUND_LABELS[1]).toBe('Fill To Budget');
    expect(AUTO_FUND_LABELS[2]).toBe('100% of Budget');
  });
  it('SD-49 dialog widths and the qube list height', () => {
    expect(DIALOG_WIDTH).toEqual({ transfer: 574, stayLoggedIn: 374, cancelSeries: 303, upgrade: 375, migrationMax: 480 });
    expect(QUBE_LIST_HEIGHT).toBe(545);
  });
  it('SD-51 limits', () => {
    expect(LIMITS).toMatchObject({ qubeList: 9999, notificationsPage: 30, activityPage: 20, revenuePage: 20, salesPage: 20, budgets: 1000, incomeGroups: 1000, requbeCloudThreshold: '1.99', bankDepositCancelMinutes: 15 });
  });
  it('SD-52 confetti 4000 ms and monitoring sample rate 100', () => {
    expect(CONFETTI_DURATION_MS).toBe(4000);
    expect(MONITORING_SAMPLE_RATE).toBe(100);
  });
  it('SD-42 transaction types are the union of both files', () => {
    for (const t of ['received_stripe_deposit', 'adjustment', 'dispute', 'external_transaction', 'qubeless', 'reversal']) expect(TRANSACTION_TYPES).toContain(t);
  });
});

describe('notification groups', () => {
  it('SD-54 maps each type to its group with an icon and colours', () => {
    expect(notificationLook('peer_to_peer_in')).toMatchObject({ group: 'deposits', icon: 'arrow-down' });
    expect(notificationLook('insufficient_funds').group).toBe('fail');
    expect(notificationLook('plaid_relink_required').group).toBe('warning');
    expect(notificationLook('refund_received').group).toBe('refunds');
    expect(notificationLook('something_new').group).toBe('info');
    expect(NOTIFICATION_GROUPS.purchase).toEqual(['successful_authorization', 'peer_to_peer_out', 'ach_transfer_out']);
  });
});

describe('move-money permission', () => {
  const all = { web_move_money_internal: true, web_move_money_ach_in: true, web_move_money_card_deposit: true, web_move_money_ach_out: true, web_move_money_p2p: true, card_fund: true };

  it('SD-55 needs at least one move-money flag', () => {
    expect(canMoveMoney(me({}), account())).toBe(false);
    expect(moveMoneyOptions(me(all), account())).toEqual(['internal', 'to_friend', 'direct_deposit', 'to_bank', 'from_bank', 'from_card']);
  });

  it('SD-55 internal transfers need banking features, except on plus accounts', () => {
    expect(moveMoneyOptions(me({ web_move_money_internal: true }), account({ has_banking_features: false }))).toEqual([]);
    expect(moveMoneyOptions(me({ web_move_money_internal: true }), account({ has_banking_features: false, is_aggregate: true }))).toEqual(['internal']);
  });

  it('SD-55 each of card deposit, ACH in, ACH out and P2P suffices alone', () => {
    expect(moveMoneyOptions(me({ web_move_money_card_deposit: true, card_fund: true }), account())).toEqual(['from_card']);
    expect(moveMoneyOptions(me({ web_move_money_p2p: true }), account())).toEqual(['to_friend']);
    expect(moveMoneyOptions(me({ web_move_money_ach_out: true }), account())).toEqual(['to_bank']);
  });

  it('SD-55 anonymous users see no move in or out', () => {
    expect(moveMoneyOptions(me(all, { user_type: 'anonymous_user' }), account())).toEqual(['internal']);
  });
});

describe('socket helper', () => {
  it("SD-58 subscribes on open and passes parsed JSON messages; without a URL it throws 'Unable to connect to: {url}'", () => {
    expect(() => openSocket('', () => undefined)).toThrow('Unable to connect to: ');
    expect(() => openSocket(undefined, () => undefined)).toThrow('Unable to connect to: undefined');
    const sent: string[] = [];
    const fake: SocketLike = { onopen: null, onmessage: null, send: (d) => void sent.push(d), close: () => undefined };
    const received: unknown[] = [];
    openSocket<{ instance: { has_open_qube: boolean } }>('ws://x/accounts/1/updates/', (m) => received.push(m), () => fake);
    fake.onopen?.({});
    expect(sent).toEqual([JSON.stringify({ type: 'subscribe' })]);
    fake.onmessage?.({ data: '{"instance":{"has_open_qube":true}}' });
    fake.onmessage?.({ data: 'not json' });
    expect(received).toEqual([{ instance: { has_open_qube: true } }]);
  });
});
