import fs from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes opening one PGlite folder corrupt it silently, so the first one takes a lock
 * file holding its pid. A lock left by a process that no longer runs (killed) is taken over.
 * Returns the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data folder ${dataDir} is already in use by another server process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on the data folder ${dataDir}.`);
}
