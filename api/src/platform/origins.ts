import type { QubeEnv } from './env';

export const DEFAULT_WEB_ORIGIN = 'http://localhost:8080';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The web origin to put in links sent by mail (e.g. the password reset link).
 * The request's Origin header is used when it is trusted: listed in QUBE_WEB_ORIGINS (comma separated),
 * or any http(s)://localhost:* origin outside production. Anything else falls back to the first listed
 * origin or http://localhost:8080, so a forged Origin cannot send a reset token to another site.
 */
export const webOrigin = (header: string | undefined, env: QubeEnv, processEnv: NodeJS.ProcessEnv): string => {
  const listed = (processEnv.QUBE_WEB_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  const fallback = listed[0] ?? DEFAULT_WEB_ORIGIN;
  if (!header) return fallback;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (listed.includes(url.origin)) return url.origin;
  if (env !== 'production' && LOCAL_HOSTS.has(url.hostname)) return url.origin;
  return fallback;
};
