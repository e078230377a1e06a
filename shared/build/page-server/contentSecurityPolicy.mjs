// The Content-Security-Policy of a page server: the site's own origin plus exactly the origins the
// deployment manifest loads code from. Everything here is pure, so it is tested without a server.
import crypto from 'node:crypto';

const originOf = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

const unique = (list) => [...new Set(list.filter(Boolean))];

/** Origins of every remote manifest URL of a deployment manifest (`remotes`: name → URL). */
export function remoteOrigins(deployment) {
  const remotes = deployment?.remotes && typeof deployment.remotes === 'object' ? Object.values(deployment.remotes) : [];
  return unique(remotes.filter((u) => typeof u === 'string').map(originOf));
}

/**
 * CSP sources for `overrideAllowlist` (prefixes of an origin, README "Override a remote"). A prefix
 * that stops right after `host:` ("http://localhost:") means any port of that host: `http://localhost:*`.
 * An entry that is a whole origin is kept as exactly that origin, which is narrower than the prefix
 * ("https://pr-" then allows the host "pr-" only). Anything else has no CSP form and is left out: the
 * browser then refuses an override from there, which errs on the safe side.
 */
export function overrideSources(allowlist) {
  if (!Array.isArray(allowlist)) return [];
  return unique(
    allowlist
      .filter((entry) => typeof entry === 'string')
      .map((entry) => {
        const anyPort = /^(https?:\/\/[a-z0-9.-]+|https?:\/\/\[[0-9a-f:.]+\]):$/i.exec(entry);
        if (anyPort) return `${anyPort[1].toLowerCase()}:*`;
        return originOf(entry) === entry.replace(/\/$/, '') ? originOf(entry) : null;
      }),
  );
}

/** The origin a deployment's third-party error monitor posts to, if it uses one. */
export function monitoringOrigins(deployment) {
  const monitoring = deployment?.monitoring;
  return monitoring?.provider === 'http' && typeof monitoring.endpoint === 'string' ? unique([originOf(monitoring.endpoint)]) : [];
}

/** `'sha256-…'` of every inline `<script>` (one without `src`) of an HTML page, as CSP wants them. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${match[1]}`)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

/**
 * Sources per directive for one deployment manifest and one built index.html.
 * @param {{ deployment: object, indexHtml: string, mode: string }} site
 */
export function policySources({ deployment, indexHtml, mode }) {
  const remotes = remoteOrigins(deployment);
  // Overrides load code from a developer's machine: never in production, where the allowlist would
  // otherwise widen the policy of every visitor.
  const overrides = mode === 'production' ? [] : overrideSources(deployment?.overrideAllowlist);
  const codeOrigins = unique([...remotes, ...overrides]);
  return {
    script: ["'self'", ...inlineScriptHashes(indexHtml), ...codeOrigins],
    style: ["'self'", "'unsafe-inline'", ...codeOrigins],
    connect: ["'self'", ...codeOrigins, ...monitoringOrigins(deployment)],
  };
}

/**
 * `policySources` for the current files, computed again only when one of them changed (readers return
 * the same value until then), not for every answer.
 * @param {{ deployment: () => object, indexHtml: () => string, mode: string }} readers
 */
export function livePolicySources({ deployment, indexHtml, mode }) {
  let last = null;
  return () => {
    const site = { deployment: deployment(), indexHtml: indexHtml(), mode };
    if (!last || last.site.deployment !== site.deployment || last.site.indexHtml !== site.indexHtml) last = { site, sources: policySources(site) };
    return last.sources;
  };
}

// A Host header goes into the policy (the live-updates socket's ws:// origin): only a plain host[:port].
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * helmet's `directives`, computed per request from `sources()` (the live deployment manifest and
 * index.html) and the request's Host.
 * @param {{ sources: () => ReturnType<typeof policySources>, https: boolean }} options
 */
export function cspDirectives({ sources, https }) {
  const join = (list) => list.join(' ');
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline': the shell's two small inline scripts (index.html) are allowed by their hashes.
    'script-src': [() => join(sources().script)],
    // antd's CSS-in-JS inserts <style> elements at run time (and React sets style attributes): they
    // have no stable hash or nonce, so inline styles stay allowed. Styles cannot run code.
    'style-src': [() => join(sources().style)],
    // 'self' covers ws:// to our own host only in browsers that implement CSP Level 3; naming it keeps
    // the live-updates socket (accounts/{id}/updates/) working in the others.
    'connect-src': [
      (req) => {
        const host = req.headers.host ?? '';
        const own = SAFE_HOST.test(host) ? [`${https ? 'wss' : 'ws'}://${host.toLowerCase()}`] : [];
        return join([...sources().connect, ...own]);
      },
    ],
    // Partners' landing images (CO-16, ON-05) live on their own hosts: any HTTPS image may show. An image cannot run
    // code, and script still reaches only our own origins (connect-src).
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
