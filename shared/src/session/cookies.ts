/**
 * Session cookies (SH-35): path /, SameSite=Lax, Secure, written on the parent domain. A Domain
 * attribute is dropped on IP hosts and localhost, where browsers refuse it.
 */
export function cookieDomainFor(hostname: string): string | null {
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length <= 2 ? hostname : `.${labels.slice(-2).join('.')}`;
}

export function cookieAttributes(hostname: string, maxAgeSeconds?: number): string {
  const domain = cookieDomainFor(hostname);
  return [
    'path=/',
    'SameSite=Lax',
    'Secure',
    domain ? `domain=${domain}` : null,
    maxAgeSeconds === undefined ? null : `max-age=${maxAgeSeconds}`,
  ]
    .filter(Boolean)
    .join('; ');
}

export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const raw = rest.join('=');
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value written by someone else with a broken %-escape: keep it as is instead of throwing.
      return raw;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (!globalThis.document) return;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(location.hostname, maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  if (!globalThis.document) return;
  document.cookie = `${name}=; ${cookieAttributes(location.hostname, 0)}`;
  // A cookie written before without a domain must go too.
  document.cookie = `${name}=; path=/; max-age=0`;
}

/** Clears every cookie the page can see (logout clears every cookie: design.md). */
export function clearAllCookies(): void {
  if (!globalThis.document) return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}
