import { validatePasswordMatch, validatePassword, PASSWORD_RULES, passwordChecklist } from './password';

describe('password rules', () => {
  it('SD-15 SD-16 a password meeting every rule passes; 8 characters is enough', () => {
    expect(validatePassword('Demo!2345')).toBeNull();
    expect(validatePassword('Abcdef1!')).toBeNull();
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*', '(', ')', '+', '=', '.', '_', '-'])('SD-15 %s is a special character', (special) => {
    expect(validatePassword(`Abcdefg1${special}`)).toBeNull();
  });

  it.each([
    ['Ab1!', 'Password should be more than 8 characters'],
    ['Abcd 123!', 'Password should not contain spaces'],
    ['abcdefg1!', 'Password must contain an uppercase letter'],
    ['ABCDEFG1!', 'Password must contain a lowercase letter'],
    ['Abcdefgh!', 'Password must contain a number'],
    ['Abcdefgh1', 'Password must contain a special character'],
    ['Abcdefgh1?', 'Password must contain a special character'],
  ])('SD-15 SD-16 %p fails with %p', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });

  it('SD-16 messages are checked in order: length, spaces, uppercase, lowercase, number, special', () => {
    expect(PASSWORD_RULES.map((r) => r.message)).toEqual([
      'Password should be more than 8 characters',
      'Password should not contain spaces',
      'Password must contain an uppercase letter',
      'Password must contain a lowercase letter',
      'Password must contain a number',
      'Password must contain a special character',
    ]);
    expect(validatePassword('a b')).toBe('Password should be more than 8 characters');
  });

  it('SD-15 the checklist tells which rules a password meets', () => {
    const list = passwordChecklist('abc def1');
    expect(list.filter((item) => item.isMet).map((item) => item.id)).toEqual(['length', 'lowercase', 'number']);
  });

  it("SD-17 a different confirmation: 'Passwords must match'", () => {
    expect(validatePasswordMatch('Demo!2345')('Demo!2346')).toBe('Passwords must match');
    expect(validatePasswordMatch('Demo!2345')('Demo!2345')).toBeNull();
    expect(validatePasswordMatch('Demo!2345')('')).toBeNull();
  });
});
