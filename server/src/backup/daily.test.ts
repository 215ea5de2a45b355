import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupArchive } from '../../test/backupArchive.js';
import { testConfig } from '../../test/testApp.js';
import { TEST_ENGINE } from '../../test/testDb.js';
import { PGLITE_TEMPLATE } from '../../test/paths.js';
import { openMemoryPgliteDb, openPgliteDb } from '../db/pgliteDb.js';
import { restorePgliteBackup } from '../db/pgliteRestore.js';
import { createLogger } from '../logger.js';
import { InvalidBackupError } from './checkBackup.js';
import { backupFileName, backupIfDue, backupKeeping, startDailyBackups } from './daily.js';

const HOUR = 60 * 60 * 1000;
const bytes = backupArchive;
const keepNewest = (newest: number) => ({ newest, maxAgeMonths: 36 });

describe('daily backups into BACKUP_DIR', () => {
  it('takes one a day, owner-only, keeps the newest BACKUP_KEEP and leaves other files alone', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'daily-')), 'backups');
    const start = new Date('2026-03-01T02:00:00Z');
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

    expect(await backupIfDue(dir, keepNewest(2), at(0), bytes)).toBe(
      path.join(dir, 'tutoring-20260301T020000Z.tar.gz'),
    );
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, backupFileName(at(0)))).mode & 0o777).toBe(0o600);
    // Not due again within the day, however often the server asks or restarts.
    expect(await backupIfDue(dir, keepNewest(2), at(23), bytes)).toBeUndefined();

    fs.writeFileSync(path.join(dir, 'operator-notes.txt'), 'kept');
    await backupIfDue(dir, keepNewest(2), at(24), bytes);
    await backupIfDue(dir, keepNewest(2), at(48), bytes);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'operator-notes.txt',
      'tutoring-20260302T020000Z.tar.gz',
      'tutoring-20260303T020000Z.tar.gz',
    ]);
  });

  it('deletes backups older than the longest retention period of a person, however many BACKUP_KEEP allows', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'daily-')), 'backups');
    const keep = backupKeeping(
      testConfig({ BACKUP_KEEP: '3650', RETAIN_UNMATCHED_MONTHS: '6', RETAIN_MATCHED_MONTHS: '12' }),
    );
    expect(keep).toEqual({ newest: 3650, maxAgeMonths: 12 });
    const start = new Date('2025-01-10T02:00:00Z');
    await backupIfDue(dir, keep, start, bytes);
    await backupIfDue(dir, keep, new Date('2025-06-10T02:00:00Z'), bytes);
    // A day short of twelve months: the first backup is still inside the period.
    await backupIfDue(dir, keep, new Date('2026-01-09T02:00:00Z'), bytes);
    expect(fs.readdirSync(dir)).toContain(backupFileName(start));
    await backupIfDue(dir, keep, new Date('2026-01-10T03:00:00Z'), bytes);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'tutoring-20250610T020000Z.tar.gz',
      'tutoring-20260109T020000Z.tar.gz',
      'tutoring-20260110T030000Z.tar.gz',
    ]);
  });

  it('writes nothing when the backup fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daily-'));
    await expect(
      backupIfDue(dir, keepNewest(3), new Date(), () => Promise.reject(new Error('database closed'))),
    ).rejects.toThrow('database closed');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('writes nothing when the copy is not a whole backup', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daily-'));
    const whole = await backupArchive();
    const cut = () => Promise.resolve(whole.subarray(0, whole.length / 2));
    await expect(backupIfDue(dir, keepNewest(3), new Date(), cut)).rejects.toThrow(InvalidBackupError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  // The embedded engine's backup: the PGlite project only (its template database).
  it.runIf(TEST_ENGINE === 'pglite')(
    'the server job writes a backup of its database that restores with what it held',
    async () => {
      const db = await openMemoryPgliteDb(new Blob([fs.readFileSync(PGLITE_TEMPLATE)]));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'daily-'));
      const restoredDir = path.join(dir, 'restored');
      try {
        await db.query(`INSERT INTO job_runs (job, last_run_at) VALUES ('before the backup', now())`);
        const job = startDailyBackups(db, path.join(dir, 'daily'), keepNewest(7), createLogger('silent'), 10);
        while (!fs.existsSync(path.join(dir, 'daily')) || fs.readdirSync(path.join(dir, 'daily')).length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await job.stop();
        const [file] = fs.readdirSync(path.join(dir, 'daily'));
        await restorePgliteBackup(restoredDir, fs.readFileSync(path.join(dir, 'daily', file!)));
        const restored = await openPgliteDb(restoredDir);
        try {
          const { rows } = await restored.query<{ job: string }>('SELECT job FROM job_runs');
          expect(rows.map((row) => row.job)).toContain('before the backup');
        } finally {
          await restored.close();
        }
      } finally {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
