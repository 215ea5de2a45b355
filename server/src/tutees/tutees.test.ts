import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, SUBJECTS, type TuteeRecord, type TuteeSubmission } from '@tutoring/common';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { samplePerson, tuteeBody } from '../../test/samples.js';

// The original tutee record's fields (docs/compatibility.md), written out by hand so the test does not trust the mapping.
const SPEC_TUTEE_FIELDS = [
  'id',
  'active_tutee',
  'tutee_firstname',
  'tutee_lastname',
  'tutee_pronouns',
  'email_guardian',
  'email_student',
  'tutee_phone',
  'tutee_grade',
  'tutee_school',
  'tutee_submission_timestamp',
  'tutee_subject_details',
  'tutee_misc_info',
  'subject_1',
  'subject_2',
  'subject_3',
  'tutee_language_arabic',
  'tutee_language_chinese',
  'tutee_language_french',
  'tutee_language_hmong',
  'tutee_language_somali',
  'tutee_language_tagalog',
  'tutee_language_vietnamese',
  'tutee_language_spanish',
  'tutee_language_other',
  'student_or_guardian',
];
// Ours on top of the original fields: whether the tutee has a current match, the tutors of its ended matches, the
// form's language, the reference, what the applicant did (confirmed the address, withdrew), a guardian's consent and
// when the applicant can meet.
const EXTRA_TUTEE_FIELDS = [
  'tutee_matched',
  'tutee_previous_tutors',
  'preferred_language',
  'tutee_reference',
  'tutee_email_confirmed_at',
  'tutee_email_unconfirmed',
  'tutee_withdrawn_at',
  'tutee_last_confirmed_at',
  'tutee_inactive_reason',
  'tutee_guardian_consented_at',
  'tutee_guardian_consent_pending',
  'tutee_availability',
];
// The lists' rows also carry the triage fields (triage.test.ts); the status change answers the record alone.
const TRIAGE_FIELDS = ['subject_names', 'language_names', 'days_waiting', 'best_group', 'candidate_count'];

const LIST_PATHS = ['/api/tutees', '/api/tutees/active', '/api/tutees/deactive'];

