import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { channelAddress } from './dataDirLock.js';

/*
 * How `npm run backup` gets a consistent copy of an embedded database that a running server owns: the owner of a
 * data folder listens on a second local channel beside its lock, a socket file inside the owner-only (0700) data
 * folder (a named pipe on Windows), so only the folder's user can reach it or take its name. A request must also
 * carry the token the owner writes into the folder (owner-only) once the channel listens: a token on disk always
 * names a channel that was up, and whoever can read the folder may copy the database, nobody else.
 * Request: "backup TOKEN\n". Answer: "ok\n" and the backup's bytes, or "error MESSAGE\n".
 */

const TOKEN_FILE = 'backup-token';

class BackupRefusedError extends Error {}

/** Serves backups of the folder's database until the returned function closes the channel. */
export async function serveBackups(dataDir: string, backup: () => Promise<Uint8Array>): Promise<() => Promise<void>> {
  const token = crypto.randomBytes(32).toString('hex');
  const tokenFile = path.join(dataDir, TOKEN_FILE);
  const expected = Buffer.from(`backup ${token}`);
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      request += chunk;
      const end = request.indexOf('\n');
      if (end < 0) {
        if (request.length > expected.length) socket.end('error bad request\n');
        return;
      }
      socket.removeAllListeners('data');
      const given = Buffer.from(request.slice(0, end));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        socket.end('error the backup token does not match this data folder\n');
        return;
      }
      backup().then(
        (bytes) => {
          socket.write('ok\n');
          socket.end(bytes);
        },
        (error: unknown) => socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
  });
  const address = channelAddress(dataDir, 'backup');
  // A socket file left by a crash would block the address: the lock this process holds proves its owner is gone.
  // Anything else by that name is not the server's to remove: the listen then fails, and no token is written.
  if (process.platform !== 'win32' && fs.lstatSync(address, { throwIfNoEntry: false })?.isSocket()) fs.rmSync(address);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref();
      resolve();
    });
  });
  fs.writeFileSync(tokenFile, token, { mode: 0o600 });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(tokenFile, { force: true });
  };
}

/** A backup from the process that owns the folder, or 'no-owner' when no process serves it. */
export function requestBackup(dataDir: string): Promise<Uint8Array | 'no-owner'> {
  let token: string;
  try {
    token = fs.readFileSync(path.join(dataDir, TOKEN_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Promise.resolve('no-owner');
    throw error;
  }
  return new Promise((resolve, reject) => {
    const socket = net.connect(channelAddress(dataDir, 'backup'));
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(`backup ${token}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const end = answer.indexOf('\n');
      const status = answer.subarray(0, Math.max(end, 0)).toString('utf8');
      if (status === 'ok') resolve(new Uint8Array(answer.subarray(end + 1)));
      else
        reject(
          new BackupRefusedError(`The server refused the backup: ${status.replace(/^error /, '') || 'no answer'}`),
        );
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A token left by a process that died: nothing listens, and the folder is free to open.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve('no-owner');
      else reject(error);
    });
  });
}
