import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, setLastChange, type Applicant } from '../../test/people.js';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { createLogger } from '../logger.js';
import { MailOutbox } from '../mail/outbox.js';
import { createMailTransport } from '../mail/transport.js';
import { startRetentionJob } from '../retention/job.js';

async function waitFor(condition: () => boolean, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const fullName = (applicant: Applicant) => `${applicant.person.firstName} ${applicant.person.lastName}`;

describe('the emails written to <DATA_DIR>/mail leave with the people they were about', () => {
  let t: TestApp;
  let dataDir: string;
  const mailDir = () => path.join(dataDir, 'mail');
  /** The messages written whole (one being written has a hidden partial name until it is renamed). */
  const mailFiles = () =>
    fs.existsSync(mailDir())
      ? fs
          .readdirSync(mailDir())
          .filter((file) => !file.startsWith('.'))
          .sort()
      : [];
  /** The .eml file of each of the applicant's outbox confirmations (the reminder to confirm is due days later). */
  const filesOf = async (applicant: Applicant) => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM email_outbox WHERE ${applicant.kind}_id = $1 AND kind = 'application_received'`,
      [applicant.id],
    );
    return rows.map((row) => `message-${row.id}.eml`);
  };
  /** Every written file that holds any of the applicant's values. */
  const filesNaming = (applicant: Applicant) =>
    mailFiles().filter((file) => {
      const text = fs.readFileSync(path.join(mailDir(), file), 'utf8');
      return [applicant.person.firstName, applicant.person.email].some((value) => text.includes(value));
    });

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-mail-erasure-'));
    t = await createTestApp({ DATA_DIR: dataDir, MAIL_POLL_MS: '50', SUBMISSIONS_PER_HOUR: '1000' });
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('erasure deletes the erased person’s .eml files before it answers, and no one else’s', async () => {
    t.ctx.mail.start();
    const staff = await t.staffAgent();
    const tutee = await apply(t, 'tutee');
    const tutor = await apply(t, 'tutor');
    const otherTutor = await apply(t, 'tutor');
    const written = [...(await filesOf(tutee)), ...(await filesOf(tutor)), ...(await filesOf(otherTutor))].sort();
    expect(written).toHaveLength(3);
    await waitFor(() => mailFiles().length === 3);
    expect(mailFiles()).toEqual(written);
    expect(filesNaming(tutee)).toEqual(await filesOf(tutee));

    await staff
      .post(`/api/tutees/${tutee.id}/erase`)
      .send({ confirmName: fullName(tutee) })
      .expect(200);
    await staff
      .post(`/api/tutors/${tutor.id}/erase`)
      .send({ confirmName: fullName(tutor) })
      .expect(200);

    expect(filesNaming(tutee)).toEqual([]);
    expect(filesNaming(tutor)).toEqual([]);
    expect(mailFiles()).toEqual(await filesOf(otherTutor));
  });

  it('retention deletes the .eml files of expired people and of sent emails past the email period', async () => {
    t.ctx.mail.start();
    const expired = await apply(t, 'tutee');
    const oldMail = await apply(t, 'tutee');
    const kept = await apply(t, 'tutor');
    await waitFor(() => mailFiles().length === 3);
    await setLastChange(t.db, expired, '25 months');
    await t.db.query(`UPDATE email_outbox SET sent_at = now() - interval '31 days' WHERE tutee_id = $1`, [oldMail.id]);

    const job = startRetentionJob(t.db, testConfig({ DATA_DIR: dataDir }), createLogger('silent'), t.ctx.mail);
    await job.settled();
    await job.stop();

    expect(filesNaming(expired)).toEqual([]);
    expect(filesNaming(oldMail)).toEqual([]);
    expect(mailFiles()).toEqual(await filesOf(kept));
  });

  it('a message whose person is erased while it is being written is deleted once written', async () => {
    const real = createMailTransport(t.ctx.config);
    // The erasure commits between the outbox's claim and the file's write: it looked for the file before it existed.
    const erasedMeanwhile = {
      ...real,
      async send(mail: Parameters<typeof real.send>[0]) {
        await t.db.query('DELETE FROM email_outbox WHERE id = $1', [mail.id]);
        await real.send(mail);
      },
    };
    const outbox = new MailOutbox(t.db, erasedMeanwhile, createLogger('silent'), {
      pollMs: 60_000,
      retryMs: 60_000,
      maxAttempts: 10,
    });
    const applicant = await apply(t, 'tutor');
    expect(await outbox.sendDue()).toBe(0);
    expect(filesNaming(applicant)).toEqual([]);
    await outbox.stop();
  });
});
