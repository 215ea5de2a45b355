import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECTS,
  tutorSubjectRecordFlag,
  type TutorRecord,
  type TutorSubmission,
} from '@tutoring/common';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { samplePerson, tutorBody } from '../../test/samples.js';

// The original tutor record's fields (docs/compatibility.md), written out by hand so the test does not trust the mapping.
const SPEC_GRADE_FLAGS = ['mentor_prek_kindergarten', ...Array.from({ length: 12 }, (_, i) => `mentor_grade_${i + 1}`)];
const SPEC_SUBJECT_FLAGS = [
  'tutor_k5_math',
  'tutor_k5_reading',
  'tutor_k5_english_writing',
  'tutor_k5_science',
  'tutor_k5_social_studies',
  'tutor_6th_to_8th_language_arts',
  'tutor_6th_to_8th_science',
  'tutor_6th_to_8th_social_studies',
  'tutor_math_pre_algebra',
  'tutor_math_alg1_linear_alg',
  'tutor_math_alg2',
  'tutor_math_geom',
  'tutor_math_precalc_trig',
  'tutor_sci_bio_life',
  'tutor_sci_chem',
  'tutor_sci_physics',
  'tutor_sci_comp_sci',
  'tutor_lang_chinese',
  'tutor_lang_spanish',
  'tutor_lang_french',
  'tutor_lang_german',
  'tutor_hist_world',
  'tutor_hist_us',
  'tutor_ap_bio',
  'tutor_ap_chem',
  'tutor_ap_physics',
  'tutor_ap_calc_ab',
  'tutor_ap_calc_bc',
  'tutor_ap_stats',
  'tutor_ap_comp_sci',
  'tutor_ap_english_lit_comp',
  'tutor_ap_lang_comp',
  'tutor_ap_macro_econ',
  'tutor_ap_micro_econ',
  'tutor_ap_psyc',
  'tutor_ap_hist_us',
  'tutor_ap_gov_politics_us',
  'tutor_ap_human_geog',
  'tutor_sat_subject_tests',
  'tutor_sat_prep',
  'tutor_act_prep',
];
const SPEC_LANGUAGE_FLAGS = ['arabic', 'chinese', 'french', 'hmong', 'somali', 'tagalog', 'vietnamese', 'spanish'].map(
  (l) => `tutor_language_${l}`,
);
const SPEC_TUTOR_FIELDS = [
  'id',
  'active_tutor',
  'tutor_first_name',
  'tutor_last_name',
  'tutor_pronouns',
  'tutor_email',
  'tutor_phone',
  'tutor_grade',
  'tutor_school',
  'tutor_submission_timestamp',
  'tutor_miscinfo',
  'tutor_language_other',
  ...SPEC_LANGUAGE_FLAGS,
  ...SPEC_GRADE_FLAGS,
  ...SPEC_SUBJECT_FLAGS,
];
// Ours on top of the original fields: capacity, current matches, the form's "Other" subject box, what the applicant
// did, the reconfirmation state and when the tutor can meet.
const EXTRA_TUTOR_FIELDS = [
  'tutor_capacity',
  'tutor_current_matches',
  'tutor_other',
  'preferred_language',
  'tutor_reference',
  'tutor_email_confirmed_at',
  'tutor_email_unconfirmed',
  'tutor_withdrawn_at',
  'tutor_last_confirmed_at',
  'tutor_paused_at',
  'tutor_paused_reason',
  'tutor_availability',
];
const ALL_FIELDS = [...SPEC_TUTOR_FIELDS, ...EXTRA_TUTOR_FIELDS].sort();

const LIST_PATHS = ['/api/tutors', '/api/tutors/active', '/api/tutors/deactive'];

/** Booleans for every catalogue entry, true where pick says so. */
function flags<T>(
  entries: readonly T[],
  name: (entry: T) => string,
  pick: (index: number) => boolean,
): Record<string, boolean> {
  return Object.fromEntries(entries.map((entry, index) => [name(entry), pick(index)]));
}

