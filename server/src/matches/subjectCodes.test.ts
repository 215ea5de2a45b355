import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS, SPECIAL_SUBJECT_KEYS, SUBJECTS } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';

// tutor_offers stores a tutor's subjects as a bit mask of these codes (database.sql), so the table must hold every
// catalogue subject under the form's fixed code; the match page's candidate rows list special subjects and languages
// in the catalogue's order from these tables.
describe('subject_codes and language_codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds every subject under its form code', async () => {
    const { rows } = await t.db.query<{ key: string; code: number }>(
      'SELECT key, code FROM subject_codes ORDER BY code',
    );
    expect(rows.map((r) => [r.key, r.code])).toEqual(SUBJECTS.map((s) => [s.key, s.code]));
  });

  it('flags the special subjects as the catalogue does', async () => {
    const { rows } = await t.db.query<{ key: string }>('SELECT key FROM subject_codes WHERE special ORDER BY code');
    expect(rows.map((r) => r.key)).toEqual(SPECIAL_SUBJECT_KEYS);
  });

  it("holds the catalogue's languages in its order", async () => {
    const { rows } = await t.db.query<{ key: string }>('SELECT key FROM language_codes ORDER BY code');
    expect(rows.map((r) => r.key)).toEqual(LANGUAGE_KEYS);
  });
});
