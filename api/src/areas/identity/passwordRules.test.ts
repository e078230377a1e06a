import fs from 'node:fs';
import { CONTEXT_WORDS, isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblem } from './passwordRules';

describe('passwordRules (ASVS 5.0 V6.2)', () => {
  it('API-17 accepts 8 to 128 characters of any composition (V6.2.1, V6.2.5, V6.2.9)', () => {
    for (const password of ['Demo!234', 'abcdefgq', 'zq7 wx4 pl', 'correct horse battery staple', 'Ünïcødé😀xy', 'x'.repeat(64), 'y'.repeat(PASSWORD_MAX_LENGTH)]) {
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it('API-17 refuses fewer than 8 and more than 128 characters, counted as characters rather than UTF-16 units', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('Ab1!xyz')).toBe('Password should be more than 8 characters');
    // Seven emoji are 14 UTF-16 units but 7 characters.
    expect(passwordProblem('😀'.repeat(7))).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('z'.repeat(129))).toBe('Password should be at most 128 characters');
    expect(passwordProblem('😀'.repeat(128))).toBeNull();
  });

  it('API-17 refuses the common and breached passwords of the shipped list, whatever their case (V6.2.4, V6.2.12)', () => {
    for (const password of ['password', 'Password1', 'PASSWORD123', 'iloveyou', 'trustno1', '1qaz2wsx', 'qwertyuiop']) {
      expect(passwordProblem(password)).toBe('This password is too common. Choose a less predictable one.');
    }
    expect(isCommonPassword('Sunshine')).toBe(true);
    expect(isCommonPassword('Demo!2345')).toBe(false);
  });

  it('API-17 the list holds 10,000 lower-cased passwords of 8 to 128 characters, most common first', () => {
    const lines = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    expect(lines.every((line) => line === line.toLowerCase() && [...line].length >= 8 && [...line].length <= 128)).toBe(true);
  });

  it('API-17 refuses the context words with only digits, spaces or symbols added (V6.2.11)', () => {
    for (const password of ['Qube2024!', 'qube12345', 'Cubit Bank 1', 'QubeMasters!1']) {
      expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.common);
    }
    expect(CONTEXT_WORDS).toContain('qube');
    expect(passwordProblem('My Qube budget 24')).toBeNull();
  });

  it('API-17 refuses the e-mail, its name part, and that name with only digits and symbols added', () => {
    const email = 'Alex.Rivera@demo.qube';
    for (const password of ['alex.rivera@demo.qube', 'ALEX.RIVERA@DEMO.QUBE', 'alex.rivera', 'AlexRivera1!', 'alex-rivera-2024']) {
      expect(passwordProblem(password, email)).toBe('This password is based on your email address. Choose a less predictable one.');
    }
    expect(passwordProblem('Alex likes rivers 9', email)).toBeNull();
    // A short name part is no pattern: 'al' with digits is judged by the other rules only.
    expect(passwordProblem('al123456!x', 'al@demo.qube')).toBeNull();
    // Without an e-mail the rule is skipped.
    expect(passwordProblem('AlexRivera1!')).toBeNull();
  });
});
