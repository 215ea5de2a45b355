import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUTOR_TERMS, type TuteeRecord, type TutorRecord } from '@tutoring/common';
import { AMINA_TUTEE, signInOnPage, submitApplication } from './support/applications.js';
import { axeViolations, DESKTOP, screenshot, transitionsEnded } from './support/browser.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import {
  horizontalOverflow,
  invisibleFocus,
  movingElements,
  NARROW,
  undersizedTargets,
  ZOOMED,
} from './support/wcag.js';

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring' });

const STAFF = { username: 'coordinator', password: 'a long staff password' };
const MATH = ['MathAlgebraII', 'ScienceChemistry', 'USHistory'];

const tuteeBody = (firstName: string, lastName: string, email: string) => ({
  ...AMINA_TUTEE,
  firstName,
  lastName,
  emailGuardian: email,
  Somali: true,
});

const tutorBody = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@school.example.org`,
  phone: '507-555-0100',
  grade: 'Junior',
  school: 'Mayo High School',
  termsVersion: TUTOR_TERMS.version,
  SeventhGrade: true,
  Somali: true,
  ...Object.fromEntries(MATH.map((flag) => [flag, true])),
});

/** Both tours visit about thirty states; with axe at each one they take a minute or two on a shared machine. */
const TOUR_TIMEOUT = 240_000;

/** Called at every state a tour reaches, with a name for failure messages. */
type Visit = (state: string) => Promise<void>;

/** reactstrap shows a dialog (class show) once its fade has started: before that it is still transparent. */
const dialogShown = (page: Page) => page.locator('.modal.show').waitFor();

/** Save and Continue, and Submit on Terms: found by class, so the tour runs in any language. */
const next = (page: Page) => page.locator('button.wizard-next').click();
const refused = (page: Page) => page.locator('.wizard-error-summary').waitFor();

/**
 * Home, both wizards step by step (each refused, then filled), their submitted dialogs, and the 404 page, in the
 * language given (?lang=, then remembered). Controls are found by id, so the same steps run in every language.
 */
async function publicTour(page: Page, visit: Visit, lang: string): Promise<void> {
  await page.goto(`/home?lang=${lang}`);
  await page.locator('a[href="/StudentInfo"]').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await visit('home');

  await page.goto('/StudentInfo');
  await page.locator('#firstName').waitFor();
  await visit('student info');
  await next(page);
  await refused(page);
  await visit('student info refused');
  await page.locator('#submitter-ParentOrGuardian').check();
  await page.locator('#firstName').fill('Amina');
  await page.locator('#lastName').fill('Tour');
  await page.locator('#parentEmail').fill('tour.family@example.org');
  await page.locator('#phone').fill('507-555-0142');
  await page.locator('#school').fill('Riverside Central Elementary');
  await page.locator('#grade').selectOption({ index: 8 });
  await page.locator('#student-language-other').check();
  await page.locator('#student-other-text').fill('Oromo');
  await visit('student info filled');
  await next(page);
  await page.waitForURL('**/StudentSubjects');
  await next(page);
  await refused(page);
  await visit('student subjects refused');
  await page.locator('#primarySubject').selectOption('math_alg2');
  await page.locator('#secondarySubject').selectOption('K5_Science');
  await page.locator('#tertiarySubject').selectOption('act_prep');
  await page.locator('#detailedNeeds').fill('Fractions.');
  await visit('student subjects');
  await next(page);
  await page.waitForURL('**/StudentAdditional');
  await visit('student additional');
  await next(page);
  await page.waitForURL('**/StudentTerms');
  await page.locator('#terms-accepted').check();
  await visit('student terms');
  await next(page);
  await dialogShown(page);
  await visit('student submitted dialog');

  await page.goto('/TutorInfo');
  await page.locator('#firstName').waitFor();
  await visit('tutor info');
  await next(page);
  await refused(page);
  await visit('tutor info refused');
  await page.locator('#firstName').fill('Jonah');
  await page.locator('#lastName').fill('Tour');
  await page.locator('#email').fill('jonah.tour@example.org');
  await page.locator('#phone').fill('507-555-0199');
  await page.locator('#grade').selectOption({ index: 1 });
  await page.locator('#school').selectOption('Other');
  await page.locator('#schoolName').fill('Rochester Online Academy');
  await visit('tutor info filled');
  await next(page);
  await page.waitForURL('**/tutorSubjects');
  await next(page);
  await refused(page);
  await visit('tutor subjects refused');
  await page.locator('#grade-level-prek_kindergarten').check();
  await page.locator('.wizard-fieldset.is-nested input[type="checkbox"]').first().check();
  await visit('tutor subjects');
  await next(page);
  await page.waitForURL('**/TutorAdditional');
  await visit('tutor additional');
  await next(page);
  await page.waitForURL('**/TutorTerms');
  await page.locator('#terms-accepted').check();
  await visit('tutor terms');
  await next(page);
  await dialogShown(page);
  await visit('tutor submitted dialog');

  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: '404' }).waitFor();
  await visit('404');
}

/** Sign-in (refused, then accepted), the staff lists with a card open, the match page and its dialogs, records, overview, staff accounts, audit log, account. */
async function staffTour(page: Page, visit: Visit): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('alert').waitFor();
  await visit('sign-in refused');
  await signInOnPage(page, STAFF);

  await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
  await page.getByRole('button', { name: 'Match Amina Hassan' }).waitFor();
  await visit('tutees, card open');
  await page.getByRole('tab', { name: 'Deactivated Tutees' }).click();
  await page.getByRole('button', { name: 'Activate Ben Ito' }).waitFor();
  await visit('tutees, deactivated');

  await page.goto('/tutors');
  await page.getByRole('button', { name: 'Dana Avery', exact: true }).click();
  await page.getByRole('button', { name: 'Deactivate Dana Avery' }).waitFor();
  await visit('tutors, card open');

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Match Amina Hassan' }).click();
  await page.waitForURL(/\/match\?tutee=\d+$/);
  await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).waitFor();
  await page.getByRole('button', { name: 'Dana Avery', exact: true }).click();
  await visit('match page, card open');
  await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Match Confirmation' });
  await confirmation.waitFor();
  await dialogShown(page);
  await visit('match confirmation dialog');
  await confirmation.getByRole('tab').nth(1).click();
  await visit('match confirmation dialog, family email');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await confirmation.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Do not pair with Dana Avery' }).click();
  const barDialog = page.getByRole('dialog', { name: 'Do not pair' });
  await barDialog.waitFor();
  await dialogShown(page);
  await visit('do-not-pair dialog');
  await barDialog.getByRole('button', { name: 'Cancel' }).click();
  await barDialog.waitFor({ state: 'hidden' });

  await page.goto('/records');
  await page.getByRole('button', { name: 'Leila Noor', exact: true }).click();
  await page.getByRole('button', { name: 'End match of Leila Noor with Omar Abdi' }).waitFor();
  await visit('records, match open');
  await page.getByRole('button', { name: 'End match of Leila Noor with Omar Abdi' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End match' });
  await endDialog.waitFor();
  await dialogShown(page);
  await visit('end match dialog');
  await endDialog.getByRole('button', { name: 'Cancel' }).click();
  await endDialog.waitFor({ state: 'hidden' });

  await page.goto('/overview');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.overview-groups').waitFor();
  await visit('overview');

  // Signed in, /registration goes to /admin; the admin's own pages take its place in the tour.
  await page.goto('/staff');
  await page.getByRole('rowheader', { name: new RegExp(STAFF.username) }).waitFor();
  await visit('staff accounts');
  await page.getByRole('button', { name: `Reset password: ${STAFF.username}` }).click();
  const resetDialog = page.getByRole('dialog', { name: `Reset the password of ${STAFF.username}` });
  await resetDialog.waitFor();
  await dialogShown(page);
  await visit('reset password dialog');
  await resetDialog.getByRole('button', { name: 'Cancel' }).click();
  await resetDialog.waitFor({ state: 'hidden' });

  await page.goto('/audit');
  await page.getByRole('row').nth(1).waitFor();
  await visit('audit log');

  await page.goto('/account');
  await page.getByRole('heading', { name: 'Change your password' }).waitFor();
  await visit('account');
}

interface Findings {
  axe: string[];
  overflow: string[];
  targets: string[];
}

interface View {
  name: string;
  options: { viewport: { width: number; height: number }; deviceScaleFactor: number };
  /** axe runs at 1280 and 320 px; at 200 % zoom the layout is the one checked, not the markup again */
  axe: boolean;
}

const VIEWS: readonly View[] = [
  { name: '1280 px', options: { viewport: DESKTOP, deviceScaleFactor: 1 }, axe: true },
  { name: '320 CSS px', options: NARROW, axe: true },
  { name: '200 % zoom (a 1280 px window: 640 CSS px at device scale 2)', options: ZOOMED, axe: false },
];

/** English, and Spanish and Arabic (right to left) on the public pages; staff pages are English only. */
const PUBLIC_LANGUAGES = ['en', 'es', 'ar'] as const;

/** Runs a tour in a fresh context with the view's window, collecting by state what each check finds. */
async function findingsOf(
  browser: Browser,
  view: View,
  run: (page: Page, visit: Visit) => Promise<void>,
): Promise<Findings> {
  const findings: Findings = { axe: [], overflow: [], targets: [] };
  const context = await browser.newContext({ baseURL: env.server.url, ...view.options });
  const page = await context.newPage();
  const visit: Visit = async (state) => {
    // A card still opening is drawn over the next one: measure the page at rest.
    await transitionsEnded(page);
    const { overflow, widest } = await horizontalOverflow(page);
    if (overflow > 0) findings.overflow.push(`${state}: ${overflow} px (${widest.join(', ')})`);
    for (const target of await undersizedTargets(page)) findings.targets.push(`${state}: ${target}`);
    if (view.axe)
      for (const v of await axeViolations(page))
        findings.axe.push(`${state}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  try {
    await run(page, visit);
  } finally {
    await context.close();
  }
  return findings;
}

