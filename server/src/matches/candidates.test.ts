import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { CandidateGroups, TutorRecord } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { startFromBeforeMigrations } from '../../test/beforeMigrations.js';
import { insertEndedMatch, insertTutee, insertTutor, type TutorFixture } from './testFixtures.js';

const S1 = 'math_alg2';
const S2 = 'sci_chem';
const S3 = 'hist_us';
const OTHER = 'ap_bio';
const GRADE = '7th';
const query = { subject1: S1, subject2: S2, subject3: S3, grade: GRADE };

type Expected = 'A' | 'B' | 'C' | 'D' | null;

// Each tutor lands in exactly one group, or in none.
const CASES: [name: string, expected: Expected, tutor: Omit<TutorFixture, 'firstName'>][] = [
  ['all three subjects', 'A', { subjects: [S1, S2, S3], grades: [GRADE] }],
  ['all three subjects and more', 'A', { subjects: [OTHER, S3, S2, S1], grades: ['6th', GRADE, '8th'] }],
  ['subjects 1 and 2', 'B', { subjects: [S1, S2], grades: [GRADE] }],
  ['subjects 1 and 2 and another', 'B', { subjects: [S1, S2, OTHER], grades: [GRADE] }],
  ['subjects 1 and 3', 'C', { subjects: [S1, S3], grades: [GRADE] }],
  ['subject 1 only', 'D', { subjects: [S1], grades: [GRADE] }],
  ['subject 1 and an unrelated subject', 'D', { subjects: [S1, OTHER], grades: [GRADE] }],
  ['subjects 2 and 3 without subject 1', null, { subjects: [S2, S3], grades: [GRADE] }],
  ['unrelated subject only', null, { subjects: [OTHER], grades: [GRADE] }],
  ['all three subjects, wrong grade', null, { subjects: [S1, S2, S3], grades: ['8th'] }],
  ['all three subjects, inactive', null, { subjects: [S1, S2, S3], grades: [GRADE], active: false }],
  [
    'all three subjects, at capacity',
    null,
    { subjects: [S1, S2, S3], grades: [GRADE], capacity: 1, currentMatches: 1 },
  ],
  ['all three subjects, capacity 0', null, { subjects: [S1, S2, S3], grades: [GRADE], capacity: 0 }],
  [
    'subjects 1 and 3, capacity 2 with one tutee',
    'C',
    { subjects: [S1, S3], grades: [GRADE], capacity: 2, currentMatches: 1 },
  ],
];

