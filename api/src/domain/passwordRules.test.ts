import { PASSWORD_MESSAGES, PASSWORD_SPECIALS, passwordProblem } from './passwordRules';

describe('passwordRules', () => {
  it('API-17 accepts a password that meets every rule (8 characters is enough)', () => {
    expect(passwordProblem('Demo!234')).toBeNull();
    expect(passwordProblem('Longer.Password_99')).toBeNull();
  });

  it('API-17 reports the first failing rule, in the SD-15 order', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('Ab1!xyz')).toBe('Password should be more than 8 characters');
    expect(passwordProblem('Ab1! xyzw')).toBe('Password should not contain spaces');
    expect(passwordProblem('Ab1!\txyzw')).toBe('Password should not contain spaces');
    expect(passwordProblem('ab1!xyzw')).toBe('Password must contain an uppercase letter');
    expect(passwordProblem('AB1!XYZW')).toBe('Password must contain a lowercase letter');
    expect(passwordProblem('Abc!xyzw')).toBe('Password must contain a number');
    expect(passwordProblem('Abc1xyzw')).toBe('Password must contain a special character');
    // Several problems: only the first counts.
    expect(passwordProblem('ab cd')).toBe('Password should be more than 8 characters');
    expect(passwordProblem('abcdefgh')).toBe('Password must contain an uppercase letter');
  });

  it('API-17 every listed special character counts, others do not', () => {
    for (const c of PASSWORD_SPECIALS) expect(passwordProblem(`Abcdef1${c}`)).toBeNull();
    for (const c of ['~', '?', '/', '[', '"']) expect(passwordProblem(`Abcdef1${c}`)).toBe(PASSWORD_MESSAGES.special);
  });
});
