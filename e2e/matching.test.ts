import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  STUDENT_TERMS,
  TUTOR_TERMS,
  formatDate,
  type MatchRecord,
  type TuteeRecord,
  type TutorRecord,
} from '@tutoring/common';
import { dialogShown, newPage, PHONE, screenshot, axeViolations } from './support/browser.js';
import { AMINA_TUTEE, submitApplication, signInOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { candidatesShown, matchedNotice, recordsAfterMatch } from './support/matchPage.js';

const env = useServerAndBrowser({ SUPPORT_EMAIL: 'help@tutoring.example.org', ORG_NAME: 'Rochester Tutoring' });

const STAFF = { username: 'matcher', password: 'a long staff password' };

interface TutorSpec {
  firstName: string;
  lastName: string;
  /** tutor form subject flags */
  subjects: string[];
  grades: string[];
  languages?: string[];
}

function tutorBody(tutor: TutorSpec): Record<string, unknown> {
  return {
    firstName: tutor.firstName,
    lastName: tutor.lastName,
    email: `${tutor.firstName.toLowerCase()}@school.example.org`,
    phone: '507-555-0100',
    grade: 'Junior',
    school: 'Mayo High School',
    termsVersion: TUTOR_TERMS.version,
    ...Object.fromEntries([...tutor.subjects, ...tutor.grades, ...(tutor.languages ?? [])].map((flag) => [flag, true])),
  };
}

// The tutee wants Algebra II, Chemistry and U.S. History in 7th grade and speaks Somali.
const ALL_THREE = ['MathAlgebraII', 'ScienceChemistry', 'USHistory'];
const TUTORS: TutorSpec[] = [
  { firstName: 'Dana', lastName: 'Avery', subjects: ALL_THREE, grades: ['SeventhGrade'] },
  {
    firstName: 'Omar',
    lastName: 'Abdi',
    subjects: ALL_THREE,
    grades: ['SeventhGrade', 'EighthGrade'],
    languages: ['Somali'],
  },
  { firstName: 'Bea', lastName: 'Brooks', subjects: ['MathAlgebraII', 'ScienceChemistry'], grades: ['SeventhGrade'] },
  {
    firstName: 'Cal',
    lastName: 'Chen',
    subjects: ['MathAlgebraII', 'USHistory', 'APHonorsBiology'],
    grades: ['SeventhGrade'],
    languages: ['Chinese'],
  },
  {
    firstName: 'Dee',
    lastName: 'Diaz',
    subjects: ['MathAlgebraII'],
    grades: ['SixthGrade', 'SeventhGrade'],
    languages: ['Spanish'],
  },
  { firstName: 'Gus', lastName: 'Grade', subjects: ALL_THREE, grades: ['EighthGrade'] },
  { firstName: 'Nia', lastName: 'Nosubject', subjects: ['ScienceChemistry', 'USHistory'], grades: ['SeventhGrade'] },
];

/** Tutor names per group, in the order shown. */
async function groupNames(page: Page): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const group of ['A', 'B', 'C', 'D']) {
    const section = page.getByRole('region', { name: new RegExp(`^Group ${group}`) });
    result[group] = (await section.locator('.card-toggle').allTextContents()).map((t) => t.trim());
  }
  return result;
}

/** Waits until the match page shows its candidates (Group A holds at least one). */
/** The paths of the full tutor profiles the page reads from now on (GET /api/tutors/:id). */
function tutorProfileReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/tutors\/\d+$/.test(path)) reads.push(path);
  });
  return reads;
}

