import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '../mail/repo.js';
import { tuteeBody, tutorBody } from './testBodies.js';

// Issue 25 item 3 (ASVS review): the public forms send mail to any address typed into them. The confirmation must
// carry nothing an applicant wrote but a first name, and one address gets at most three confirmations a day.
describe('the confirmation email of a public application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const queuedTo = async (address: string) =>
    (
      await t.db.query<{ subject: string; body: string }>(
        "SELECT subject, body FROM email_outbox WHERE lower(btrim(to_address)) = $1 AND kind = 'application_received' ORDER BY id",
        [address],
      )
    ).rows;
  const stored = async (table: 'tutees' | 'tutors', ids: number[]) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [ids]))
      .rows[0]?.n;

  it('carries the first name and no other text the applicant wrote', async () => {
    const free = {
      lastName: 'Lastname-marker',
      pronouns: 'pronoun-marker',
      phone: '507-555-0177',
      school: 'School-marker',
      subjectDetails: 'details-marker http://phish.example',
      miscInfo: 'misc-marker http://phish.example',
    };
    await t
      .agent()
      .post('/api/tutees')
      .send(
        tuteeBody({
          ...free,
          firstName: 'Firstname',
          studentOrGuardian: 'ParentOrGuardian',
          emailGuardian: 'text@example.com',
        }),
      )
      .expect(201);
    await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ ...free, firstName: 'Tutorname', otherLanguage: 'language-marker', email: 'text@example.com' }))
      .expect(201);
    const mails = await queuedTo('text@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.body).toContain('Firstname');
    expect(mails[1]?.body).toContain('Tutorname');
    for (const { subject, body } of mails) {
      for (const value of [...Object.values(free), 'language-marker', 'phish']) {
        expect(subject + body).not.toContain(value);
      }
    }
  });

  it('goes to one address at most three times a day, counted by the address in any case and spacing', async () => {
    const spellings = [
      'Flood@Example.com',
      'flood@example.com',
      ' FLOOD@example.COM',
      'flood@EXAMPLE.com',
      'flood@example.com',
    ];
    const tutees: number[] = [];
    const tutors: number[] = [];
    for (const [i, address] of spellings.entries()) {
      if (i % 2 === 0) {
        const res = await t
          .agent()
          .post('/api/tutees')
          .send(tuteeBody({ studentOrGuardian: 'ParentOrGuardian', emailGuardian: address }));
        expect(res.status).toBe(201);
        tutees.push(res.body.id as number);
      } else {
        const res = await t
          .agent()
          .post('/api/tutors')
          .send(tutorBody({ email: address }));
        expect(res.status).toBe(201);
        tutors.push(res.body.id as number);
      }
    }
    // Every application is kept; only the confirmations past the third are not queued.
    expect(await stored('tutees', tutees)).toBe(3);
    expect(await stored('tutors', tutors)).toBe(2);
    expect(await queuedTo('flood@example.com')).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(CONFIRMATIONS_PER_ADDRESS_PER_DAY).toBe(3);
    // Another address is counted on its own.
    await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ email: 'other@example.com' }))
      .expect(201);
    expect(await queuedTo('other@example.com')).toHaveLength(1);
  });

  it('counts the day from the first confirmation: once it has passed, the address hears back again', async () => {
    for (let i = 0; i < 4; i += 1)
      await t
        .agent()
        .post('/api/tutors')
        .send(tutorBody({ email: 'later@example.com' }))
        .expect(201);
    expect(await queuedTo('later@example.com')).toHaveLength(3);
    await t.db.query("UPDATE rate_limit SET reset_at = now() - interval '1 second' WHERE key LIKE 'confirmation:%'");
    await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ email: 'later@example.com' }))
      .expect(201);
    expect(await queuedTo('later@example.com')).toHaveLength(4);
  });
});
