import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';
import { consumeLinkToken, issueApplicationLinkTokens, issueLinkToken, peekLinkToken } from './tokens.js';

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

  it('issued many at once, each answers for its own application', async () => {
    t = await createTestApp();
    const ids = [
      await insertTutee(t.db, { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'], grade: '3rd' }),
      await insertTutee(t.db, { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'], grade: '4th' }),
    ];
    const tokens = await issueApplicationLinkTokens(t.db, 'reconfirm', 'tutee', ids, new Date(), 7);
    expect(new Set(tokens).size).toBe(2);
    for (const [i, token] of tokens.entries()) {
      expect(await consumeLinkToken(t.db, 'reconfirm', token)).toEqual({
        ok: true,
        subject: { role: 'tutee', id: ids[i] },
      });
    }
    const { rows } = await t.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM link_token`,
    );
    expect(rows).toEqual([{ days: 7 }, { days: 7 }]);
  });

  it('expire after their days', async () => {
    t = await createTestApp();
    const tuteeId = await insertTutee(t.db, { subjects: ['K5_Math', 'K5_Reading', 'K5_Science'], grade: '3rd' });
    const issuedLongAgo = new Date(Date.now() - 8 * 86_400_000);
    const token = await issueLinkToken(t.db, 'confirm_email', { role: 'tutee', id: tuteeId }, issuedLongAgo, 7);
    expect(await consumeLinkToken(t.db, 'confirm_email', token)).toEqual({ ok: false, state: 'expired' });
  });
});