describe('candidate groups A-D', () => {
  let t: TestApp;
  let staff: TestAgent;
  let tuteeId: number;
  const ids = new Map<string, number>();
  let previouslyMatchedId: number;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
    tuteeId = await insertTutee(t.db, { subjects: [S1, S2, S3], grade: GRADE });
    for (const [name, , tutor] of CASES) ids.set(name, await insertTutor(t.db, { ...tutor, firstName: name }));
    previouslyMatchedId = await insertTutor(t.db, {
      subjects: [S1, S2, S3],
      grades: [GRADE],
      firstName: 'previously matched',
    });
    await insertEndedMatch(t.db, tuteeId, previouslyMatchedId);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function group(letter: string, extra: Record<string, string | number> = {}): Promise<TutorRecord[]> {
    const res = await staff.get(`/api/matches/group${letter}`).query({ ...query, ...extra });
    expect(res.status).toBe(200);
    return res.body as TutorRecord[];
  }

  it.each(CASES)('a tutor with %s lands in group %s', async (name, expected) => {
    const id = ids.get(name);
    const found: string[] = [];
    for (const letter of ['A', 'B', 'C', 'D']) {
      if ((await group(letter, { tuteeId })).some((r) => r.id === id)) found.push(letter);
    }
    expect(found).toEqual(expected ? [expected] : []);
  });

  it('answers tutor records with the original field names', async () => {
    const [first] = await group('A');
    expect(first).toMatchObject({
      active_tutor: true,
      tutor_first_name: expect.any(String),
      tutor_math_alg2: true,
      tutor_sci_chem: true,
      tutor_hist_us: true,
      mentor_grade_7: true,
    });
    expect(first?.tutor_submission_timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  // Candidates come from the database as JSON, the staff list as typed rows: both must make the same record.
  it("answers each candidate's record exactly as the tutor list does", async () => {
    await insertTutor(t.db, {
      subjects: [S1, S2, S3],
      grades: [GRADE],
      languages: ['spanish'],
      languageOther: 'Ojibwe',
      submittedAt: '2023-03-05T06:07:08.123456Z',
    });
    const res = await staff.get('/api/tutors/active');
    expect(res.status).toBe(200);
    const listed = new Map((res.body as TutorRecord[]).map((r) => [r.id, r]));
    const candidates = [...(await group('A')), ...(await group('C'))];
    expect(candidates.length).toBeGreaterThan(2);
    for (const candidate of candidates) expect(candidate).toEqual(listed.get(candidate.id));
  });

  it('leaves out tutors ever matched to the tutee only when the tutee is named', async () => {
    expect((await group('A', { tuteeId })).map((r) => r.id)).not.toContain(previouslyMatchedId);
    expect((await group('A')).map((r) => r.id)).toContain(previouslyMatchedId);
  });

  it('GET /groups answers the same four groups in one call', async () => {
    const res = await staff.get('/api/matches/groups').query({ ...query, tuteeId });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['A', 'B', 'C', 'D']);
    for (const letter of ['A', 'B', 'C', 'D']) {
      expect((res.body as CandidateGroups)[letter as keyof CandidateGroups].map((r) => r.id)).toEqual(
        (await group(letter, { tuteeId })).map((r) => r.id),
      );
    }
  });

  it.each([
    ['an unknown subject', { ...query, subject1: 'basket_weaving' }, 'subject1'],
    ['an SQL-looking subject', { ...query, subject2: "x' OR 1=1 --" }, 'subject2'],
    ['an unknown grade', { ...query, grade: '13th' }, 'grade'],
    ['a missing grade', { subject1: S1, subject2: S2, subject3: S3 }, 'grade'],
    ['a repeated subject', { ...query, subject3: S1 }, 'subject3'],
    ['a tutee id that is not a number', { ...query, tuteeId: 'abc' }, 'tuteeId'],
    ['a tutee id beyond the integer range', { ...query, tuteeId: '99999999999' }, 'tuteeId'],
  ])('answers 400 for %s, never a database error', async (_name, badQuery, field) => {
    for (const path of ['/api/matches/groupA', '/api/matches/groupD', '/api/matches/groups']) {
      const res = await staff.get(path).query(badQuery);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The subjects or grade to match are not valid.');
      expect(Object.keys(res.body.error.fieldErrors)).toContain(field);
    }
  });

  it('answers 400 when a subject is given twice in the query string', async () => {
    const res = await staff.get(
      `/api/matches/groupA?subject1=${S1}&subject1=${S2}&subject2=${S2}&subject3=${S3}&grade=${GRADE}`,
    );
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown tutee', async () => {
    const res = await staff.get('/api/matches/groupA').query({ ...query, tuteeId: 987654 });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('This tutee does not exist.');
  });

  it('answers 401 without a staff session', async () => {
    for (const path of [
      '/api/matches/groupA',
      '/api/matches/groupB',
      '/api/matches/groupC',
      '/api/matches/groupD',
      '/api/matches/groups',
    ]) {
      const res = await t.agent().get(path).query(query);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBeTruthy();
    }
  });
});

describe('candidate order within a group', () => {
  let t: TestApp;
  let staff: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts tutors who speak one of the tutee languages first, then the longest waiting', async () => {
    const tuteeId = await insertTutee(t.db, {
      subjects: [S1, S2, S3],
      grade: GRADE,
      languages: ['somali', 'hmong'],
      languageOther: 'Oromo',
    });
    const tutor = (
      firstName: string,
      submittedAt: string,
      languages: string[] = [],
      languageOther: string | null = null,
    ) => insertTutor(t.db, { firstName, subjects: [S1], grades: [GRADE], submittedAt, languages, languageOther });
    await tutor('oldest, speaks Spanish only', '2023-01-01T00:00:00Z', ['spanish']);
    await tutor('newest, speaks Hmong', '2024-06-01T00:00:00Z', ['hmong']);
    await tutor('middle, no languages', '2023-06-01T00:00:00Z');
    await tutor('older, writes oromo', '2023-03-01T00:00:00Z', [], ' oromo ');
    await tutor('newer, speaks Somali and Arabic', '2024-01-01T00:00:00Z', ['arabic', 'somali']);

    const withTutee = await staff.get('/api/matches/groupD').query({ ...query, tuteeId });
    expect(withTutee.body.map((r: TutorRecord) => r.tutor_first_name)).toEqual([
      'older, writes oromo',
      'newer, speaks Somali and Arabic',
      'newest, speaks Hmong',
      'oldest, speaks Spanish only',
      'middle, no languages',
    ]);

    const withoutTutee = await staff.get('/api/matches/groupD').query(query);
    expect(withoutTutee.body.map((r: TutorRecord) => r.tutor_first_name)).toEqual([
      'oldest, speaks Spanish only',
      'older, writes oromo',
      'middle, no languages',
      'newer, speaks Somali and Arabic',
      'newest, speaks Hmong',
    ]);
  });

  it('puts tutors free at one of the tutee times next within each language tier, on both answers', async () => {
    const tutor = (firstName: string, submittedAt: string, availability: string[], languages: string[] = []) =>
      insertTutor(t.db, { firstName, subjects: [S1, S2, S3], grades: ['5th'], submittedAt, availability, languages });
    await tutor('oldest, no times', '2023-01-01T00:00:00Z', []);
    await tutor('older, other times', '2023-02-01T00:00:00Z', ['mon_morning']);
    await tutor('newer, free Thursday evening', '2024-01-01T00:00:00Z', ['thu_evening', 'sat_morning']);
    await tutor('newest, speaks Somali, free Tuesday evening', '2024-06-01T00:00:00Z', ['tue_evening'], ['somali']);
    await tutor('new, speaks Somali, no times', '2024-03-01T00:00:00Z', [], ['somali']);
    const fifthGrade = { ...query, grade: '5th' };
    const order = async (tuteeId: number) => {
      const full = await staff
        .get('/api/matches/groupA')
        .query({ ...fifthGrade, tuteeId })
        .expect(200);
      const rows = await staff
        .get('/api/matches/groups')
        .query({ ...fifthGrade, tuteeId })
        .expect(200);
      const names = (full.body as TutorRecord[]).map((r) => r.tutor_first_name);
      expect((rows.body as CandidateGroups).A.map((r) => r.tutor_first_name)).toEqual(names);
      return names;
    };

    const evenings = await insertTutee(t.db, {
      subjects: [S1, S2, S3],
      grade: '5th',
      languages: ['somali'],
      availability: ['tue_evening', 'thu_evening'],
    });
    expect(await order(evenings)).toEqual([
      'newest, speaks Somali, free Tuesday evening',
      'new, speaks Somali, no times',
      'newer, free Thursday evening',
      'oldest, no times',
      'older, other times',
    ]);
    const rows = (await staff.get('/api/matches/groups').query({ ...fifthGrade, tuteeId: evenings })).body;
    expect((rows as CandidateGroups).A[2]!.availability).toEqual(['thu_evening', 'sat_morning']);

    // A tutee who did not answer: the language tier, then the longest waiting, as before.
    const noAnswer = await insertTutee(t.db, { subjects: [S1, S2, S3], grade: '5th', languages: ['somali'] });
    expect(await order(noAnswer)).toEqual([
      'new, speaks Somali, no times',
      'newest, speaks Somali, free Tuesday evening',
      'oldest, no times',
      'older, other times',
      'newer, free Thursday evening',
    ]);
  });
});

