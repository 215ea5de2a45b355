import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/*
 * Two processes opening one PGlite folder corrupt it silently, so one process at a time holds the
 * folder. The lock is a listening local socket, not a file holding a pid: the kernel closes a dead
 * process's sockets as it exits (before the parent reaps it), so whether the owner lives is decided
 * by connecting, never by probing a pid that may be a zombie or, after a reboot, an unrelated
 * process. Node has no flock(); a socket is the kernel-released exclusive name it does have.
 * - Linux, macOS and the rest: a socket file inside the data folder, which is owner-only (0700), so
 *   no other local user can take the name first (blocking the server) or answer in its place. An
 *   abstract Linux socket, as earlier versions used, has no permissions at all. The file outlives a
 *   crash, so an address in use is probed: a refused connection means its owner is dead, and the
 *   file is replaced. Two starts racing over one stale file within the same milliseconds could both
 *   win; that needs a crash and two simultaneous starts by the folder's own user.
 * - Windows: a named pipe, gone with its last handle (the folder has no mode bits there).
 * The name comes from the folder's real path, so links and relative paths to one folder meet.
 * The owner answers a connection with its pid, so a refusal can name the process to stop.
 */

const LEGACY_LOCK_FILE = 'server.lock';
const OWNER_ANSWER_MS = 1_000;
// A socket file's path must fit in sun_path: 108 bytes on Linux, 104 on macOS, each with its closing NUL.
const MAX_SOCKET_PATH_BYTES = 103;

/** The socket files the owner of a data folder keeps in it (privateDataDir.ts knows them as the server's own). */
export const CHANNEL_FILES = { lock: 'server.sock', backup: 'backup.sock' } as const;

/** Releases the data folder; resolves once another process may take it. */
export type ReleaseDataDirLock = () => Promise<void>;

/** Where the folder's owner listens: the lock itself, or its backup channel (backupChannel.ts). */
export function channelAddress(dataDir: string, channel: keyof typeof CHANNEL_FILES): string {
  const realPath = fs.realpathSync.native(dataDir);
  if (process.platform === 'win32') {
    const hash = crypto.createHash('sha256').update(realPath.toLowerCase()).digest('hex');
    return `\\\\.\\pipe\\tutoring-${hash}${channel === 'lock' ? '' : `-${channel}`}`;
  }
  const address = path.join(realPath, CHANNEL_FILES[channel]);
  if (Buffer.byteLength(address) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `The data folder path ${realPath} is too long for the server's lock socket inside it ` +
        `(${MAX_SOCKET_PATH_BYTES - CHANNEL_FILES[channel].length - 1} bytes at most): set DATA_DIR to a shorter path.`,
    );
  }
  return address;
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
  const address = channelAddress(dataDir, 'lock');
  let server: net.Server | undefined;
  try {
    server = await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const owner = await askOwner(address);
    if (owner !== 'dead' || process.platform === 'win32') throw inUse(dataDir, owner === 'dead' ? undefined : owner);
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