describe('matching in Chromium', () => {
  let amina: TuteeRecord | undefined;
  let dana: TutorRecord | undefined;

  beforeAll(async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', { ...AMINA_TUTEE, Somali: true });
    for (const tutor of TUTORS) await submitApplication(env.server.url, '/api/tutors', tutorBody(tutor));
  });

  // Matching a tutee from /admin to /records, step by step: each test starts from its own page, on one signed-in
  // session; the later steps need the earlier ones' data (the match confirmed, then the records and lists after it).
  describe('matches a tutee from /admin through the Match Confirmation dialog to /records', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ page, context } = await newPage(env.browser, env.server.url));
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
      await signInOnPage(page, STAFF);
      [amina] = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      // A deactivated tutor is never a candidate.
      const tutors = (await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[];
      const gus = tutors.find((t) => t.tutor_first_name === 'Gus');
      dana = tutors.find((t) => t.tutor_first_name === 'Dana');
      expect(gus && dana).toBeTruthy();
      await submitApplication(
        env.server.url,
        '/api/tutors',
        tutorBody({ firstName: 'Ivy', lastName: 'Inactive', subjects: ALL_THREE, grades: ['SeventhGrade'] }),
      );
      const ivy = ((await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[]).find(
        (t) => t.tutor_first_name === 'Ivy',
      );
      expect((await page.request.put('/api/tutors/changeStatus', { data: { id: ivy?.id } })).status()).toBe(200);
    });

    afterAll(async () => {
      await context?.close();
    });

    it('Match on the pending tutee opens /match with its candidates in groups A-D, each saying why', async () => {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Match Amina Hassan' }).click();
      await page.waitForURL(/\/match\?tutee=\d+$/);
      await page.getByRole('heading', { name: 'Available Tutors to Match' }).waitFor();
      await candidatesShown(page);
      expect(await page.getByText('Amina Hassan').first().isVisible()).toBe(true);

      // Groups A-D in order; within A the Somali speaker comes first although Dana applied earlier.
      expect(await groupNames(page)).toEqual({
        A: ['Omar Abdi', 'Dana Avery'],
        B: ['Bea Brooks'],
        C: ['Cal Chen'],
        D: ['Dee Diaz'],
      });
      // Each row says why it is there: group, shared language, wait and free places.
      expect(
        await page
          .getByRole('region', { name: /^Group A/ })
          .locator('.candidate-reasons')
          .allTextContents(),
      ).toEqual([
        'Why this tutor is here: Teaches all three subjects · Speaks Somali · Applied today · 1 place free',
        'Why this tutor is here: Teaches all three subjects · Applied today · 1 place free',
      ]);
      const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
      expect(headings.filter((h) => h.startsWith('Group ')).map((h) => h.slice(0, 7))).toEqual([
        'Group A',
        'Group B',
        'Group C',
        'Group D',
      ]);
      // Matched Subjects: A all three, B 1 and 2, C 1 and 3, D 1 (a special subject's flag names it again, dropped here).
      const matched = async (group: string) =>
        (
          await page
            .getByRole('region', { name: new RegExp(`^Group ${group}`) })
            .locator('.profile-pill')
            .first()
            .locator('xpath=ancestor::ul[1]')
            .locator('li')
            .allTextContents()
        ).map((t) => t.replace(/Special subject: .*$/, '').trim());
      expect(await matched('A')).toEqual(['Algebra II', 'Chemistry', 'U.S. History']);
      expect(await matched('B')).toEqual(['Algebra II', 'Chemistry']);
      expect(await matched('C')).toEqual(['Algebra II', 'U.S. History']);
      expect(await matched('D')).toEqual(['Algebra II']);
    });

    it('a tutor row expands to the full profile, read from the server when first opened; the tutee row too', async () => {
      await page.goto(`/match?tutee=${amina?.id}`);
      await candidatesShown(page);
      // The candidate lists carry narrow rows, without contact details.
      const profileReads = tutorProfileReads(page);
      expect(await page.getByText('omar@school.example.org').count()).toBe(0);
      await page.getByRole('button', { name: 'Omar Abdi', exact: true }).click();
      const omarDetails = page
        .getByRole('region', { name: /^Group A/ })
        .locator('.card-details')
        .first();
      await omarDetails.getByRole('heading', { name: 'Tutor General Information' }).waitFor();
      await omarDetails.getByText('omar@school.example.org').waitFor();
      expect(await omarDetails.textContent()).toContain('+15075550100');
      expect(await omarDetails.getByRole('heading', { name: 'Tutor Subject & Grade Preference' }).isVisible()).toBe(
        true,
      );
      expect(profileReads).toHaveLength(1);
      await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
      await page.getByRole('heading', { name: 'Tutee General Information' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'match-page');
    });

    it('Complete Match opens the dialog with both emails; Cancel and the close button leave nothing matched', async () => {
      await page.goto(`/match?tutee=${amina?.id}`);
      await candidatesShown(page);
      const profileReads = tutorProfileReads(page);
      await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).click();
      const dialog = page.getByRole('dialog', { name: 'Match Confirmation' });
      await dialogShown(dialog);
      // The tabs come with the emails, once Dana's full record has been read.
      await dialog.getByRole('tab').first().waitFor();
      await expect
        .poll(() => dialog.getByRole('tab').allTextContents())
        .toEqual(['Email to Tutor', 'Email to Guardian']);
      // The dialog read Dana's full record (the row had no email address) to address the tutor's email.
      const tutorEmail = await dialog.getByLabel('Email text').inputValue();
      expect(await dialog.textContent()).toContain('dana@school.example.org');
      expect(profileReads).toEqual([`/api/tutors/${dana?.id}`]);
      expect(tutorEmail).toContain('Name: Amina Hassan');
      expect(tutorEmail).toContain('7 business days');
      expect(await dialog.textContent()).toContain(
        'Clicking Confirm Match confirms that the tutor and tutee were emailed.',
      );
      await dialog.getByRole('button', { name: 'Copy Email to Tutor' }).click();
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tutorEmail);
      await dialog.getByRole('tab', { name: 'Email to Guardian' }).click();
      const guardianEmail = await dialog.getByLabel('Email text').inputValue();
      expect(guardianEmail).toContain('5 business days');
      expect(guardianEmail).toContain('Zoom, Google Meet or Skype');
      expect(await dialog.textContent()).toContain('parent.hassan@example.org');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'match-confirmation-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await (await page.request.get('/api/matches')).json()).toEqual([]);

      // The close button only closes too.
      await page.getByRole('button', { name: 'Complete Match with Omar Abdi' }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await (await page.request.get('/api/matches')).json()).toEqual([]);
    });

    it('Confirm posts the match, sets its status and reloads the matches once; nobody else waits, and the records list it', async () => {
      await page.goto(`/match?tutee=${amina?.id}`);
      await candidatesShown(page);
      // Confirm: POST, then PUT matchStatus, then the matches reload; the page then says who was matched.
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/matches') && !request.url().includes('/groups'))
          calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      const dialog = page.getByRole('dialog', { name: 'Match Confirmation' });
      await page.getByRole('button', { name: 'Complete Match with Omar Abdi' }).click();
      await dialog.getByRole('button', { name: 'Confirm Match' }).click();
      expect(await matchedNotice(page)).toBe('Matched Amina Hassan with Omar Abdi. No other tutee is waiting.');
      await recordsAfterMatch(page);
      expect(calls.slice(0, 3)).toEqual(['POST /api/matches', 'PUT /api/matches/matchStatus', 'GET /api/matches']);
      await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor();
      // The list loaded before the page opened is not loaded again.
      await page.locator('.records-page .card-summary').first().waitFor();
      expect(calls.filter((call) => call === 'GET /api/matches')).toHaveLength(1);
      const today = formatDate(new Date());
      const row = page.locator('.records-page .card-summary');
      expect(await row.count()).toBe(1);
      expect(await row.locator('.card-toggle').textContent()).toBe('Amina Hassan');
      expect(await row.locator('.cell-value').allTextContents()).toEqual([
        'Omar Abdi',
        today,
        'CurrentContact: awaiting check-insEnd match',
      ]);
      expect(await page.getByText('1 match', { exact: true }).isVisible()).toBe(true);
      const years = await page.getByLabel('Filter by Year').locator('option').allTextContents();
      expect(years.slice(0, 1)).toEqual(['View All']);
      expect(years).toEqual(expect.arrayContaining([String(new Date().getFullYear()), '2022', '2021', '2020']));
      // The year filters on the server: the page answers once the filtered list arrives.
      await page.getByLabel('Filter by Year').selectOption('2021');
      await page.getByText('0 matches', { exact: true }).waitFor();
      expect(await page.getByText('No matches in 2021.').isVisible()).toBe(true);
      await page.getByLabel('Filter by Year').selectOption({ label: 'View All' });
      await page.getByText('1 match', { exact: true }).waitFor();

      // The navigation's Match looks for a waiting tutee; a link to the matched one says it is matched.
      await page.getByRole('link', { name: 'Match', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('No tutee is waiting to be matched.');
      await page.goto(`/match?tutee=${amina?.id}`);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Amina Hassan is already matched with a tutor. Choose another tutee on the Tutees page.');
      expect(await page.getByRole('button', { name: /^Complete Match/ }).count()).toBe(0);
    });

    it('the record expands to both full profiles, and Export CSV saves the shown records', async () => {
      await page.goto('/records');
      await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
      await page.getByRole('heading', { name: 'Tutee General Information' }).waitFor();
      await page.getByRole('heading', { name: 'Tutor General Information' }).waitFor();
      await page.getByRole('heading', { name: 'Tutor Subject & Grade Preference' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'records-expanded');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const csvPath = await download.path();
      const csv = (await import('node:fs')).readFileSync(csvPath, 'utf8');
      expect(csv).toContain('Matched Date,Tutee First Name');
      expect(csv).toContain(`${formatDate(new Date())},Amina,Hassan`);
    });

    it('the tutee left the Pending list, and the server agrees on the pair', async () => {
      const records = (await (await page.request.get('/api/matches')).json()) as MatchRecord[];
      expect(records.map((r) => [r.tutee_firstname, r.tutor_first_name])).toEqual([['Amina', 'Omar']]);
      await page.goto('/admin');
      await page.getByText('0 pending tutees').waitFor();
      expect(await page.getByRole('button', { name: 'Match Amina Hassan' }).count()).toBe(0);
    });
  });

  it('shows why a match failed (409), reloads the candidates, and recovers the tutee from the URL', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    try {
      await signInOnPage(page, STAFF);
      // Opening /match when no tutee waits says so and leads back to /admin.
      await page.goto('/match');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('No tutee is waiting to be matched.');
      expect(await page.getByRole('link', { name: 'Back to Pending Tutees' }).getAttribute('href')).toBe('/admin');

      for (const firstName of ['Lena', 'Rio']) {
        await submitApplication(env.server.url, '/api/tutees', {
          firstName,
          lastName: 'Park',
          studentOrGuardian: 'Student',
          emailStudent: `${firstName.toLowerCase()}@student.example.org`,
          phone: '507-555-0150',
          gradeLevel: '7th',
          school: 'Kellogg Middle School',
          subject1: 'math_alg2',
          subject2: 'sci_chem',
          subject3: 'hist_us',
          subjectDetails: 'Chemistry labs.',
          termsVersion: STUDENT_TERMS.version,
        });
      }
      const pending = (await (await page.request.get('/api/tutees/active')).json()) as {
        id: number;
        tutee_firstname: string;
      }[];
      const lena = pending.find((t) => t.tutee_firstname === 'Lena');
      const rio = pending.find((t) => t.tutee_firstname === 'Rio');
      const dana = ((await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[]).find(
        (t) => t.tutor_first_name === 'Dana',
      );

      // A link with ?tutee=ID opens that tutee directly; a student registrant gets the Email to Tutee tab.
      await page.goto(`/match?tutee=${lena?.id}`);
      await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).click();
      const dialog = page.getByRole('dialog', { name: 'Match Confirmation' });
      await dialog.getByRole('tab').first().waitFor();
      await expect.poll(() => dialog.getByRole('tab').allTextContents()).toEqual(['Email to Tutor', 'Email to Tutee']);

      // Meanwhile a colleague gives Dana another tutee: Confirm answers 409 with the reason, and Dana leaves the list.
      expect(
        (await page.request.post('/api/matches', { data: { tutor_id: dana?.id, tutee_id: rio?.id } })).status(),
      ).toBe(201);
      await dialog.getByRole('button', { name: 'Confirm Match' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('This tutor is at capacity and cannot take another tutee now.');
      await expect.poll(() => groupNames(page)).toEqual({ A: [], B: ['Bea Brooks'], C: ['Cal Chen'], D: ['Dee Diaz'] });
      expect(await page.getByText('No available tutors in Group A.').isVisible()).toBe(true);
      expect(page.url()).toContain('/match?tutee=');

      // On a phone the same page stacks each row's cells with their labels.
      await page.setViewportSize(PHONE);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'match-page-phone');
    } finally {
      await context.close();
    }
  });
});