describe('WCAG 2.2 AA on every page and state in Chromium', () => {
  beforeAll(async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', tuteeBody('Amina', 'Hassan', 'parent.hassan@example.org'));
    await submitApplication(env.server.url, '/api/tutees', tuteeBody('Ben', 'Ito', 'parent.ito@example.org'));
    await submitApplication(env.server.url, '/api/tutees', tuteeBody('Leila', 'Noor', 'parent.noor@example.org'));
    await submitApplication(env.server.url, '/api/tutors', tutorBody('Dana', 'Avery'));
    await submitApplication(env.server.url, '/api/tutors', tutorBody('Omar', 'Abdi'));
    // Ben waits under Deactivated, and Leila has a current match with Omar, so every list has a row.
    const context = await env.browser.newContext({ baseURL: env.server.url });
    try {
      const page = await context.newPage();
      await signInOnPage(page, STAFF);
      const tutees = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      const tutors = (await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[];
      const ben = tutees.find((t) => t.tutee_firstname === 'Ben');
      const leila = tutees.find((t) => t.tutee_firstname === 'Leila');
      const omar = tutors.find((t) => t.tutor_first_name === 'Omar');
      expect((await page.request.put('/api/tutees/changeStatus', { data: { id: ben?.id } })).status()).toBe(200);
      expect(
        (await page.request.post('/api/matches', { data: { tutee_id: leila?.id, tutor_id: omar?.id } })).status(),
      ).toBe(201);
    } finally {
      await context.close();
    }
  });

  // At each view: axe finds no violation of any impact (target size included), nothing scrolls sideways, and every
  // target is at least 24 by 24 px or spaced as WCAG 2.5.8 allows.
  for (const view of VIEWS) {
    for (const lang of PUBLIC_LANGUAGES) {
      it(
        `public pages in ${lang} at ${view.name}`,
        async () => {
          expect(await findingsOf(env.browser, view, (page, visit) => publicTour(page, visit, lang))).toEqual({
            axe: [],
            overflow: [],
            targets: [],
          });
        },
        TOUR_TIMEOUT,
      );
    }
    it(
      `staff pages at ${view.name}`,
      async () => {
        expect(await findingsOf(env.browser, view, staffTour)).toEqual({ axe: [], overflow: [], targets: [] });
      },
      TOUR_TIMEOUT,
    );
  }

  it('the checks see what they look for: a too wide element, two small buttons side by side, focus without a ring', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, ...NARROW });
    const page = await context.newPage();
    try {
      await page.goto('/home');
      await page.locator('a[href="/StudentInfo"]').waitFor();
      expect(await horizontalOverflow(page)).toEqual({ overflow: 0, widest: [] });
      expect(await undersizedTargets(page)).toEqual([]);
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '400px';
        wide.textContent = 'wide';
        const small = (text: string) =>
          Object.assign(document.createElement('button'), {
            textContent: text,
            style: 'width:16px;height:16px;padding:0',
          });
        document.body.append(wide, small('a'), small('b'));
      });
      expect((await horizontalOverflow(page)).overflow).toBe(80);
      expect(await undersizedTargets(page)).toEqual(['button "a" 16x16', 'button "b" 16x16']);
      // <main> takes focus from the skip link and draws no ring (it is not a control).
      await page.locator('main').focus();
      expect(await invisibleFocus(page)).toMatch(/^main#main /);
    } finally {
      await context.close();
    }
  });

  it(
    'moves nothing when the user asks for reduced motion; moves when they do not',
    async () => {
      const context = await env.browser.newContext({
        baseURL: env.server.url,
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const moving: string[] = [];
      try {
        const visit: Visit = async (state) => {
          for (const element of await movingElements(page)) moving.push(`${state}: ${element}`);
        };
        await publicTour(page, visit, 'en');
        await staffTour(page, visit);
        expect(moving).toEqual([]);

        // Without the preference the same card still animates, so the check above can see motion.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.goto('/tutors');
        await page.getByRole('button', { name: 'Dana Avery', exact: true }).waitFor();
        expect((await movingElements(page)).length).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
    TOUR_TIMEOUT,
  );

  it('looks right at 320 px (screenshots of wizard steps in en, ar and es, and staff pages)', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, ...NARROW });
    const page = await context.newPage();
    try {
      await page.goto('/StudentInfo');
      await next(page);
      await refused(page);
      await screenshot(page, 'wcag-320-student-info-refused');
      await page.goto('/StudentInfo?lang=ar');
      await next(page);
      await refused(page);
      await screenshot(page, 'wcag-320-student-info-refused-ar');
      await page.goto('/TutorSubjects?lang=es');
      await page.locator('#grade-level-prek_kindergarten').waitFor();
      await screenshot(page, 'wcag-320-tutor-subjects-es');
      await signInOnPage(page, STAFF);
      await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
      await page.getByRole('button', { name: 'Match Amina Hassan' }).waitFor();
      await screenshot(page, 'wcag-320-tutees-card-open');
      await page.getByRole('button', { name: 'Match Amina Hassan' }).click();
      await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).click();
      await page.getByRole('dialog', { name: 'Match Confirmation' }).waitFor();
      await dialogShown(page);
      await screenshot(page, 'wcag-320-match-confirmation', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
