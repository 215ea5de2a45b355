import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { tuteeBody, tutorBody } from './testBodies.js';

// Issue 17 item 5: applicant text is copied into the confirmation email. Single-line fields refuse control and
// format characters; multi-line fields keep their line breaks and are stored without the other ones.
const RLO = '\u202E';
const ZWSP = '\u200B';

describe('applicant text with control and format characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const outboxBodies = async () =>
    (
      await t.db.query<{ body: string; subject: string }>(
        "SELECT body, subject FROM email_outbox WHERE kind = 'application_received'",
      )
    ).rows;

  it('POST /api/tutees: a bidi override in a name is a 400 naming the field, and nothing is stored or queued', async () => {
    const before = (await outboxBodies()).length;
    const res = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ firstName: `Amina${RLO}gnp.exe` }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ firstName: [SUBMISSION_MESSAGES.singleLine] });
    expect((await outboxBodies()).length).toBe(before);
  });

  it('POST /api/tutors: a bidi override in a name is a 400 naming the field', async () => {
    const res = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ lastName: `Nguyen${RLO}` + 'x' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ lastName: [SUBMISSION_MESSAGES.singleLine] });
  });

  it('POST /api/tutees: multi-line fields are stored without a zero-width space, with their line breaks', async () => {
    const res = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ subjectDetails: `Frac${ZWSP}tions\nand decimals`, miscInfo: `After${ZWSP} school` }));
    expect(res.status).toBe(201);
    const row = (
      await t.db.query<{ subject_details: string; misc_info: string }>(
        'SELECT subject_details, misc_info FROM tutees WHERE id = $1',
        [res.body.id],
      )
    ).rows[0];
    expect(row).toEqual({ subject_details: 'Fractions\nand decimals', misc_info: 'After school' });
  });

  it('POST /api/tutors: the additional information is stored without a zero-width space', async () => {
    const res = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ miscInfo: `Week${ZWSP}ends\r\nonly` }));
    expect(res.status).toBe(201);
    const row = (await t.db.query<{ misc_info: string }>('SELECT misc_info FROM tutors WHERE id = $1', [res.body.id]))
      .rows[0];
    expect(row?.misc_info).toBe('Weekends\r\nonly');
  });

  it('no queued confirmation carries a control or format character other than its own line feeds', async () => {
    for (const { body, subject } of await outboxBodies()) {
      expect(/[\p{Cf}\p{Zl}\p{Zp}]|(?!\n)\p{Cc}/u.test(body + subject)).toBe(false);
    }
  });
});
