import fs from 'node:fs';

/** ASVS 5.0 V6.2.1: at least 8 characters (counted as Unicode code points, so an emoji is one). */
export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 5.0 V6.2.9 asks that 64 be allowed; 128 keeps a hash's input bounded while leaving room for passphrases. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  /** The web forms' SD-16 wording (the rule is "at least 8": 8 passes). */
  length: 'Password should be more than 8 characters',
  tooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common. Choose a less predictable one.',
  email: 'This password is based on your email address. Choose a less predictable one.',
  mismatch: 'Passwords must match',
} as const;

/**
 * ASVS 5.0 V6.1.2 / V6.2.11, the documented context-specific words: our product and company names. A password that is
 * one of them once its digits, spaces and symbols are taken out ('Qube2024!', 'Cubit Bank 1') is refused as common.
 */
export const CONTEXT_WORDS: readonly string[] = ['qube', 'qubes', 'qubemasters', 'qubemoney', 'cubit', 'cubitbank'];

/**
 * ASVS 5.0 V6.2.4 / V6.2.12: the 10,000 most common passwords of 8 to 128 characters seen in breaches, lower-cased
 * (common-passwords.txt; source and MIT licence in common-passwords.LICENSE.txt: the list of @zxcvbn-ts/language-common
 * 4.1.3, copied, not a dependency). Read once, on the first check.
 */
let commonPasswords: ReadonlySet<string> | null = null;
const commonPasswordSet = (): ReadonlySet<string> => {
  commonPasswords ??= new Set(fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));
  return commonPasswords;
};

/** Whether the list of common passwords holds this one (case does not matter). */
export const isCommonPassword = (password: string): boolean => commonPasswordSet().has(password.toLowerCase());

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

/** The password is the e-mail, its name part, or that name with only digits and symbols added ('alex.rivera' → 'AlexRivera1!'). */
const isBasedOnEmail = (password: string, email: string): boolean => {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const lower = password.toLowerCase();
  const [name = ''] = address.split('@');
  if (lower === address || lower === name) return true;
  const nameLetters = lettersOf(name);
  return nameLetters.length >= 4 && lettersOf(password) === nameLetters;
};

/**
 * The first rule the password breaks, or null when it is acceptable (ASVS 5.0 V6.2): 8 to 128 characters, not a common
 * or breached password, not a context word, not based on the owner's e-mail when it is given. No composition rule
 * (V6.2.5): the web forms still guide people with the spec's strength messages (SD-15, SD-16), but the API takes any
 * characters, spaces included, and checks the password exactly as sent (V6.2.8).
 */
export const passwordProblem = (password: string, email?: string): string | null => {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.length;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (email !== undefined && isBasedOnEmail(password, email)) return PASSWORD_MESSAGES.email;
  if (isCommonPassword(password) || CONTEXT_WORDS.includes(lettersOf(password))) return PASSWORD_MESSAGES.common;
  return null;
};
