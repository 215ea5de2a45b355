import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { claimDueEmails, deletedEmailIds, markEmailFailed, markEmailSent, type DueEmail } from './repo.js';
import { createMailTransport, type MailTransport } from './transport.js';

const BATCH_SIZE = 20;
// Longer than the SMTP timeouts together, so a slow send is never picked up twice.
const LEASE_MS = 5 * 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const MAX_ERROR_LENGTH = 1000;

/** Sends requested outbox rows in the background: polls, can be woken, retries failures with back-off. */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private wokenDuringPass = false;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    private readonly options: { pollMs: number; retryMs: number; maxAttempts: number },
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  isRunning(): boolean {
    return this.running;
  }

  /** Sends due mail now instead of at the next poll (no-op unless started). */
  wake(): void {
    if (!this.running) return;
    if (this.pass) {
      this.wokenDuringPass = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
    this.transport.close();
  }

  /** Sends every message due now; returns how many went out. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(this.db, BATCH_SIZE, LEASE_MS);
      if (batch.length === 0) return sent;
      for (const email of batch) {
        if (await this.deliver(email)) sent += 1;
      }
    }
  }

  /** Deletes the kept copies (.eml files) of messages whose outbox rows a committed transaction deleted. */
  forget(ids: readonly string[]): Promise<void> {
    return this.transport.forget(ids);
  }

  /**
   * Deletes every kept copy whose outbox row is gone: rows that another process deleted, or that this one deleted but
   * stopped before forgetting. Answers how many went.
   */
  forgetDeleted(): Promise<number> {
    return forgetDeletedMail(this.db, this.transport);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runPass(), delayMs);
    this.timer.unref();
  }

  private async runPass(): Promise<void> {
    this.wokenDuringPass = false;
    this.pass = this.sendDue().then(
      () => undefined,
      // A database outage: logged, and the next poll tries again.
      (error: unknown) =>
        this.logger.warn(
          { errorName: (error as Error).name, code: (error as { code?: string }).code },
          'mail outbox pass failed',
        ),
    );
    await this.pass;
    this.pass = undefined;
    if (this.running) this.schedule(this.wokenDuringPass ? 0 : this.options.pollMs);
  }

  private async deliver(email: DueEmail): Promise<boolean> {
    try {
      await this.transport.send({
        id: email.id,
        to: email.to_address,
        cc: email.cc_addresses,
        subject: email.subject,
        text: email.body,
      });
    } catch (error) {
      const retryInMs = Math.min(this.options.retryMs * 2 ** email.attempts, MAX_RETRY_MS);
      const err = error as { name?: string; code?: string; responseCode?: number; message?: string };
      // The log names the message and the failure kind only; the full text (which may echo the address) stays in the row.
      const failedForGood = await markEmailFailed(
        this.db,
        email.id,
        String(err.message ?? error).slice(0, MAX_ERROR_LENGTH),
        retryInMs,
        this.options.maxAttempts,
      );
      // The log names the message and the failure kind only; the full text (which may echo the address) stays in the row.
      this.logger.warn(
        {
          outboxId: email.id,
          attempt: email.attempts + 1,
          errorName: err.name,
          code: err.code,
          responseCode: err.responseCode,
          ...(failedForGood ? {} : { retryInMs }),
        },
        failedForGood ? 'mail send failed for good; no more retries' : 'mail send failed; will retry',
      );
      return false;
    }
    // Erased while it was being written: the eraser may have looked for the file before it existed.
    if (!(await markEmailSent(this.db, email.id))) {
      await this.transport.forget([email.id]);
      return false;
    }
    return true;
  }
}

/** Deletes the transport's kept copies whose outbox rows are gone; answers how many. */
export async function forgetDeletedMail(db: Db, transport: MailTransport): Promise<number> {
  const gone = await deletedEmailIds(db, await transport.keptIds());
  await transport.forget(gone);
  return gone.length;
}

export function createMailOutbox(config: Config, db: Db, logger: Logger): MailOutbox {
  return new MailOutbox(db, createMailTransport(config), logger, {
    pollMs: config.MAIL_POLL_MS,
    retryMs: config.MAIL_RETRY_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
  });
}
