import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataFolderLockedError extends Error {
  constructor(readonly pid: number, readonly dataDir: string) {
    super(`Another Qube API process (pid ${pid}) is using the data folder ${dataDir}. Stop it first.`);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The lock file sits next to the data folder: DATA_DIR.lock */
export const lockPathFor = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

/** Reads the pid in a lock file, or null when the file is missing or unreadable. */
export const readLockPid = (lockPath: string): number | null => {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
};

/** True when the lock file names a live process other than this one. */
export const isLockedByLiveProcess = (dataDir: string): number | null => {
  const pid = readLockPid(lockPathFor(dataDir));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
};

/**
 * Takes the data-folder lock (PGlite has no cross-process lock of its own).
 * Creates parent folders, then the lock file exclusively. A lock left by a dead process is taken over.
 * Returns a release function that removes the lock if it is still ours.
 */
export const acquireDataFolderLock = (
  dataDir: string,
  log: (line: string) => void = console.log,
): (() => void) => {
  const lockPath = lockPathFor(dataDir);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        if (readLockPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readLockPid(lockPath);
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataFolderLockedError(pid, dataDir);
      log(`Taking over a stale lock left by pid ${pid ?? 'unknown'}`);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
};