describe('staff tutee lists and status changes', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000' });
    staff = await t.staffAgent('reviewer');
  });
  afterEach(async () => {
    await t.close();
  });

  async function submit(overrides: Partial<TuteeSubmission> = {}): Promise<number> {
    const res = await t
      .agent()
      .post('/api/tutees')
      .send({ ...tuteeBody(), ...overrides });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  async function list(path: string): Promise<TuteeRecord[]> {
    const res = await staff.get(path);
    expect(res.status).toBe(200);
    return res.body as TuteeRecord[];
  }

  const idsOf = (records: TuteeRecord[]) => records.map((r) => r.id);

  it('answers 401 JSON with no record data on every endpoint without a staff session', async () => {
    await submit({ firstName: 'Secretname' });
    for (const path of LIST_PATHS) {
      const res = await t.agent().get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ error: { message: expect.any(String) } });
      expect(res.text).not.toContain('Secretname');
    }
    const change = await t.agent().put('/api/tutees/changeStatus').send({ id: 1 });
    expect(change.status).toBe(401);
    expect(change.text).not.toContain('Secretname');
    const active = await t.db.query<{ active: boolean }>('SELECT active FROM tutees');
    expect(active.rows[0]?.active).toBe(true);
  });

  it('answers the original field names and values, and every subject, grade and language round-trips', async () => {
    const everyLanguage = Object.fromEntries(LANGUAGES.map((l) => [l.flag, true]));
    const person = samplePerson('round');
    const full = await submit({
      firstName: person.firstName,
      lastName: person.lastName,
      pronouns: 'she/her',
      studentOrGuardian: 'Student',
      emailStudent: person.email,
      emailGuardian: 'guardian@example.org',
      phone: person.phone,
      gradeLevel: 'prek_kindergarten',
      school: 'Lincoln Elementary',
      subject1: 'math_precalc_trig',
      subject2: 'K5_Science',
      subject3: 'math_alg1_linear_alg',
      subjectDetails: 'Trig identities.',
      miscInfo: 'Afternoons only.',
      Other: 'Oromo',
      ...everyLanguage,
    });
    const plain = await submit({ Spanish: false, Other: '' });
    const records = await list('/api/tutees');
    const record = records.find((r) => r.id === full);
    expect(Object.keys(record ?? {}).sort()).toEqual(
      [...SPEC_TUTEE_FIELDS, ...EXTRA_TUTEE_FIELDS, ...TRIAGE_FIELDS].sort(),
    );
    expect(record).toMatchObject({
      id: full,
      active_tutee: true,
      tutee_matched: false,
      student_or_guardian: 'Student',
      tutee_firstname: person.firstName,
      tutee_lastname: person.lastName,
      tutee_pronouns: 'she/her',
      email_guardian: 'guardian@example.org',
      email_student: person.email,
      tutee_phone: person.phone,
      tutee_grade: 'prek_kindergarten',
      tutee_school: 'Lincoln Elementary',
      tutee_subject_details: 'Trig identities.',
      tutee_misc_info: 'Afternoons only.',
      subject_1: 'math_precalc_trig',
      subject_2: 'K5_Science',
      subject_3: 'math_alg1_linear_alg',
      tutee_language_arabic: true,
      tutee_language_chinese: true,
      tutee_language_french: true,
      tutee_language_hmong: true,
      tutee_language_somali: true,
      tutee_language_tagalog: true,
      tutee_language_vietnamese: true,
      tutee_language_spanish: true,
      tutee_language_other: 'Oromo',
    });
    expect(Date.parse(record?.tutee_submission_timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const none = records.find((r) => r.id === plain);
    for (const language of LANGUAGES) expect(none?.[`tutee_language_${language.key}`], language.key).toBe(false);
    expect(none?.tutee_language_other).toBeNull();
    expect(none?.tutee_pronouns).toBeNull();
    expect(none?.tutee_misc_info).toBeNull();
  });

  it('round-trips every subject key (by numeric code) and every grade', async () => {
    const submitted = new Map<number, { subjects: string[]; grade: string }>();
    for (let i = 0; i * 3 < SUBJECTS.length; i += 1) {
      const subjects = [0, 1, 2].map((k) => SUBJECTS[(i * 3 + k) % SUBJECTS.length]!);
      const grade = GRADE_LEVELS[i % GRADE_LEVELS.length]!.key;
      const id = await submit({
        subject1: subjects[0]!.code,
        subject2: String(subjects[1]!.code),
        subject3: subjects[2]!.key,
        gradeLevel: grade,
      });
      submitted.set(id, { subjects: subjects.map((s) => s.key), grade });
    }
    const records = await list('/api/tutees/active');
    const seenSubjects = new Set<string>();
    const seenGrades = new Set<string>();
    for (const [id, expected] of submitted) {
      const record = records.find((r) => r.id === id);
      expect([record?.subject_1, record?.subject_2, record?.subject_3]).toEqual(expected.subjects);
      expect(record?.tutee_grade).toBe(expected.grade);
      expected.subjects.forEach((s) => seenSubjects.add(s));
      seenGrades.add(expected.grade);
    }
    expect(seenSubjects.size).toBe(SUBJECTS.length);
    expect(seenGrades.size).toBe(GRADE_LEVELS.length);
  });

  it('lists pending and deactivated tutees oldest first; a matched tutee is not pending', async () => {
    const first = await submit();
    const second = await submit();
    const matched = await submit();
    await t.db.query("UPDATE tutees SET submitted_at = now() - interval '2 days' WHERE id = $1", [second]);
    await t.db.query('UPDATE tutees SET matched = true WHERE id = $1', [matched]);
    expect(idsOf(await list('/api/tutees/active'))).toEqual([second, first]);
    expect(idsOf(await list('/api/tutees/deactive'))).toEqual([]);
    expect(idsOf(await list('/api/tutees'))).toEqual([second, first, matched]);
  });

  it('changeStatus toggles a tutee between the active and deactive lists and audits each change', async () => {
    const id = await submit();
    const other = await submit();

    const off = await staff.put('/api/tutees/changeStatus').send({ id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, active_tutee: false });
    expect(Object.keys(off.body).sort()).toEqual([...SPEC_TUTEE_FIELDS, ...EXTRA_TUTEE_FIELDS].sort());
    expect(idsOf(await list('/api/tutees/active'))).toEqual([other]);
    expect(idsOf(await list('/api/tutees/deactive'))).toEqual([id]);

    const on = await staff.put('/api/tutees/changeStatus').send({ id: String(id) });
    expect(on.status).toBe(200);
    expect(on.body.active_tutee).toBe(true);
    expect(idsOf(await list('/api/tutees/active'))).toEqual([id, other]);
    expect(idsOf(await list('/api/tutees/deactive'))).toEqual([]);

    const audit = await t.db.query<{
      action: string;
      entity: string;
      entity_id: number;
      staff_user_id: number | null;
      details: unknown;
    }>(
      "SELECT action, entity, entity_id, staff_user_id, details FROM audit_log WHERE action LIKE 'tutee.%' ORDER BY id",
    );
    const staffId = (await t.db.query<{ id: number }>("SELECT id FROM staff_users WHERE username = 'reviewer'")).rows[0]
      ?.id;
    expect(audit.rows).toEqual([
      { action: 'tutee.deactivate', entity: 'tutee', entity_id: id, staff_user_id: staffId, details: {} },
      { action: 'tutee.activate', entity: 'tutee', entity_id: id, staff_user_id: staffId, details: {} },
    ]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, changing nothing', async () => {
    const id = await submit();
    for (const body of [
      {},
      { id: 'abc' },
      { id: -1 },
      { id: 0 },
      { id: 1.5 },
      { id: '1; DROP TABLE tutees' },
      { id: 99999999999 },
      { id: null },
    ]) {
      const res = await staff.put('/api/tutees/changeStatus').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe('The id must be a positive whole number.');
    }
    const unknown = await staff.put('/api/tutees/changeStatus').send({ id: id + 1000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { message: 'No tutee has that id.' } });
    expect(idsOf(await list('/api/tutees/active'))).toEqual([id]);
  });

  it('searches name, email and school case-insensitively, takes % and _ literally, and pages with X-Total-Count', async () => {
    const ana = await submit({
      firstName: 'Ana',
      lastName: 'Quintero',
      emailGuardian: 'family.q@example.org',
      school: 'Riverside',
    });
    const ben = await submit({
      firstName: 'Ben',
      lastName: 'Okafor',
      emailGuardian: 'okafor@example.org',
      school: 'Hillcrest 100%',
    });
    const cam = await submit({
      firstName: 'Cam',
      lastName: 'Rivers',
      emailGuardian: 'cam_r@example.org',
      school: 'Lakeside',
    });

    const search = async (q: string) => {
      const res = await staff.get('/api/tutees/active').query({ q });
      expect(res.status).toBe(200);
      return idsOf(res.body as TuteeRecord[]);
    };
    expect(await search('ana quint')).toEqual([ana]);
    expect(await search('OKAFOR@')).toEqual([ben]);
    expect(await search('river')).toEqual([ana, cam]);
    expect(await search('100%')).toEqual([ben]);
    expect(await search('%')).toEqual([ben]);
    expect(await search('a_q')).toEqual([]); // as a wildcard, _ would match the space in "Ana Quintero"
    expect(await search('cam_r')).toEqual([cam]);
    expect(await search('   ')).toEqual([ana, ben, cam]);

    const page = await staff.get('/api/tutees/active?limit=2&offset=1');
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(idsOf(page.body)).toEqual([ben, cam]);
    const searchedPage = await staff.get('/api/tutees?q=river&limit=1');
    expect(searchedPage.headers['x-total-count']).toBe('2');
    expect(idsOf(searchedPage.body)).toEqual([ana]);
    const whole = await staff.get('/api/tutees/deactive');
    expect(whole.headers['x-total-count']).toBe('0');
    expect(whole.body).toEqual([]);
  });

  it('answers 400 for bad list parameters', async () => {
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=-1',
      'offset=-1',
      'offset=1.5',
      'limit=1&limit=2',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await staff.get(`/api/tutees/active?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBe('The list parameters are not valid.');
    }
  });

  it('audits every staff read of tutee records without the search text', async () => {
    await submit();
    await list('/api/tutees/active');
    await staff.get('/api/tutees/deactive?q=Secret%20Name&limit=10&offset=0').expect(200);
    const audit = await t.db.query<{
      action: string;
      entity: string;
      entity_id: number | null;
      details: Record<string, unknown>;
    }>("SELECT action, entity, entity_id, details FROM audit_log WHERE action = 'tutees.list' ORDER BY id");
    expect(audit.rows).toEqual([
      {
        action: 'tutees.list',
        entity: 'tutee',
        entity_id: null,
        details: { list: 'active', searched: false, limit: null, offset: null, returned: 1 },
      },
      {
        action: 'tutees.list',
        entity: 'tutee',
        entity_id: null,
        details: { list: 'deactive', searched: true, limit: 10, offset: 0, returned: 0 },
      },
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain('Secret');
  });
});
