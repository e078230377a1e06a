import { ALERT_RECHECK_MS, dueForCheck } from './alertsWorker';

describe('the alerts loop: which changed accounts a pass checks', () => {
  it('a first change is checked at once; changes within 5 s of a check wait, and the last one is checked after', () => {
    const changed = new Set([1, 2]);
    const checkedAt = new Map<number, number>();
    expect(dueForCheck(changed, checkedAt, 0)).toEqual([1, 2]);
    expect(changed.size).toBe(0);
    changed.add(1);
    expect(dueForCheck(changed, checkedAt, 1000)).toEqual([]);
    expect(dueForCheck(changed, checkedAt, ALERT_RECHECK_MS - 1)).toEqual([]);
    expect([...changed]).toEqual([1]); // still waiting, not dropped
    expect(dueForCheck(changed, checkedAt, ALERT_RECHECK_MS)).toEqual([1]);
    expect(changed.size).toBe(0);
  });

  it('accounts checked long ago are forgotten, so the map stays as small as the last 5 s of changes', () => {
    const changed = new Set([1, 2, 3]);
    const checkedAt = new Map<number, number>();
    dueForCheck(changed, checkedAt, 0);
    changed.add(4);
    dueForCheck(changed, checkedAt, ALERT_RECHECK_MS + 1);
    expect([...checkedAt.keys()]).toEqual([4]);
  });
});
