import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * Two processes opening one PGlite folder corrupt it silently, so one process at a time holds the
 * folder. The lock is a listening local socket named after the folder, not a file holding a pid:
 * the kernel closes a dead process's sockets as it exits (before the parent reaps it), so a crash,
 * kill -9 or reboot never leaves a lock behind, and nothing is decided by probing a pid that may be
 * a zombie or, after a reboot, an unrelated process. Node has no flock(); a socket is the
 * kernel-released exclusive name it does have.
 * - Linux: an abstract-namespace socket. It has no file, so there is nothing stale to clean up.
 * - Windows: a named pipe, also gone with its last handle.
 * - Elsewhere (macOS): a socket file in the temporary folder. The file outlives a crash, so an
 *   address in use is probed: a refused connection means its owner is dead, and the file is
 *   replaced. Two starts racing over one stale file within the same milliseconds could both win;
 *   that needs a crash and two simultaneous starts, and only this platform has the window.
 * The name comes from the folder's real path, so links and relative paths to one folder meet.
 * Abstract sockets are per network namespace: containers with their own network sharing one data
 * volume are not guarded from each other (one embedded folder serves one machine's server).
 * The owner answers a connection with its pid, so a refusal can name the process to stop.
 */

const LEGACY_LOCK_FILE = 'server.lock';
const OWNER_ANSWER_MS = 1_000;

/** Releases the data folder; resolves once another process may take it. */
export type ReleaseDataDirLock = () => Promise<void>;

/** The local address the folder's owner listens on; other channels of that owner add a suffix to it. */
export function lockAddress(dataDir: string): string {
  const realPath = fs.realpathSync.native(dataDir);
  const key = process.platform === 'win32' ? realPath.toLowerCase() : realPath;
  const hash = crypto.createHash('sha256').update(key).digest('hex');
  if (process.platform === 'linux') return `\0tutoring-${hash}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\tutoring-${hash}`;
  // A socket file's path must fit in about 100 bytes: a short hash in the (short) temporary folder.
  return path.join(os.tmpdir(), `tutoring-${hash.slice(0, 24)}.sock`);
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(String(process.pid));
    });
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must never keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** The live owner's pid, 'dead' when nothing listens (a stale socket file), undefined when it cannot tell. */
function askOwner(address: string): Promise<number | 'dead' | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    const finish = (result: number | 'dead' | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish(undefined), OWNER_ANSWER_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => finish(/^\d+$/.test(answer) ? Number(answer) : undefined));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'dead' : undefined),
    );
  });
}

/** The data folder belongs to another live process: the message names it and what to do. */
export class DataDirInUseError extends Error {}

function inUse(dataDir: string, owner: number | undefined): Error {
  return new DataDirInUseError(
    `The data folder ${dataDir} is already in use by another server process${owner ? ` (pid ${owner})` : ''}. ` +
      'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
  );
}

/**
 * Takes the data folder for this process alone (creating the folder if needed), or throws a message
 * an operator can act on. A second acquisition in the same process is refused too: two databases
 * on one folder corrupt it whichever process opens them.
 */
export async function acquireDataDirLock(dataDir: string): Promise<ReleaseDataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const address = lockAddress(dataDir);
  let server: net.Server | undefined;
  try {
    server = await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const owner = await askOwner(address);
    if (owner !== 'dead' || process.platform === 'linux' || process.platform === 'win32')
      throw inUse(dataDir, owner === 'dead' ? undefined : owner);
    fs.rmSync(address, { force: true });
    server = await listen(address).catch((retry: NodeJS.ErrnoException) => {
      throw retry.code === 'EADDRINUSE' ? inUse(dataDir, undefined) : retry;
    });
  }
  // Earlier versions kept a pid in this file; it guards nothing now and must not confuse anyone.
  fs.rmSync(path.join(dataDir, LEGACY_LOCK_FILE), { force: true });
  const held = server;
  // Closing a socket-file server also removes its file.
  return () => new Promise((resolve) => held.close(() => resolve()));
}
