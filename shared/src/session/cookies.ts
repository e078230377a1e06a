/**
 * The parent domain SH-35 asked for (`.qube.example` for app.qube.example; none on IP hosts and localhost).
 * No cookie is written there any more (docs/adr/0020-session.md): it names where an older version wrote
 * them, so that deleting a cookie removes that copy too.
 */
export function cookieDomainFor(hostname: string): string | null {
  if (hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length <= 2 ? hostname : `.${labels.slice(-2).join('.')}`;
}

/**
 * Attributes of the cookies the page writes: path /, SameSite=Lax, Secure and host-only (no Domain), so a
 * sibling host of the parent domain never receives them (a deviation from SH-35, docs/adr/0020-session.md).
 */
export function cookieAttributes(maxAgeSeconds?: number): string {
  return ['path=/', 'SameSite=Lax', 'Secure', maxAgeSeconds === undefined ? null : `max-age=${maxAgeSeconds}`].filter(Boolean).join('; ');
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
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  if (!globalThis.document) return;
  document.cookie = `${name}=; ${cookieAttributes(0)}`;
  // A copy an older version wrote on the parent domain, or without Secure, must go too.
  const domain = cookieDomainFor(location.hostname);
  if (domain) document.cookie = `${name}=; path=/; domain=${domain}; max-age=0`;
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
