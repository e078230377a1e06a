/** Characters that count as special in a password (SD-15). */
export const PASSWORD_SPECIALS = '!@#$%^&*()+=._-';

export const PASSWORD_MESSAGES = {
  length: 'Password should be more than 8 characters',
  spaces: 'Password should not contain spaces',
  uppercase: 'Password must contain an uppercase letter',
  lowercase: 'Password must contain a lowercase letter',
  number: 'Password must contain a number',
  special: 'Password must contain a special character',
  mismatch: 'Passwords must match',
} as const;

const RULES: [test: (password: string) => boolean, message: string][] = [
  [(p) => [...p].length >= 8, PASSWORD_MESSAGES.length],
  [(p) => !/\s/.test(p), PASSWORD_MESSAGES.spaces],
  [(p) => /[A-Z]/.test(p), PASSWORD_MESSAGES.uppercase],
  [(p) => /[a-z]/.test(p), PASSWORD_MESSAGES.lowercase],
  [(p) => /[0-9]/.test(p), PASSWORD_MESSAGES.number],
  [(p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)), PASSWORD_MESSAGES.special],
];

/**
 * The first password rule (SD-15/SD-16) the password breaks, or null when it is acceptable.
 * Order: at least 8 characters, no spaces, uppercase, lowercase, number, special character.
 */
export const passwordProblem = (password: string): string | null => {
  for (const [test, message] of RULES) if (!test(password)) return message;
  return null;
};
