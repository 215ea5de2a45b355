import type { Logger } from 'pino';
import type { ToolConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { MailOutbox } from '../mail/outbox.js';
import { expireReconfirmations } from '../reconfirmations/service.js';
import { retentionPolicy } from './policy.js';
import { retentionCounts } from './repo.js';
import { runRetention } from './service.js';

export interface RetentionJob {
  /** the check in progress, if any (tests wait for the first one) */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Every server process asks, at start and then every RETENTION_CHECK_MINUTES, whether the daily run is due; the first
 * to ask after a day applies the policy, the others skip (runRetention). Each check, in every process, then deletes the
 * process's written emails (.eml files) whose outbox rows are gone, whoever deleted them, and applies the expiry of
 * unanswered reconfirmations (each question is closed by one process only). RETENTION_CHECK_MINUTES=0 turns it off.
 */
export function startRetentionJob(
  db: Db,
  config: ToolConfig,
  logger: Logger,
  mail: Pick<MailOutbox, 'forgetDeleted'>,
): RetentionJob {
  const policy = retentionPolicy(config);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const check = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        const outcome = await runRetention(db, policy, { onlyIfDue: true });
        if (outcome.ran) logger.info({ deleted: retentionCounts(outcome.result) }, 'retention policy applied');
        const expired = await expireReconfirmations(db);
        if (expired.tutees + expired.tutors > 0) logger.info(expired, 'unanswered reconfirmations applied');
        const forgotten = await mail.forgetDeleted();
        if (forgotten > 0) logger.info({ files: forgotten }, 'deleted emails removed from the mail folder');
      } catch (error) {
        // A database outage now is retried at the next check; the error's name says enough, its text may quote data.
        logger.warn({ errorName: (error as Error).name }, 'retention check failed');
      }
    });
  };
  if (config.RETENTION_CHECK_MINUTES === 0) return { settled: () => running, stop: () => Promise.resolve() };
  check();
  const timer = setInterval(check, config.RETENTION_CHECK_MINUTES * 60_000);
  timer.unref();
  return {
    settled: () => running,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
