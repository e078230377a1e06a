// Compressed copies of built files, made once per file version and kept in memory. A build never
// changes a file in place (hashed names), so compressing per request, as @fastify/compress does,
// would redo the same work on every cold page load; here brotli and gzip run once at their best
// levels, off the event loop, and later requests get the bytes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSORS = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 9 }),
};
export const ENCODINGS = Object.keys(COMPRESSORS);

/**
 * @param {{ maxBytes?: number, maxFileBytes?: number }} [limits] total compressed bytes kept (oldest
 *   dropped first) and the largest file compressed here; larger ones are left to @fastify/compress.
 */
export function createCompressedFiles({ maxBytes = 64 * 1024 * 1024, maxFileBytes = 8 * 1024 * 1024 } = {}) {
  const entries = new Map();
  const pending = new Map();
  let total = 0;

  const remember = (key, body) => {
    entries.set(key, body);
    total += body.length;
    for (const [oldKey, oldBody] of entries) {
      if (total <= maxBytes) break;
      entries.delete(oldKey);
      total -= oldBody.length;
    }
  };

  /**
   * The compressed bytes of `file` in `encoding`, or null when the file is too large to keep.
   * @param {string} file absolute path
   * @param {import('node:fs').Stats} stat the caller's stat of it (its version)
   * @param {'br' | 'gzip'} encoding
   * @returns {Promise<Buffer | null>}
   */
  async function get(file, stat, encoding) {
    if (stat.size > maxFileBytes) return null;
    const key = `${encoding}:${stat.mtimeMs}:${stat.size}:${file}`;
    const hit = entries.get(key);
    if (hit) return hit;
    let job = pending.get(key);
    if (!job) {
      job = fs
        .readFile(file)
        .then((raw) => COMPRESSORS[encoding](raw))
        .then((body) => {
          remember(key, body);
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  /**
   * Compresses every file of `dir` that `isCompressible` accepts, one at a time, so the first visitor
   * after a start does not wait for it. Errors (a file deleted by a redeploy meanwhile) are ignored.
   */
  async function warm(dir, isCompressible) {
    const names = await fs.readdir(dir, { recursive: true }).catch(() => []);
    for (const name of names) {
      const file = path.join(dir, name);
      if (!isCompressible(file)) continue;
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      for (const encoding of ENCODINGS) await get(file, stat, encoding).catch(() => null);
    }
  }

  return { get, warm };
}
