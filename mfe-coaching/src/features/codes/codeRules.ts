/** The code rule of the API (contract partners.ts AFFILIATE_CODE_PATTERN), checked while typing. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{3,19}$/;
export const CODE_MESSAGE = 'Use 4 to 20 letters, digits, - or _, starting with a letter or digit.';

export function codeError(value: string): string | null {
  const code = value.trim();
  if (!code) return 'Enter a code.';
  return CODE_PATTERN.test(code) ? null : CODE_MESSAGE;
}
