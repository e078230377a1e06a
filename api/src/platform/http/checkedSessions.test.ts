import { checkedSessions } from './checkedSessions';

describe('checkedSessions (ADR 0102)', () => {
  it('API-29 holds a check per token, company and account only', () => {
    const held = checkedSessions<string>();
    held.set('t', 1, 10, 'a');
    expect(held.get('t', 1, 10)).toBe('a');
    expect(held.get('t', 2, 10)).toBeUndefined();
    expect(held.get('t', 1, 11)).toBeUndefined();
    expect(held.get('u', 1, 10)).toBeUndefined();
    held.delete('t', 1, 10);
    expect(held.get('t', 1, 10)).toBeUndefined();
  });

  it('API-29 holds at most its bound, dropping the check set longest ago', () => {
    const held = checkedSessions<number>(3);
    for (let i = 1; i <= 3; i += 1) held.set(`t${i}`, 1, 1, i);
    held.set('t1', 1, 1, 11); // set again: now the newest
    held.set('t4', 1, 1, 4);
    expect(held.size).toBe(3);
    expect(held.get('t2', 1, 1)).toBeUndefined();
    expect([held.get('t1', 1, 1), held.get('t3', 1, 1), held.get('t4', 1, 1)]).toEqual([11, 3, 4]);
  });
});
