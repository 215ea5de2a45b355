import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ToolConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { checkBackup } from './checkBackup.js';
import { writeOwnerOnlyFile } from './ownerOnlyFile.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check waits a little: a start is busy enough, and a crash loop must not fill the folder. */
const FIRST_CHECK_MS = 5 * 60 * 1000;
const BACKUP_NAME = /^tutoring-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `tutoring-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;
}

function takenAt(name: string): number | undefined {
  const parts = BACKUP_NAME.exec(name)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** This server's backups in the folder, oldest first (other files are left alone). */
function listBackups(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => takenAt(name) !== undefined)
    .sort();
}

/** Which backups stay: the newest `newest`, and of those only the ones younger than `maxAgeMonths`. */
export interface BackupKeeping {
  newest: number;
  maxAgeMonths: number;
}

/**
 * A backup holds everyone as they were when it was taken, erased and expired people included. So none outlives the
 * longest time the retention policy keeps a person (RETAIN_UNMATCHED_MONTHS, RETAIN_MATCHED_MONTHS), whatever
 * BACKUP_KEEP says. Emails and audit rows are not counted: they go sooner, or hold ids only.
 */
export function backupKeeping(
  config: Pick<ToolConfig, 'BACKUP_KEEP' | 'RETAIN_UNMATCHED_MONTHS' | 'RETAIN_MATCHED_MONTHS'>,
): BackupKeeping {
  return {
    newest: config.BACKUP_KEEP,
    maxAgeMonths: Math.max(config.RETAIN_UNMATCHED_MONTHS, config.RETAIN_MATCHED_MONTHS),
  };
}

function monthsBefore(at: Date, months: number): number {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.getTime();
}

/**
 * Takes a backup when the newest in `dir` is a day old or there is none, then deletes all but the newest
 * `keep.newest`, and any taken more than `keep.maxAgeMonths` before `now`. Deciding from the files, not a timer, keeps
 * one backup a day across restarts. Returns the new file, if any.
 */
export async function backupIfDue(
  dir: string,
  keep: BackupKeeping,
  now: Date,
  backup: () => Promise<Uint8Array>,
): Promise<string | undefined> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const newest = listBackups(dir).at(-1);
  let taken: string | undefined;
  if (newest === undefined || now.getTime() - (takenAt(newest) ?? 0) >= DAY_MS) {
    const bytes = await backup();
    // Checked before it is kept: a broken copy is logged as a failed backup, not counted among the good ones.
    await checkBackup(bytes);
    taken = path.join(dir, backupFileName(now));
    writeOwnerOnlyFile(taken, bytes);
  }
  const backups = listBackups(dir);
  const cutoff = monthsBefore(now, keep.maxAgeMonths);
  const tooMany = backups.slice(0, Math.max(0, backups.length - keep.newest));
  const tooOld = backups.filter((name) => (takenAt(name) ?? 0) < cutoff);
  for (const old of new Set([...tooMany, ...tooOld])) fs.rmSync(path.join(dir, old));
  return taken;
}

/** The daily backup of the embedded database into BACKUP_DIR, keeping what backupKeeping says. */
export function startDailyBackups(
  db: Db,
  dir: string,
  keep: BackupKeeping,
  logger: Logger,
  firstCheckMs = FIRST_CHECK_MS,
): { stop(): Promise<void> } {
  const backup = db.backup?.bind(db);
  if (!backup) throw new Error('BACKUP_DIR backs up the embedded database only; back PostgreSQL up with pg_dump.');
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = backupIfDue(dir, keep, new Date(), backup).then(
      (file) => {
        if (file) logger.info({ file }, 'daily backup written');
      },
      (error: unknown) =>
        logger.error(
          { errorName: (error as Error).name, errorMessage: (error as Error).message },
          'daily backup failed',
        ),
    );
  };
  let timer = setTimeout(function tick() {
    check();
    timer = setTimeout(tick, CHECK_EVERY_MS);
    timer.unref();
  }, firstCheckMs);
  timer.unref();
  return {
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}
