import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { createTestDb } from '../../test/testDb.js';
import { createLogger } from '../logger.js';
import { startServer } from '../server.js';
import { tuteeBody, tutorBody } from '../registration/testBodies.js';

interface ReceivedMail {
  to: string[];
  data: string;
}

/** A real SMTP server on a free port; `failFirst` answers the first n messages with a temporary failure. */
async function startSmtp(failFirst = 0) {
  const received: ReceivedMail[] = [];
  let failuresLeft = failFirst;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The message as a reader sees it: quoted-printable soft line breaks and escapes undone. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxRow {
  to_address: string;
  requested_at: Date | null;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

async function outbox(t: TestApp): Promise<OutboxRow[]> {
  return (
    await t.db.query<OutboxRow>(
      // The confirmations; the reminder to confirm queued with each is due days later.
      "SELECT to_address, requested_at, sent_at, attempts, last_error FROM email_outbox WHERE kind = 'application_received' ORDER BY id",
    )
  ).rows;
}

describe('confirmation mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation with the application, without POST /api/mail, and never a second copy', async () => {
    smtp = await startSmtp();
    // A long poll interval: only the wake-up after the submission can make the mail go out promptly.
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '60000' });
    t.ctx.mail.start();
    const created = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ studentOrGuardian: 'Student', emailStudent: 'amina@example.com' }));
    expect(created.status).toBe(201);
    // The family's phone lost its connection here: the client never calls POST /api/mail.
    await waitFor(() => smtp.received.length === 1);
    expect(smtp.received[0]?.to).toEqual(['amina@example.com']);
    const message = readable(smtp.received[0]?.data ?? '');
    expect(message).toMatch(/^Subject: Volunteer Tutoring: we received your application/m);
    expect(message).toContain('A member of our team will review it.');
    expect(message).toContain('notified by email once a match is found');

    // The original client still calls it, twice even: accepted, and nothing more goes out.
    const replies = await Promise.all([
      t.agent().post('/api/mail').send({ email: 'amina@example.com' }),
      t.agent().post('/api/mail').send({ email: 'AMINA@example.com' }),
    ]);
    expect(replies.map((r) => [r.status, r.body])).toEqual([
      [202, {}],
      [202, {}],
    ]);
    await t.ctx.mail.sendDue();
    await pause(300);
    expect(smtp.received).toHaveLength(1);
    const [row] = await outbox(t);
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(0);
  });

  it("sends a guardian's application to the guardian and a tutor's to the tutor", async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '60000' });
    t.ctx.mail.start();
    await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ emailGuardian: 'parent@example.com' }))
      .expect(201);
    await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ email: 'lee.tutor@example.com' }))
      .expect(201);
    await waitFor(() => smtp.received.length === 2);
    await pause(200);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(['lee.tutor@example.com', 'parent@example.com']);
    expect(readable(smtp.received.find((m) => m.to[0] === 'lee.tutor@example.com')?.data ?? '')).toContain(
      'volunteer as a tutor',
    );
  });

  it('retries a failed send with back-off and delivers it later', async () => {
    smtp = await startSmtp(2);
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50', MAIL_RETRY_MS: '100' });
    t.ctx.mail.start();
    await t.agent().post('/api/tutors').send(tutorBody()).expect(201);

    await waitFor(async () => ((await outbox(t))[0]?.attempts ?? 0) >= 1);
    const failed = (await outbox(t))[0];
    expect(failed?.sent_at).toBeNull();
    expect(failed?.last_error).toMatch(/busy/);

    await waitFor(async () => (await outbox(t))[0]?.sent_at != null);
    expect(smtp.received).toHaveLength(1);
    expect((await outbox(t))[0]?.attempts).toBe(2);
    await pause(300);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('confirmation mail without SMTP_URL', () => {
  let t: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-mail-'));
    t = await createTestApp({ DATA_DIR: dataDir, MAIL_POLL_MS: '50' });
    t.ctx.mail.start();
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mailFiles = () =>
    fs.existsSync(path.join(dataDir, 'mail'))
      ? fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'))
      : [];

  it('writes the confirmation as one .eml file in <DATA_DIR>/mail', async () => {
    await t.agent().post('/api/tutors').send(tutorBody()).expect(201);
    await waitFor(() => mailFiles().length === 1);
    const [file] = mailFiles();
    expect(file).toMatch(/^message-\d+\.eml$/);
    // Owner-only whatever the umask (this test process keeps the usual 022): it holds an applicant's name.
    if (process.platform !== 'win32') {
      expect(fs.statSync(path.join(dataDir, 'mail')).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dataDir, 'mail', file!)).mode & 0o777).toBe(0o600);
    }
    const eml = readable(fs.readFileSync(path.join(dataDir, 'mail', file!), 'utf8'));
    expect(eml).toMatch(/^To: lee\.tutor@example\.com$/m);
    expect(eml).toMatch(/^Subject: Volunteer Tutoring: we received your application$/m);
    expect(eml).toContain('Hello Lee,');
    await pause(200);
    expect(fs.readdirSync(path.join(dataDir, 'mail'))).toEqual([file]);
  });

  it('sends nothing for an address that did not apply, nor a confirmation an earlier version left unreleased', async () => {
    // Queued by a version that waited for POST /api/mail, which never came: too old to send now.
    await t.db.query(
      `INSERT INTO email_outbox (kind, to_address, subject, body, created_at)
       VALUES ('application_received', 'earlier@example.com', 'Subject', 'Body', now() - interval '2 hours')`,
    );
    for (const email of ['nobody@example.com', 'earlier@example.com']) {
      const res = await t.agent().post('/api/mail').send({ email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({});
    }
    await t.ctx.mail.sendDue();
    await pause(300);
    expect(mailFiles()).toEqual([]);
    expect((await outbox(t)).map((r) => [r.requested_at, r.sent_at])).toEqual([[null, null]]);
  });

  it('answers 400 when the body names no address, and never takes a subject or text', async () => {
    const missing = await t.agent().post('/api/mail').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors.email).toBeDefined();
    const relay = await t
      .agent()
      .post('/api/mail')
      .send({ email: 'victim@example.com', subject: 'Win', text: 'Click here' });
    expect(relay.status).toBe(202);
    await pause(200);
    expect(mailFiles()).toEqual([]);
    expect(await outbox(t)).toEqual([]);
  });
});

describe('the outbox in a running server', () => {
  it('is started by startServer, woken by a submission, and stopped by stop()', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-mail-server-'));
    const mailDir = path.join(dataDir, 'mail');
    const config = testConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', MAIL_POLL_MS: '60000' });
    const server = await startServer(config, await createTestDb(), createLogger('silent'));
    try {
      const post = (route: string, body: object) =>
        fetch(`${server.url}${route}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/tutors', tutorBody())).status).toBe(201);
      await waitFor(() => fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((f) => f.endsWith('.eml')));
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
