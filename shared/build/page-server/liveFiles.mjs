// Files a running server reads again when they change: the deployment manifest (edited without a
// restart, README "Deploy one remote") and the built index.html (its inline scripts feed the CSP).
import fs from 'node:fs';

/**
 * A reader of one file that parses it once per modification time. A missing or unparsable file gives
 * `fallback` (a warning is logged once per version of the file). The file is looked at no more than once
 * per `recheckMs`: every answer carries the CSP made from these files, and a stat per answer is most of
 * the cost of a small one.
 * @template T
 * @param {string} file
 * @param {(text: string) => T} parse
 * @param {T} fallback
 * @param {{ warn: (message: string) => void }} log
 * @param {{ recheckMs?: number }} [options]
 * @returns {() => T}
 */
export function liveFile(file, parse, fallback, log, { recheckMs = 1000 } = {}) {
  let version = null;
  let value = fallback;
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - checkedAt < recheckMs) return value;
    checkedAt = now;
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      version = null;
      return (value = fallback);
    }
    const current = `${stat.mtimeMs}:${stat.size}`;
    if (current === version) return value;
    version = current;
    try {
      value = parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      log.warn(`${file} could not be read (${error.message}); using the defaults until it changes`);
      value = fallback;
    }
    return value;
  };
}