describe('staff tutor lists and status changes', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000' });
    staff = await t.staffAgent('reviewer');
  });
  afterEach(async () => {
    await t.close();
  });

  async function submit(overrides: Partial<TutorSubmission> = {}): Promise<number> {
    const res = await t
      .agent()
      .post('/api/tutors')
      .send({ ...tutorBody(), ...overrides });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  async function list(path: string): Promise<TutorRecord[]> {
    const res = await staff.get(path);
    expect(res.status).toBe(200);
    return res.body as TutorRecord[];
  }

  const idsOf = (records: TutorRecord[]) => records.map((r) => r.id);

  it('answers 401 JSON with no record data on every endpoint without a staff session', async () => {
    await submit({ firstName: 'Secretname' });
    for (const path of LIST_PATHS) {
      const res = await t.agent().get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ error: { message: expect.any(String) } });
      expect(res.text).not.toContain('Secretname');
    }
    const change = await t.agent().put('/api/tutors/changeStatus').send({ id: 1 });
    expect(change.status).toBe(401);
    expect((await t.db.query<{ active: boolean }>('SELECT active FROM tutors')).rows[0]?.active).toBe(true);
  });

  it('answers the original field names and values for a tutor', async () => {
    const person = samplePerson('round');
    const id = await submit({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      pronouns: 'They/Them',
      phone: person.phone,
      grade: 'College',
      school: 'Rochester Community College',
      miscInfo: 'Weekends.',
      otherLanguage: 'Oromo',
      PreK: true,
      FirstGrade: false,
      SeventhGrade: true,
      TwelfthGrade: true,
      MathPreAlgebra: false,
      MathLinearAlgebra: true,
      K5Science: true,
      K5SocialStudies: false,
      APHonorsCalculusAB: true,
      ACTPrep: true,
      Other: true,
      Hmong: true,
      Somali: true,
    });
    const record = (await list('/api/tutors')).find((r) => r.id === id);
    expect(Object.keys(record ?? {}).sort()).toEqual(ALL_FIELDS);
    expect(record).toMatchObject({
      id,
      active_tutor: true,
      tutor_first_name: person.firstName,
      tutor_last_name: person.lastName,
      tutor_pronouns: 'They/Them',
      tutor_email: person.email,
      tutor_phone: person.phone,
      tutor_grade: 'College',
      tutor_school: 'Rochester Community College',
      tutor_miscinfo: 'Weekends.',
      tutor_language_other: 'Oromo',
      tutor_language_hmong: true,
      tutor_language_somali: true,
      tutor_language_spanish: true,
      tutor_language_arabic: false,
      mentor_prek_kindergarten: true,
      mentor_grade_1: false,
      mentor_grade_7: true,
      mentor_grade_12: true,
      tutor_math_pre_algebra: false,
      tutor_math_alg1_linear_alg: true,
      tutor_k5_science: true,
      tutor_k5_social_studies: false,
      tutor_ap_calc_ab: true,
      tutor_act_prep: true,
      tutor_other: true,
      tutor_capacity: 1,
      tutor_current_matches: 0,
    });
    expect(Date.parse(record?.tutor_submission_timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('round-trips every grade, subject and language flag independently', async () => {
    const patterns = [(i: number) => i % 2 === 0, (i: number) => i % 2 === 1];
    const ids: number[] = [];
    for (const pick of patterns) {
      ids.push(
        await submit({
          ...flags(GRADE_LEVELS, (g) => g.tutorFlag, pick),
          ...flags(SUBJECTS, (s) => s.tutorFlag, pick),
          ...flags(LANGUAGES, (l) => l.flag, pick),
          otherLanguage: '',
        }),
      );
    }
    const records = await list('/api/tutors/active');
    patterns.forEach((pick, p) => {
      const record = records.find((r) => r.id === ids[p]) as unknown as Record<string, unknown>;
      GRADE_LEVELS.forEach((g, i) => expect(record[g.recordFlag], g.recordFlag).toBe(pick(i)));
      SUBJECTS.forEach((s, i) => expect(record[tutorSubjectRecordFlag(s.key)], s.key).toBe(pick(i)));
      LANGUAGES.forEach((l, i) => expect(record[`tutor_language_${l.key}`], l.key).toBe(pick(i)));
      expect(record.tutor_language_other).toBeNull();
    });
    // The catalogue maps onto exactly the original flag names.
    expect(GRADE_LEVELS.map((g) => g.recordFlag).sort()).toEqual([...SPEC_GRADE_FLAGS].sort());
    expect(SUBJECTS.map((s) => tutorSubjectRecordFlag(s.key)).sort()).toEqual([...SPEC_SUBJECT_FLAGS].sort());
  });

  it('lists pending (active with free capacity) and deactivated tutors oldest first', async () => {
    const first = await submit();
    const second = await submit();
    const full = await submit();
    await t.db.query("UPDATE tutors SET submitted_at = now() - interval '2 days' WHERE id = $1", [second]);
    await t.db.query('UPDATE tutors SET current_matches = capacity WHERE id = $1', [full]);
    expect(idsOf(await list('/api/tutors/active'))).toEqual([second, first]);
    expect(idsOf(await list('/api/tutors/deactive'))).toEqual([]);
    expect(idsOf(await list('/api/tutors'))).toEqual([second, first, full]);
  });

  it('changeStatus toggles a tutor between the active and deactive lists and audits each change', async () => {
    const id = await submit();
    const other = await submit();
    const off = await staff.put('/api/tutors/changeStatus').send({ id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, active_tutor: false });
    expect(Object.keys(off.body).sort()).toEqual(ALL_FIELDS);
    expect(idsOf(await list('/api/tutors/active'))).toEqual([other]);
    expect(idsOf(await list('/api/tutors/deactive'))).toEqual([id]);

    const on = await staff.put('/api/tutors/changeStatus').send({ id });
    expect(on.body.active_tutor).toBe(true);
    expect(idsOf(await list('/api/tutors/active'))).toEqual([id, other]);
    expect(idsOf(await list('/api/tutors/deactive'))).toEqual([]);

    const staffId = (await t.db.query<{ id: number }>("SELECT id FROM staff_users WHERE username = 'reviewer'")).rows[0]
      ?.id;
    const audit = await t.db.query(
      "SELECT action, entity, entity_id, staff_user_id, details FROM audit_log WHERE action LIKE 'tutor.%' ORDER BY id",
    );
    expect(audit.rows).toEqual([
      { action: 'tutor.deactivate', entity: 'tutor', entity_id: id, staff_user_id: staffId, details: {} },
      { action: 'tutor.activate', entity: 'tutor', entity_id: id, staff_user_id: staffId, details: {} },
    ]);
    const reads = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'tutors.list'",
    );
    expect(reads.rows[0]?.n).toBe(4);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const id = await submit();
    for (const body of [{}, { id: 'x' }, { id: -3 }, { id: 2.5 }, { id: true }, { id: [id] }]) {
      const res = await staff.put('/api/tutors/changeStatus').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await staff.put('/api/tutors/changeStatus').send({ id: id + 1000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { message: 'No tutor has that id.' } });
    expect(idsOf(await list('/api/tutors/active'))).toEqual([id]);
  });

  it('searches name, email and school and pages with X-Total-Count', async () => {
    const ana = await submit({
      firstName: 'Ana',
      lastName: 'Quintero',
      email: 'ana.q@example.org',
      school: 'Mayo High School',
    });
    const ben = await submit({
      firstName: 'Ben',
      lastName: 'Okafor',
      email: 'b.okafor@example.org',
      school: 'Century High School',
    });
    const cam = await submit({
      firstName: 'Cam',
      lastName: 'Mayer',
      email: 'cam@example.org',
      school: 'Lourdes High School',
    });
    const ids = async (url: string) => idsOf((await staff.get(url).expect(200)).body as TutorRecord[]);
    expect(await ids('/api/tutors/active?q=okafor')).toEqual([ben]);
    expect(await ids('/api/tutors/active?q=ANA.Q%40')).toEqual([ana]);
    expect(await ids('/api/tutors/active?q=may')).toEqual([ana, cam]);
    expect(await ids('/api/tutors/active?q=%25%25')).toEqual([]);
    const page = await staff.get('/api/tutors/active?limit=1&offset=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(idsOf(page.body)).toEqual([cam]);
    const beyond = await staff.get('/api/tutors/active?limit=5&offset=10');
    expect(beyond.headers['x-total-count']).toBe('3');
    expect(beyond.body).toEqual([]);
    expect((await staff.get('/api/tutors?limit=500')).status).toBe(400);
  });
});
