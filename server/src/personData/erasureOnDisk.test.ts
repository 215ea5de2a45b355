import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TuteeSubmission, TutorSubmission } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { copyPgliteTemplateInto } from '../../test/pgliteTemplate.js';
import { tuteeBody, tutorBody } from '../../test/samples.js';
import { TEST_ENGINE } from '../../test/testDb.js';
import { openPgliteDb, type EmbeddedDb } from '../db/pgliteDb.js';
import { applySchema } from '../db/schema.js';
import { createLogger } from '../logger.js';
import { startRetentionJob } from '../retention/job.js';

/** Values found nowhere else, so any occurrence in a file is the person's. */
function canaries(kind: string) {
  const tag = crypto.randomBytes(5).toString('hex');
  return {
    firstName: `Canaryfirst${kind}${tag}`,
    lastName: `Canarylast${kind}${tag}`,
    email: `canary.${kind}.${tag}@example.com`,
    // A valid US number in E.164 (stored as typed): a random line number.
    phone: `+1507555${String(crypto.randomInt(10_000)).padStart(4, '0')}`,
    school: `Canaryschool ${kind} ${tag}`,
    freeText: `Canarynote ${kind} ${tag}`,
  };
}
type Canaries = ReturnType<typeof canaries>;

/** Every file under dir, recursively, with the canary values its bytes hold. */
function filesHolding(dir: string, values: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    for (const value of values) if (bytes.includes(value)) found.push(`${path.relative(dir, file)}: ${value}`);
  }
  return found.sort();
}

function filesReadableByOthers(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => (fs.statSync(file).mode & 0o077) !== 0)
    .map((file) => path.relative(dir, file));
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// The embedded engine keeps its data in DATA_DIR; PostgreSQL's files are its server's (docs/privacy.md).
describe.runIf(TEST_ENGINE === 'pglite')(
  'erasure on the embedded database leaves no byte of the person on disk',
  () => {
    let dataDir: string;
    let db: EmbeddedDb;
    let t: TestApp;
    let open = false;

    beforeEach(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-erasure-disk-'));
      // On the migrated template cluster: these tests are about erasure, not about setting up a new folder.
      copyPgliteTemplateInto(dataDir);
      db = await openPgliteDb(dataDir);
      await applySchema(db);
      t = await createTestApp({ DATA_DIR: dataDir, MAIL_POLL_MS: '50' }, db);
      t.ctx.mail.start();
      open = true;
    });
    const close = async () => {
      if (!open) return;
      open = false;
      await t.close();
      await db.close();
    };
    afterEach(async () => {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const values = (c: Canaries) => [c.firstName, c.lastName, c.email, c.phone, c.school, c.freeText];
    const mailDir = () => path.join(dataDir, 'mail');
    const emlFiles = () =>
      fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml')) : [];

    /** Applies through the public form with the canary values in every field it stores; answers the id. */
    async function applyAs(kind: 'tutee' | 'tutor', c: Canaries): Promise<number> {
      const body =
        kind === 'tutee'
          ? ({
              ...tuteeBody(),
              firstName: c.firstName,
              lastName: c.lastName,
              emailGuardian: c.email,
              phone: c.phone,
              school: c.school,
              subjectDetails: c.freeText,
            } satisfies TuteeSubmission)
          : ({
              ...tutorBody(),
              firstName: c.firstName,
              lastName: c.lastName,
              email: c.email,
              phone: c.phone,
              school: c.school,
              miscInfo: c.freeText,
            } satisfies TutorSubmission);
      return (await t.agent().post(`/api/${kind}s`).send(body).expect(201)).body.id as number;
    }

    /** The search finds every value before the deletion: in the mail files and in the database's table files. */
    async function expectFound(all: string[]): Promise<void> {
      await db.query('CHECKPOINT');
      const before = filesHolding(dataDir, all);
      for (const value of all) expect(before.some((hit) => hit.endsWith(`: ${value}`))).toBe(true);
      expect(before.some((hit) => hit.startsWith('mail/'))).toBe(true);
      expect(before.some((hit) => hit.startsWith('pgdata/base/'))).toBe(true);
    }

    /** None found, while the database runs and again once it is closed (nothing held in memory is written later). */
    async function expectGone(all: string[]): Promise<void> {
      expect(filesHolding(dataDir, all)).toEqual([]);
      // The rewritten tables and the new WAL segment are owner-only like every other file of the folder.
      if (process.platform !== 'win32') expect(filesReadableByOthers(dataDir)).toEqual([]);
      await close();
      expect(filesHolding(dataDir, all)).toEqual([]);
    }

    // Two on-disk rewrites and checkpoints of a fresh data folder: longer than an in-memory test on a busy machine.
    it(
      'a tutee and a tutor, with their mail, are gone from every file under DATA_DIR once the erasures answer',
      {
        timeout: 120_000,
      },
      async () => {
        const tuteeCanaries = canaries('tutee');
        const tutorCanaries = canaries('tutor');
        const tuteeId = await applyAs('tutee', tuteeCanaries);
        const tutorId = await applyAs('tutor', tutorCanaries);
        const staff = await t.staffAgent();
        // An edit leaves the old row version behind as a dead row: it must go too.
        await staff.put('/api/tutees/changeStatus').send({ id: tuteeId }).expect(200);
        const all = [...values(tuteeCanaries), ...values(tutorCanaries)];
        await waitFor(() => emlFiles().length === 2);
        await expectFound(all);

        const confirm = (c: Canaries) => ({ confirmName: `${c.firstName} ${c.lastName}` });
        // Requests arriving while the tables are rewritten wait their turn on PGlite's one session and answer as usual.
        const [erased, ...meanwhile] = await Promise.all([
          staff.post(`/api/tutees/${tuteeId}/erase`).send(confirm(tuteeCanaries)),
          ...Array.from({ length: 5 }, () => staff.get('/api/tutors')),
        ]);
        expect(erased.status).toBe(200);
        expect(meanwhile.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
        await staff.post(`/api/tutors/${tutorId}/erase`).send(confirm(tutorCanaries)).expect(200);

        await expectGone(all);
      },
    );

    it(
      'a person the retention policy removed is gone from every file under DATA_DIR after the run',
      {
        timeout: 120_000,
      },
      async () => {
        const expired = canaries('tutee');
        const id = await applyAs('tutee', expired);
        await waitFor(() => emlFiles().length === 1);
        await db.query(`UPDATE tutees SET updated_at = now() - interval '25 months' WHERE id = $1`, [id]);
        await expectFound(values(expired));

        const job = startRetentionJob(db, t.ctx.config, createLogger('silent'), t.ctx.mail);
        await job.settled();
        await job.stop();
        expect((await db.query('SELECT 1 FROM tutees WHERE id = $1', [id])).rows).toEqual([]);

        await expectGone(values(expired));
      },
    );
  },
);