// The search reads tutor_offers, which triggers keep in step with tutors (database.sql): every way a tutor's
// availability, subjects or languages change must show in the groups at once.
describe('candidates as tutors change', () => {
  let t: TestApp;
  let staff: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function groupsOf(tutorId: number, tuteeId?: number): Promise<string[]> {
    const res = await staff.get('/api/matches/groups').query({ ...query, ...(tuteeId ? { tuteeId } : {}) });
    expect(res.status).toBe(200);
    return Object.entries(res.body as CandidateGroups)
      .filter(([, tutors]) => tutors.some((r) => r.id === tutorId))
      .map(([letter]) => letter);
  }

  it('follows deactivation, reactivation, a match that fills the tutor and the end of that match', async () => {
    const tutorId = await insertTutor(t.db, { subjects: [S1, S2, S3], grades: [GRADE], capacity: 1 });
    expect(await groupsOf(tutorId)).toEqual(['A']);

    await staff.put('/api/tutors/changeStatus').send({ id: tutorId }).expect(200);
    expect(await groupsOf(tutorId)).toEqual([]);
    await staff.put('/api/tutors/changeStatus').send({ id: tutorId }).expect(200);
    expect(await groupsOf(tutorId)).toEqual(['A']);

    const tuteeId = await insertTutee(t.db, { subjects: [S1, S2, S3], grade: GRADE });
    await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }).expect(201);
    expect(await groupsOf(tutorId)).toEqual([]);

    await t.db.query('UPDATE tutors SET current_matches = 0 WHERE id = $1', [tutorId]);
    expect(await groupsOf(tutorId)).toEqual(['A']);
    expect(await groupsOf(tutorId, tuteeId)).toEqual([]);
  });

  it('follows a change of subjects, grades and languages', async () => {
    const tutorId = await insertTutor(t.db, { subjects: [S1, S2, S3], grades: [GRADE] });
    await t.db.query('UPDATE tutors SET subjects = $2 WHERE id = $1', [tutorId, [S1, S3]]);
    expect(await groupsOf(tutorId)).toEqual(['C']);
    await t.db.query('UPDATE tutors SET grade_levels = $2 WHERE id = $1', [tutorId, ['8th']]);
    expect(await groupsOf(tutorId)).toEqual([]);
    await t.db.query('UPDATE tutors SET grade_levels = $2 WHERE id = $1', [tutorId, ['8th', GRADE]]);
    expect(await groupsOf(tutorId)).toEqual(['C']);

    const tuteeId = await insertTutee(t.db, { subjects: [S1, S2, S3], grade: GRADE, languages: ['somali'] });
    const firstOfC = async () =>
      ((await staff.get('/api/matches/groupC').query({ ...query, tuteeId })).body as TutorRecord[])[0]?.id;
    await insertTutor(t.db, { subjects: [S1, S3], grades: [GRADE], submittedAt: '2020-01-01T00:00:00Z' });
    expect(await firstOfC()).not.toBe(tutorId);
    await t.db.query('UPDATE tutors SET languages = $2 WHERE id = $1', [tutorId, ['somali']]);
    expect(await firstOfC()).toBe(tutorId);
  });

  // The original group endpoints, which answer full records from tutor_json.
  async function recordGroupsOf(tutorId: number): Promise<string[]> {
    const found: string[] = [];
    for (const letter of ['A', 'B', 'C', 'D']) {
      const res = await staff.get(`/api/matches/group${letter}`).query(query).expect(200);
      if ((res.body as TutorRecord[]).some((r) => r.id === tutorId)) found.push(letter);
    }
    return found;
  }

  // Both tables are filled from tutors when a database from before migrations that had tutors before them is adopted.
  it.each(['tutor_offers', 'tutor_json'])(
    'finds tutors who registered before %s existed once the database is adopted (an upgrade)',
    async (table) => {
      const tutorId = await insertTutor(t.db, { subjects: [S1, S2], grades: [GRADE] });
      await t.db.query(`DELETE FROM ${table}`);
      expect(await recordGroupsOf(tutorId)).toEqual([]);
      await startFromBeforeMigrations(t.db);
      expect(await recordGroupsOf(tutorId)).toEqual(['B']);
      expect(await groupsOf(tutorId)).toEqual(['B']);
    },
  );

  it('answers the match page rows of tutors whose tutor_json came before candidate_json once the database is adopted', async () => {
    const tutorId = await insertTutor(t.db, { subjects: [S1, S2], grades: [GRADE] });
    await t.db.query('UPDATE tutor_json SET candidate_json = NULL');
    await startFromBeforeMigrations(t.db);
    expect(await groupsOf(tutorId)).toEqual(['B']);
  });

  // Candidates are answered from tutor_json, which a trigger rewrites with each change of the tutor's row.
  it("answers a tutor's record and match page row as they are now after any column changes, as the tutor list does", async () => {
    const tutorId = await insertTutor(t.db, { subjects: [S1, S2, S3], grades: [GRADE], capacity: 2 });
    await t.db.query(
      `UPDATE tutors SET first_name = 'Renamed', pronouns = 'they/them', phone = '507-555-0199', misc_info = 'Evenings only',
         current_matches = 1 WHERE id = $1`,
      [tutorId],
    );
    const candidate = ((await staff.get('/api/matches/groupA').query(query)).body as TutorRecord[]).find(
      (r) => r.id === tutorId,
    );
    const listed = ((await staff.get('/api/tutors/active')).body as TutorRecord[]).find((r) => r.id === tutorId);
    expect(candidate).toMatchObject({
      tutor_first_name: 'Renamed',
      tutor_pronouns: 'they/them',
      tutor_phone: '507-555-0199',
      tutor_miscinfo: 'Evenings only',
    });
    expect(candidate).toEqual(listed);

    await t.db.query(
      `UPDATE tutors SET last_name = 'Moved', languages = $2, language_other = 'Oromo', subjects = $3, capacity = 3
       WHERE id = $1`,
      [tutorId, ['hmong', 'spanish'], [S3, 'ap_stats', S1, S2]],
    );
    const rows = ((await staff.get('/api/matches/groups').query(query)).body as CandidateGroups).A;
    expect(rows.find((r) => r.id === tutorId)).toMatchObject({
      tutor_first_name: 'Renamed',
      tutor_last_name: 'Moved',
      special_subjects: ['sci_chem', 'hist_us', 'ap_stats'],
      languages: ['spanish', 'hmong'],
      language_other: 'Oromo',
      free_places: 2,
    });
  });

  it('answers at most 100 tutors per group: speakers first, even the newest, then the longest waiting', async () => {
    const subjects = ['sat_prep', 'act_prep', 'ap_stats'] as const;
    const grade = '11th';
    const tutorAt = (minute: number, languages: string[] = [], languageOther: string | null = null) =>
      insertTutor(t.db, {
        subjects: [subjects[0]],
        grades: [grade],
        languages,
        languageOther,
        submittedAt: new Date(Date.UTC(2022, 0, 1, 0, minute)).toISOString(),
      });
    const waiting: number[] = [];
    for (let minute = 0; minute < 103; minute += 1) waiting.push(await tutorAt(minute));
    const speaksTwo = await tutorAt(200, ['somali', 'hmong']);
    const writesOther = await tutorAt(201, [], ' OROMO');
    const tuteeId = await insertTutee(t.db, {
      subjects: [...subjects],
      grade,
      languages: ['somali', 'hmong'],
      languageOther: 'Oromo',
    });
    const groupQuery = { subject1: subjects[0], subject2: subjects[1], subject3: subjects[2], grade };

    const one = await staff.get('/api/matches/groupD').query(groupQuery).expect(200);
    expect((one.body as TutorRecord[]).map((r) => r.id)).toEqual(waiting.slice(0, 100));
    const all = await staff.get('/api/matches/groups').query(groupQuery).expect(200);
    expect((all.body.D as TutorRecord[]).map((r) => r.id)).toEqual(waiting.slice(0, 100));

    const expected = [speaksTwo, writesOther, ...waiting.slice(0, 98)];
    const forTutee = await staff
      .get('/api/matches/groupD')
      .query({ ...groupQuery, tuteeId })
      .expect(200);
    expect((forTutee.body as TutorRecord[]).map((r) => r.id)).toEqual(expected);
    const allForTutee = await staff
      .get('/api/matches/groups')
      .query({ ...groupQuery, tuteeId })
      .expect(200);
    expect((allForTutee.body.D as TutorRecord[]).map((r) => r.id)).toEqual(expected);
  });
});
