import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import {
  CANDIDATE_ROW_FIELDS,
  candidateGroupsSchema,
  isSpecialSubject,
  LANGUAGES,
  MATCH_GROUPS,
  tutorLanguageFlag,
  tutorSubjectKeys,
  type CandidateGroups,
  type TutorRecord,
} from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from './testFixtures.js';

const S1 = 'math_alg2';
const S2 = 'sci_chem';
const S3 = 'hist_us';
const GRADE = '7th';
const query = { subject1: S1, subject2: S2, subject3: S3, grade: GRADE };

describe('the match page answers narrow candidate rows; the original group endpoints and GET /api/tutors/:id full records', () => {
  let t: TestApp;
  let staff: TestAgent;
  let tuteeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
    tuteeId = await insertTutee(t.db, { subjects: [S1, S2, S3], grade: GRADE, languages: ['somali'] });
    await insertTutor(t.db, {
      subjects: [S1, S2, S3, 'ap_bio', 'calc_ab'],
      grades: [GRADE],
      languages: ['somali', 'arabic'],
      languageOther: 'Oromo',
      capacity: 3,
      currentMatches: 1,
      availability: ['tue_evening', 'thu_evening'],
    });
    await insertTutor(t.db, { subjects: [S1, S2], grades: [GRADE], submittedAt: '2023-03-05T06:07:08.123456Z' });
    await insertTutor(t.db, { subjects: [S1, S3], grades: [GRADE], languages: ['spanish'] });
    await insertTutor(t.db, { subjects: [S1], grades: [GRADE, '8th'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function rows(): Promise<CandidateGroups> {
    const res = await staff
      .get('/api/matches/groups')
      .query({ ...query, tuteeId })
      .expect(200);
    return res.body as CandidateGroups;
  }

  it('each row holds exactly the fields of the shared candidate row schema', async () => {
    const groups = await rows();
    // Strict: a field the schema does not name, or one missing, fails here.
    expect(() => candidateGroupsSchema.parse(groups)).not.toThrow();
    const all = MATCH_GROUPS.flatMap((g) => groups[g]);
    expect(all).toHaveLength(4);
    for (const row of all) expect(Object.keys(row).sort()).toEqual([...CANDIDATE_ROW_FIELDS].sort());
  });

  it("a row says what the tutor's full record says, in the same order and format", async () => {
    const groups = await rows();
    for (const group of MATCH_GROUPS) {
      const full = (
        await staff
          .get(`/api/matches/group${group}`)
          .query({ ...query, tuteeId })
          .expect(200)
      ).body as TutorRecord[];
      expect(groups[group].map((r) => r.id)).toEqual(full.map((r) => r.id));
      full.forEach((record, i) => {
        expect(groups[group][i]).toEqual({
          id: record.id,
          tutor_first_name: record.tutor_first_name,
          tutor_last_name: record.tutor_last_name,
          tutor_submission_timestamp: record.tutor_submission_timestamp,
          special_subjects: tutorSubjectKeys(record).filter(isSpecialSubject),
          languages: LANGUAGES.filter((l) => record[tutorLanguageFlag(l.key)]).map((l) => l.key),
          language_other: record.tutor_language_other,
          free_places: record.tutor_capacity - record.tutor_current_matches,
          tutor_last_confirmed_at: record.tutor_last_confirmed_at,
          availability: record.tutor_availability,
        });
      });
    }
    expect(groups.A[0]).toMatchObject({
      languages: ['somali', 'arabic'],
      language_other: 'Oromo',
      free_places: 2,
      availability: ['tue_evening', 'thu_evening'],
    });
    expect(groups.A[0]?.special_subjects.length).toBeGreaterThan(0);
  });

  it('the original group endpoints still answer full tutor records, equal to GET /api/tutors/:id', async () => {
    for (const group of MATCH_GROUPS) {
      const full = (
        await staff
          .get(`/api/matches/group${group}`)
          .query({ ...query, tuteeId })
          .expect(200)
      ).body as TutorRecord[];
      for (const record of full) {
        // What a row leaves out: contact details and every grade and subject flag.
        expect(record).toHaveProperty('tutor_email');
        expect(record).toHaveProperty('tutor_phone');
        expect(record).toHaveProperty('mentor_grade_7', true);
        expect(record).toHaveProperty('tutor_math_alg2', true);
        expect((await staff.get(`/api/tutors/${record.id}`).expect(200)).body).toEqual(record);
      }
    }
  });

  it('GET /api/tutors/:id is an audited staff read, 404 for an unknown tutor and 400 for a bad id', async () => {
    const { id } = (await rows()).A[0]!;
    await staff.get(`/api/tutors/${id}`).expect(200);
    const audit = await t.db.query<{ entity_id: number }>(
      "SELECT entity_id FROM audit_log WHERE action = 'tutor.read' AND entity = 'tutor'",
    );
    expect(audit.rows.map((r) => r.entity_id)).toContain(id);
    expect((await staff.get('/api/tutors/987654').expect(404)).body.error.message).toBe('No tutor has that id.');
    expect((await staff.get('/api/tutors/12abc').expect(400)).body.error.message).toBeTruthy();
    expect((await t.agent().get(`/api/tutors/${id}`).expect(401)).body.error.message).toBeTruthy();
  });

  it('the list routes still answer lists, not one tutor', async () => {
    const res = await staff.get('/api/tutors/active').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
