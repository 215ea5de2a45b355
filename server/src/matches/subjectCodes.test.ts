import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';

// tutor_offers stores a tutor's subjects as a bit mask of these codes (database.sql), so the table must hold every
// catalogue subject under the spec's form code.
describe('subject_codes', () => {
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
});
