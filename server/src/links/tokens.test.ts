import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';
import { consumeLinkToken, issueLinkToken, peekLinkToken } from './tokens.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('link tokens for an application', () => {
  it('answer for the tutee or tutor they were issued for, once, and go with the application', async () => {
    t = await createTestApp();
    const tuteeId = await insertTutee(t.db, { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'], grade: '3rd' });
    const tutorId = await insertTutor(t.db, { subjects: ['K5_Math'], grades: ['3rd'] });
    const forTutee = await issueLinkToken(t.db, 'reconfirm', { role: 'tutee', id: tuteeId }, new Date(), 7);
    const forTutor = await issueLinkToken(t.db, 'reconfirm', { role: 'tutor', id: tutorId }, new Date(), 7);

    expect(await peekLinkToken(t.db, 'reconfirm', forTutor)).toEqual({
      ok: true,
      subject: { role: 'tutor', id: tutorId },
    });
    expect(await peekLinkToken(t.db, 'manage', forTutee)).toEqual({ ok: false, state: 'expired' });
    expect(await consumeLinkToken(t.db, 'reconfirm', forTutee)).toEqual({
      ok: true,
      subject: { role: 'tutee', id: tuteeId },
    });
    expect(await consumeLinkToken(t.db, 'reconfirm', forTutee)).toEqual({ ok: false, state: 'used' });

    await t.db.query('DELETE FROM tutors WHERE id = $1', [tutorId]);
    expect(await peekLinkToken(t.db, 'reconfirm', forTutor)).toEqual({ ok: false, state: 'expired' });
  });

  it('expire after their days', async () => {
    t = await createTestApp();
    const tuteeId = await insertTutee(t.db, { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'], grade: '3rd' });
    const issuedLongAgo = new Date(Date.now() - 8 * 86_400_000);
    const token = await issueLinkToken(t.db, 'confirm_email', { role: 'tutee', id: tuteeId }, issuedLongAgo, 7);
    expect(await consumeLinkToken(t.db, 'confirm_email', token)).toEqual({ ok: false, state: 'expired' });
  });
});
