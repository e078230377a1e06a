/** Input checks of the partner forms (CO-16, CO-21). */

/** The URL in its normalised form when it is an absolute http(s) URL with a host, else undefined (javascript:, data:, relative…). */
export const httpUrl = (text: string): string | undefined => {
  if (/\s/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return undefined;
  return url.toString();
};
