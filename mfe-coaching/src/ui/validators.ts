/**
 * Field checks of the portal's forms, with the same rules and messages the API applies (contract
 * partners.ts), so a person sees the message before sending. The API checks again.
 */
export const URL_MESSAGE = 'Enter a valid URL starting with http:// or https://.';
export const URL_MAX_LENGTH = 2048;

/** An http(s) URL with a host; empty is allowed (the field is optional). */
export function urlError(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (text.length > URL_MAX_LENGTH) return URL_MESSAGE;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? null : URL_MESSAGE;
  } catch {
    return URL_MESSAGE;
  }
}

/** antd rule from a check that answers a message or null. */
export const ruleOf = (check: (value: string) => string | null) => ({
  validator: (_rule: unknown, value: string | null | undefined) => {
    const message = check(value ?? '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});
