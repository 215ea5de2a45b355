import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { lockAddress } from './dataDirLock.js';

/*
 * How `npm run backup` gets a consistent copy of an embedded database that a running server owns: the owner of a
 * data folder listens on a second local channel beside its lock (an abstract socket on Linux, a named pipe on
 * Windows, a socket file elsewhere). Anyone on the machine can reach such a channel, so a request must carry the
 * token the owner wrote into the data folder (owner-only): whoever can read the folder may copy the database,
 * nobody else. Request: "backup TOKEN\n". Answer: "ok\n" and the backup's bytes, or "error MESSAGE\n".
 */

const TOKEN_FILE = 'backup-token';

const channelAddress = (dataDir: string) => `${lockAddress(dataDir)}-backup`;

export class BackupRefusedError extends Error {}

/** Serves backups of the folder's database until the returned function closes the channel. */
export async function serveBackups(dataDir: string, backup: () => Promise<Uint8Array>): Promise<() => Promise<void>> {
  const token = crypto.randomBytes(32).toString('hex');
  const tokenFile = path.join(dataDir, TOKEN_FILE);
  fs.writeFileSync(tokenFile, token, { mode: 0o600 });
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
  const address = channelAddress(dataDir);
  // A socket file left by a crash (macOS) would block the address: the lock proves its owner is gone.
  if (process.platform !== 'linux' && process.platform !== 'win32') fs.rmSync(address, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref();
      resolve();
    });
  });
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
    const socket = net.connect(channelAddress(dataDir));
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
