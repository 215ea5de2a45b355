import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { samplePerson, tuteeBody } from '../server/test/samples.js';
import { allTutees, staffCookie } from '../server/test/reliability/count.js';
import { ROOT } from './support/paths.js';
import { startServerProcess, type ServerProcess } from './support/server.js';

const run = promisify(execFile);
const SUBMITTERS = 4;
const ACKS_BEFORE_BACKUP = 40;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-backup-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  fs.rmSync(work, { recursive: true, force: true });
});

/** npm run backup / npm run restore, as an operator runs them (the compiled CLI), on the given data folder. */
async function cli(
  command: 'backup' | 'restore',
  dataDir: string,
  file: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [`server/dist/cli/${command}.js`, file], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('backup and restore of the embedded database', () => {
  it('backs up while applications are being submitted, and the restore holds every one acknowledged before', async () => {
    const server = await startServerProcess({ SUBMISSIONS_PER_HOUR: '1000000' }, undefined, { fromTemplate: true });
    servers.push(server);
    await staffCookie(server.url);

    const acknowledged = new Map<number, string>();
    let submitting = true;
    const submitter = async () => {
      while (submitting) {
        const person = samplePerson('backup');
        const res = await fetch(`${server.url}/api/tutees`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
          body: JSON.stringify(tuteeBody(person)),
        });
        const body = (await res.json()) as { id?: number };
        if (res.status !== 201 || !body.id) throw new Error(`submission answered ${res.status}`);
        acknowledged.set(body.id, person.firstName);
      }
    };
    const load = Promise.all(Array.from({ length: SUBMITTERS }, submitter));
    while (acknowledged.size < ACKS_BEFORE_BACKUP) await new Promise((resolve) => setTimeout(resolve, 50));

    const before = new Map(acknowledged);
    const file = path.join(work, 'under-load.tar.gz');
    const backup = await cli('backup', server.dataDir, file);
    const acknowledgedDuringBackup = acknowledged.size - before.size;
    submitting = false;
    await load;
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('from the running server') });
    // The server kept acknowledging applications while it took the copy.
    expect(acknowledgedDuringBackup).toBeGreaterThan(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(work, 'restored');
    expect(await cli('restore', restoredDir, file)).toMatchObject({ code: 0 });
    // Never over a database: a second restore into the now filled folder is refused.
    const again = await cli('restore', restoredDir, file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');

    const restored = await startServerProcess({ DATA_DIR: restoredDir });
    servers.push(restored);
    expect((await fetch(`${restored.url}/readyz`)).status).toBe(200);
    const stored = await allTutees(restored.url, await staffCookie(restored.url));
    const missing = [...before].filter(([id, firstName]) => stored.get(id) !== firstName);
    expect(missing).toEqual([]);
    // Nothing in the copy that the server never acknowledged (the copy is taken between transactions).
    expect([...stored.keys()].filter((id) => !acknowledged.has(id))).toEqual([]);
    // Two server starts (one on a restored folder), a backup and a restore: about 12 s at load 5 on two cores.
  }, 180_000);

  it('backs up a folder no server holds, and refuses what is not a backup', async () => {
    const server = await startServerProcess({}, undefined, { fromTemplate: true });
    servers.push(server);
    await staffCookie(server.url);
    expect(await server.stop()).toBe(0);

    const file = path.join(work, 'offline.tar.gz');
    const backup = await cli('backup', server.dataDir, file);
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('no server was running') });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // An existing backup is never overwritten.
    expect((await cli('backup', server.dataDir, file)).stderr).toContain('exists already');

    const notABackup = path.join(work, 'notes.txt');
    fs.writeFileSync(notABackup, 'not a backup');
    const refused = await cli('restore', path.join(work, 'never'), notABackup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not a backup');
    expect(fs.existsSync(path.join(work, 'never'))).toBe(false);
  });
});
