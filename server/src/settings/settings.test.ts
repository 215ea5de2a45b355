import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRecordYears, SCHOOLS, SETTINGS_MESSAGES as M, type OrganisationSettings } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { tutorBody } from '../../test/samples.js';

const OWN: OrganisationSettings = {
  orgName: 'Riverside Tutors',
  orgWebsite: 'https://riverside-tutors.net',
  supportEmail: 'help@riverside-tutors.net',
  tutorGuideUrl: 'https://riverside-tutors.net/tutor-guide',
  tutorTrainingUrl: 'https://riverside-tutors.net/training',
  tuteeGuideUrl: 'https://riverside-tutors.net/family-guide',
  schools: ['Riverside Academy', 'Hilltop School'],
  recordYears: [2024, 2026, 2025],
};
const SAVED = { ...OWN, recordYears: [2026, 2025, 2024] };

describe('the Settings page API (GET, PUT /api/settings) and GET /api/config', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({
      ORG_NAME: 'Lakeside Tutoring',
      SUPPORT_EMAIL: 'office@lakeside.example.com',
      SUBMISSIONS_PER_HOUR: '1000',
    });
  });
  afterEach(async () => {
    await t.close();
  });

  it('on a fresh database serves the environment values as first defaults, the seven schools and the years', async () => {
    const admin = await t.staffAgent('lead');
    const settings = await admin.get('/api/settings');
    expect(settings.status).toBe(200);
    expect(settings.headers['cache-control']).toBe('no-store');
    const defaults = {
      orgName: 'Lakeside Tutoring',
      orgWebsite: 'https://example.org',
      supportEmail: 'office@lakeside.example.com',
      tutorGuideUrl: 'https://example.org/tutor-guide',
      tutorTrainingUrl: 'https://example.org/tutor-training',
      tuteeGuideUrl: 'https://example.org/tutee-guide',
      schools: [...SCHOOLS],
      recordYears: defaultRecordYears(new Date().getFullYear()),
    };
    expect(settings.body).toEqual(defaults);
    expect(settings.body.schools).toHaveLength(7);
    expect(settings.body.recordYears.slice(-3)).toEqual([2022, 2021, 2020]);
    expect((await t.agent().get('/api/config')).body).toMatchObject(defaults);
  });

  it('is for admins only: anonymous 401, a coordinator 403, and nothing is saved', async () => {
    await t.staffAgent('lead');
    const coordinator = await t.staffAgent('casey', 'coordinator');
    expect((await t.agent().get('/api/settings')).status).toBe(401);
    expect((await t.agent().put('/api/settings').send(OWN)).status).toBe(401);
    expect((await coordinator.get('/api/settings')).status).toBe(403);
    expect((await coordinator.put('/api/settings').send(OWN)).status).toBe(403);
    expect((await t.db.query('SELECT 1 FROM organisation_settings')).rows).toEqual([]);
    expect((await t.agent().get('/api/config')).body.orgName).toBe('Lakeside Tutoring');
  });

  it('a save is served at once by GET /api/config, in this process and in another one on the same database', async () => {
    const admin = await t.staffAgent('lead');
    const saved = await admin.put('/api/settings').send(OWN);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(SAVED);
    expect((await admin.get('/api/settings')).body).toEqual(SAVED);
    expect((await t.agent().get('/api/config')).body).toMatchObject(SAVED);

    // A second server process: no restart, no message between the two, the database is the one truth.
    const other = await createTestApp({}, t.db);
    try {
      expect((await other.agent().get('/api/config')).body).toMatchObject(SAVED);
      const otherAdmin = await other.staffAgent('kim');
      await otherAdmin
        .put('/api/settings')
        .send({ ...OWN, orgName: 'Riverside Tutoring Club' })
        .expect(200);
    } finally {
      await other.close();
    }
    expect((await t.agent().get('/api/config')).body.orgName).toBe('Riverside Tutoring Club');
  });

  it('writes an audit row naming the fields changed, by whom, and no values', async () => {
    const admin = await t.staffAgent('lead');
    await admin
      .put('/api/settings')
      .send({ ...(await admin.get('/api/settings')).body, supportEmail: 'help@riverside-tutors.net' })
      .expect(200);
    const { rows } = await t.db.query<{ action: string; entity: string; details: unknown; username: string }>(
      `SELECT a.action, a.entity, a.details, s.username FROM audit_log a JOIN staff_users s ON s.id = a.staff_user_id
       WHERE a.action = 'settings.change'`,
    );
    expect(rows).toEqual([
      { action: 'settings.change', entity: 'settings', details: { changed: ['supportEmail'] }, username: 'lead' },
    ]);
  });

  it('refuses a bad field with its message, and keeps what was in force', async () => {
    const admin = await t.staffAgent('lead');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ orgName: '  ' }, 'orgName', M.orgName],
      [{ orgName: 'Two\nlines' }, 'orgName', M.orgName],
      [{ orgWebsite: 'javascript:alert(1)' }, 'orgWebsite', M.url],
      [{ tutorGuideUrl: 'not a link' }, 'tutorGuideUrl', M.url],
      [{ supportEmail: 'help at riverside' }, 'supportEmail', M.supportEmail],
      [{ schools: [] }, 'schools', M.schools],
      [{ schools: ['Hilltop School', 'Hilltop School'] }, 'schools', M.schools],
      [{ schools: ['Hilltop School', 'x'] }, 'schools.1', M.school],
      [{ recordYears: [2025, 1999] }, 'recordYears.1', M.recordYear],
      [{ recordYears: ['2025'] }, 'recordYears.0', M.recordYear],
      [{ recordYears: [2025, 2025] }, 'recordYears', M.recordYears],
      [{ theme: 'dark' }, '_', M.unknownField],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.put('/api/settings').send({ ...OWN, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.message).toBe(M.badInput);
      expect(res.body.error.fieldErrors[field], JSON.stringify(res.body)).toEqual([message]);
    }
    const { supportEmail: _left, ...missing } = OWN;
    const incomplete = await admin.put('/api/settings').send(missing);
    expect(incomplete.body.error.fieldErrors.supportEmail).toEqual([M.supportEmail]);
    expect((await t.agent().get('/api/config')).body.orgName).toBe('Lakeside Tutoring');
  });

  it("the tutor form's schools are the saved ones, which the server accepts, and the emails carry the saved details", async () => {
    const admin = await t.staffAgent('lead');
    await admin.put('/api/settings').send(OWN).expect(200);
    expect((await t.agent().get('/api/config')).body.schools).toEqual(['Riverside Academy', 'Hilltop School']);

    const tutor = tutorBody();
    const applied = await t
      .agent()
      .post('/api/tutors')
      .send({ ...tutor, school: 'Hilltop School' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const stored = await t.db.query<{ school: string }>('SELECT school FROM tutors WHERE id = $1', [applied.body.id]);
    expect(stored.rows).toEqual([{ school: 'Hilltop School' }]);

    const mail = await t.db.query<{ body: string }>('SELECT body FROM email_outbox WHERE to_address = $1', [
      tutor.email,
    ]);
    expect(mail.rows[0]?.body).toContain('help@riverside-tutors.net');
    expect(mail.rows[0]?.body).toContain('Riverside Tutors');
    expect(mail.rows[0]?.body).not.toContain('office@lakeside.example.com');
  });
});
