// Turning a request URL into a file of the build, without ever leaving it. Node passes the request
// line as sent, so every check here works on the raw path, decoded exactly once.
import path from 'node:path';

// Control characters (NUL included) never belong in a path; they are how truncation tricks start.
const hasControl = (text) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The path part of a request target, still percent-encoded. */
export const rawPathOf = (url) => {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
};

/**
 * True when the path cannot be decoded or decodes to control characters: such a request is malformed
 * (400) before any route looks at it. Fastify's router would answer it itself, without our headers.
 */
export function isMalformedUrl(url) {
  try {
    return hasControl(decodeURIComponent(rawPathOf(url)));
  } catch {
    return true;
  }
}

/** The decoded path with dot segments resolved and slashes collapsed; used to classify, never to open. */
export function normalizedPathOf(url) {
  const decoded = decodeURIComponent(rawPathOf(url)).replaceAll('\\', '/');
  return path.posix.normalize(`/${decoded}`).replace(/\/{2,}/g, '/');
}

const NAME_MAX = 255;

/**
 * The file a request names inside `root`, as `{ file, rel }`, or null when the path tries to leave the
 * root or reach something hidden: `..` or `.` segments (raw or encoded), backslashes, encoded slashes
 * resolved into new segments, dot-files, a segment longer than a file name can be (NAME_MAX, 255: the file
 * system would refuse to look it up, and no route of ours has one). A legitimate URL of the build never has any
 * of them, so they answer 404 instead of being "fixed" into another path.
 * @param {string} url request target as received (the caller has already rejected malformed ones)
 * @param {string} root absolute folder
 */
export function fileInRoot(url, root) {
  const decoded = decodeURIComponent(rawPathOf(url));
  if (decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || Buffer.byteLength(s) > NAME_MAX)) return null;
  const rel = segments.join('/');
  const file = path.resolve(root, rel);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return { file, rel };
}
