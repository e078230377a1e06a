import { RECURRENCE_ORDINALS, validateRecurrenceInterval, validateRecurrenceOrdinal } from './recurrence';

describe('recurrence rules', () => {
  it("SD-23 the interval is required: 'This Field is required!'", () => {
    expect(validateRecurrenceInterval('')).toBe('This Field is required!');
    expect(validateRecurrenceInterval(' ')).toBe('This Field is required!');
    expect(validateRecurrenceInterval(undefined)).toBe('This Field is required!');
  });

  it.each([1, '1', 42, '99'])('SD-23 interval %p is within 1 to 99', (value) => {
    expect(validateRecurrenceInterval(value)).toBeNull();
  });

  it.each([0, '0', 100, '100', 1.5, '2.5', -3, 'two'])('SD-23 interval %p is out of range', (value) => {
    expect(validateRecurrenceInterval(value)).toBe('Interval must be a whole number from 1 to 99');
  });

  it('SD-23 the ordinal is 1st to 4th', () => {
    expect(RECURRENCE_ORDINALS).toEqual(['1st', '2nd', '3rd', '4th']);
    for (const ok of ['1st', '4th', 1, 4]) expect(validateRecurrenceOrdinal(ok)).toBeNull();
    for (const bad of ['5th', 'last', 0, 5, 2.5]) expect(validateRecurrenceOrdinal(bad)).toBe('Choose 1st, 2nd, 3rd or 4th');
  });
});
