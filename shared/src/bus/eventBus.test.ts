import { bus, createEventBus } from './eventBus';

describe('event bus', () => {
  it('SD-57 delivers an event to every current subscriber', () => {
    const events = createEventBus();
    const a: string[] = [];
    const b: string[] = [];
    const s1 = events.on('toast:show').subscribe((t) => a.push(t.message));
    const s2 = events.on('toast:show').subscribe((t) => b.push(t.message));
    events.emit('toast:show', { type: 'success', message: 'Transfer Successful!' });
    expect(a).toEqual(['Transfer Successful!']);
    expect(b).toEqual(['Transfer Successful!']);
    s1.unsubscribe();
    events.emit('toast:show', { type: 'info', message: 'again' });
    expect(a).toEqual(['Transfer Successful!']);
    expect(b).toEqual(['Transfer Successful!', 'again']);
    s2.unsubscribe();
  });

  it('SD-57 transfer:success is not replayed to late subscribers', () => {
    const events = createEventBus();
    events.emit('transfer:success', { kind: 'internal', fromQubeId: 'cloud', toQubeId: 3, amount: '5.00' });
    const seen: unknown[] = [];
    events.on('transfer:success').subscribe((p) => seen.push(p));
    expect(seen).toEqual([]);
    events.emit('transfer:success', { kind: 'internal', amount: '1.00' });
    expect(seen).toEqual([{ kind: 'internal', amount: '1.00' }]);
  });

  it('SD-57 account:switched replays the latest value to a late subscriber, then live values', () => {
    const events = createEventBus();
    events.emit('account:switched', { accountId: 1, isAggregate: false });
    events.emit('account:switched', { accountId: 2, isAggregate: true });
    const seen: number[] = [];
    const sub = events.on('account:switched').subscribe((p) => seen.push(p.accountId));
    expect(seen).toEqual([2]);
    events.emit('account:switched', { accountId: 3, isAggregate: false });
    expect(seen).toEqual([2, 3]);
    sub.unsubscribe();
    const late: number[] = [];
    events.on('account:switched').subscribe((p) => late.push(p.accountId));
    expect(late).toEqual([3]);
  });

  it('SD-57 a command emitted before any subscriber reaches the first subscriber once', () => {
    const events = createEventBus();
    events.emit('command:open-move-money', { kind: 'internal', presetQubeId: 'cloud' });
    const first: unknown[] = [];
    const second: unknown[] = [];
    const s1 = events.on('command:open-move-money').subscribe((p) => first.push(p));
    expect(first).toEqual([{ kind: 'internal', presetQubeId: 'cloud' }]);
    const s2 = events.on('command:open-move-money').subscribe((p) => second.push(p));
    expect(second).toEqual([]);
    s1.unsubscribe();
    s2.unsubscribe();
    const third: unknown[] = [];
    events.on('command:open-move-money').subscribe((p) => third.push(p));
    expect(third).toEqual([]);
    expect(first).toHaveLength(1);
  });

  it('SD-57 a command nobody consumes yet is announced on unhandledCommands, a consumed one is not', () => {
    const events = createEventBus();
    const announced: string[] = [];
    events.unhandledCommands().subscribe((name) => announced.push(name));
    events.emit('command:open-activity', { activityId: 1 });
    const sub = events.on('command:open-activity').subscribe(() => undefined);
    events.emit('command:open-activity', { activityId: 2 });
    events.emit('transfer:success', { kind: 'internal', amount: '1.00' });
    expect(announced).toEqual(['command:open-activity']);
    sub.unsubscribe();
  });

  it('SD-57 commands queued while nobody listens are all delivered, in order', () => {
    const events = createEventBus();
    events.emit('command:open-activity', { activityId: 1 });
    events.emit('command:open-activity', { activityId: 2, scheduled: true });
    const seen: number[] = [];
    events.on('command:open-activity').subscribe((p) => seen.push(p.activityId));
    expect(seen).toEqual([1, 2]);
  });

  it('SD-57 a command emitted while a subscriber listens is delivered at once and not queued', () => {
    const events = createEventBus();
    const seen: unknown[] = [];
    const sub = events.on('command:open-direct-deposit').subscribe((p) => seen.push(p));
    events.emit('command:open-direct-deposit', {});
    expect(seen).toEqual([{}]);
    sub.unsubscribe();
    const later: unknown[] = [];
    events.on('command:open-direct-deposit').subscribe((p) => later.push(p));
    expect(later).toEqual([]);
  });

  it('SD-57 a command emitted after the last subscriber left waits for the next one', () => {
    const events = createEventBus();
    events.on('command:open-sign-up').subscribe().unsubscribe();
    events.emit('command:open-sign-up', { reason: 'navigation' });
    const seen: unknown[] = [];
    events.on('command:open-sign-up').subscribe((p) => seen.push(p));
    expect(seen).toEqual([{ reason: 'navigation' }]);
  });

  it('SD-57 reset() clears pending commands and the replayed account', () => {
    const events = createEventBus();
    events.emit('command:open-upgrade', { feature: 'planning' });
    events.emit('account:switched', { accountId: 5, isAggregate: false });
    events.reset();
    const commands: unknown[] = [];
    const accounts: unknown[] = [];
    events.on('command:open-upgrade').subscribe((p) => commands.push(p));
    events.on('account:switched').subscribe((p) => accounts.push(p));
    expect(commands).toEqual([]);
    expect(accounts).toEqual([]);
  });

  it('SD-57 reset() keeps live subscriptions working', () => {
    const events = createEventBus();
    const seen: unknown[] = [];
    events.on('session:logout').subscribe((p) => seen.push(p));
    events.reset();
    events.emit('session:logout', { expired: true });
    expect(seen).toEqual([{ expired: true }]);
  });

  it('SD-57 events are kept apart by name', () => {
    const events = createEventBus();
    const seen: string[] = [];
    events.on('bank-link:success').subscribe(() => seen.push('bank'));
    events.on('session:refreshed').subscribe(() => seen.push('refresh'));
    events.emit('session:refreshed', { sessionEndTime: 1 });
    expect(seen).toEqual(['refresh']);
  });

  it('SD-57 the page has one shared bus', () => {
    const seen: unknown[] = [];
    const sub = bus.on('bank-link:success').subscribe((p) => seen.push(p));
    bus.emit('bank-link:success', { accountIds: [1, 2] });
    expect(seen).toEqual([{ accountIds: [1, 2] }]);
    sub.unsubscribe();
  });
});
