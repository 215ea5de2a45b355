import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupArchive } from '../../test/backupArchive.js';
import { InvalidBackupError } from '../backup/checkBackup.js';
import { backupOfDataDir } from '../backup/takeBackup.js';
import { serveBackups } from './backupChannel.js';
import { acquireDataDirLock } from './dataDirLock.js';
import { preparePrivateDataDir } from './privateDataDir.js';

// Issue 25 item 3 (ASVS review): the lock and the backup channel were abstract sockets, which any local user could
// connect to or bind first; the token was written before the channel listened, and any answer became the backup.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data folder as the server prepares it, held by this process. */
async function heldDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'channel-'));
  const release = await acquireDataDirLock(dir);
  preparePrivateDataDir(dir);
  cleanups.push(async () => {
    await release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

async function serve(dir: string, backup: () => Promise<Uint8Array>): Promise<void> {
  cleanups.push(await serveBackups(dir, backup));
}

/** Whether a process running as another user (nobody) can connect to the socket file. */
function connectsAsNobody(socketPath: string): boolean {
  const script = `require('net').connect(process.argv[1]).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return (
    spawnSync('/usr/bin/node', ['-e', script, socketPath], { uid: 65534, gid: 65534, timeout: 10_000 }).status === 0
  );
}

describe('the data folder lock and backup channel', () => {
  it.runIf(process.platform !== 'win32')('are socket files inside the owner-only data folder', async () => {
    const dir = await heldDataDir();
    await serve(dir, backupArchive);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, 'server.sock')).isSocket()).toBe(true);
    expect(fs.statSync(path.join(dir, 'backup.sock')).isSocket()).toBe(true);
  });

  // Only root can act as another user; elsewhere the folder's mode (checked above) is the whole story.
  it.runIf(process.getuid?.() === 0 && fs.existsSync('/usr/bin/node'))(
    'cannot be reached by another local user',
    async () => {
      const dir = await heldDataDir();
      await serve(dir, backupArchive);
      // The test's own check works: the same socket, reachable once the folder is opened up.
      fs.chmodSync(dir, 0o755);
      fs.chmodSync(path.join(dir, 'backup.sock'), 0o777);
      expect(connectsAsNobody(path.join(dir, 'backup.sock'))).toBe(true);
      fs.chmodSync(dir, 0o700);
      expect(connectsAsNobody(path.join(dir, 'backup.sock'))).toBe(false);
      expect(connectsAsNobody(path.join(dir, 'server.sock'))).toBe(false);
    },
  );

  it.runIf(process.platform !== 'win32')('writes its token only once the channel listens', async () => {
    const dir = await heldDataDir();
    // Something that is not a stale socket holds the name: it is not removed, so the channel cannot listen.
    fs.writeFileSync(path.join(dir, 'backup.sock'), 'not a socket');
    await expect(serveBackups(dir, backupArchive)).rejects.toThrow(/EADDRINUSE/);
    expect(fs.existsSync(path.join(dir, 'backup-token'))).toBe(false);
  });

  it('hands over a whole backup, and reports one that is not whole as a failure', async () => {
    const whole = await backupArchive();
    let answer = whole;
    const dir = await heldDataDir();
    await serve(dir, () => Promise.resolve(answer));
    expect((await backupOfDataDir(dir)).bytes).toEqual(whole);

    answer = whole.subarray(0, whole.length - 20);
    await expect(backupOfDataDir(dir)).rejects.toThrow(InvalidBackupError);
    answer = new TextEncoder().encode('ok, but not a backup');
    await expect(backupOfDataDir(dir)).rejects.toThrow(InvalidBackupError);
  });
});
