import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TuteeRecord, TutorRecord } from '@tutoring/common';
import {
  AMINA_TUTOR_FLAGS,
  AMINA_TUTEE,
  refuseApplications,
  tutorApplication,
  signInOnPage,
  submitApplication,
} from './applications.js';
import { axeViolations, DESKTOP, dialogShown, newContext, pageAtRest } from './browser.js';
import { addColleagueOnPage, createStaffViaApi } from './fixture.js';
import { visibleMessageKeys } from './messageKeys.js';
import { horizontalOverflow, NARROW, undersizedTargets, ZOOMED } from './wcag.js';

// The WCAG tours: every page and state a family and a staff member reach, walked with checks at each one
// (e2e/wcagPublic.test.ts and e2e/wcagStaff.test.ts run them, each file on its own server, side by side).

export const SERVER_ENV = { ORG_NAME: 'Rochester Tutoring' };

export const STAFF = { username: 'coordinator', password: 'a long staff password' };
/** a second account: the Staff accounts page resets colleagues' passwords, never one's own */
const COLLEAGUE = 'colleague';

const tuteeBody = (firstName: string, lastName: string, email: string, preferredLanguage = 'en') => ({
  ...AMINA_TUTEE,
  firstName,
  lastName,
  emailGuardian: email,
  Somali: true,
  // The form's language, as the wizard sends it: a family that applied in Spanish gets its email in Spanish too.
  preferred_language: preferredLanguage,
});

/** Both tours visit about thirty states; with axe at each one they take a minute or two on a shared machine. */
export const TOUR_TIMEOUT = 240_000;

/** Called at every state a tour reaches, with a name for failure messages. */
export type Visit = (state: string) => Promise<void>;

/** Save and Continue, and Submit on Terms: found by class, so the tour runs in any language. */
export const next = (page: Page) => page.locator('button.wizard-next').click();
export const refused = (page: Page) => page.locator('.wizard-error-summary').waitFor();

/**
 * Submit on Terms answered as the server refuses an application (400 with field errors, as the wizard tests provoke
 * it), then Submit again with the server reached: the refused state is visited between the two.
 */
async function submitRefusedByServer(
  page: Page,
  endpoint: '/api/tutees' | '/api/tutors',
  field: string,
  visit: () => Promise<void>,
): Promise<void> {
  const letThrough = await refuseApplications(page, endpoint, field);
  await next(page);
  await refused(page);
  await visit();
  await letThrough();
  await next(page);
}

/**
 * Home, both wizards step by step (each refused, then filled), their submitted dialogs and pages, and the 404 page,
 * in the language given (?lang=, then remembered). Controls are found by id, so the same steps run in every language.
 */
export async function publicTour(page: Page, visit: Visit, lang: string): Promise<void> {
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
  await submitRefusedByServer(page, '/api/tutees', 'emailGuardian', () => visit('student terms refused by the server'));
  await dialogShown(page.getByRole('dialog'));
  await visit('student submitted dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await visit('student submitted page');

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
  await submitRefusedByServer(page, '/api/tutors', 'email', () => visit('tutor terms refused by the server'));
  await dialogShown(page.getByRole('dialog'));
  await visit('tutor submitted dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await visit('tutor submitted page');

  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: '404' }).waitFor();
  await visit('404');
}

/**
 * /registration signed out (on this install, and as the first-run setup of a fresh one), sign-in (refused, then
 * accepted), the staff lists with a card open and its person-data controls, the erase dialog, the match page and its
 * dialogs (the family's email in English and in Spanish), records, overview, needs attention, staff accounts, audit log,
 * account.
 */
export async function staffTour(page: Page, visit: Visit, firstRunUrl: string): Promise<void> {
  await page.goto('/registration');
  await page.getByText('Sign in. Admins add staff accounts on the Staff page.').waitFor();
  await visit('registration, signed out');
  await page.goto(`${firstRunUrl}/registration`);
  await page.getByLabel('Setup code').waitFor();
  await visit('registration, first-run setup');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await page.getByRole('alert').waitFor();
  await visit('registration, first-run setup refused');

  await page.goto('/login');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('alert').waitFor();
  await visit('sign-in refused');
  await signInOnPage(page, STAFF);

  await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
  await page.getByRole('button', { name: 'Match Amina Hassan' }).waitFor();
  // The tour's user is an admin: the card ends with Download data and Erase.
  await page.getByRole('link', { name: 'Download data held about Amina Hassan' }).waitFor();
  await visit('tutees, card open');
  await page.getByRole('button', { name: 'Erase Amina Hassan' }).click();
  const eraseDialog = page.getByRole('dialog', { name: 'Erase Amina Hassan?' });
  await dialogShown(eraseDialog);
  await visit('erase dialog');
  await eraseDialog.getByRole('button', { name: 'Cancel' }).click();
  await eraseDialog.waitFor({ state: 'hidden' });
  await page.getByRole('tab', { name: 'Deactivated Tutees' }).click();
  await page.getByRole('button', { name: 'Activate Ben Ito' }).waitFor();
  await visit('tutees, deactivated');

  await page.goto('/tutors');
  await page.getByRole('button', { name: 'Dana Avery', exact: true }).click();
  await page.getByRole('button', { name: 'Deactivate Dana Avery' }).waitFor();
  await page.getByRole('button', { name: 'Erase Dana Avery' }).waitFor();
  await visit('tutors, card open');

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Match Amina Hassan' }).click();
  await page.waitForURL(/\/match\?tutee=\d+$/);
  await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).waitFor();
  await page.getByRole('button', { name: 'Dana Avery', exact: true }).click();
  await visit('match page, card open');
  await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Match Confirmation' });
  await dialogShown(confirmation);
  await visit('match confirmation dialog');
  // Amina's family applied in Spanish: its email comes in English and in Spanish.
  await confirmation.getByRole('tab', { name: 'Email to Guardian (English)' }).click();
  await visit('match confirmation dialog, family email in English');
  await confirmation.getByRole('tab', { name: 'Email to Guardian (Spanish)' }).click();
  await confirmation.locator('textarea[lang="es"]').waitFor();
  await visit('match confirmation dialog, family email in Spanish');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await confirmation.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Do not pair with Dana Avery' }).click();
  const barDialog = page.getByRole('dialog', { name: 'Do not pair' });
  await dialogShown(barDialog);
  await visit('do-not-pair dialog');
  await barDialog.getByRole('button', { name: 'Cancel' }).click();
  await barDialog.waitFor({ state: 'hidden' });

  await page.goto('/records');
  await page.getByRole('button', { name: 'Leila Noor', exact: true }).click();
  await page.getByRole('button', { name: 'End match of Leila Noor with Omar Abdi' }).waitFor();
  await visit('records, match open');
  await page.getByRole('button', { name: 'End match of Leila Noor with Omar Abdi' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End match' });
  await dialogShown(endDialog);
  await visit('end match dialog');
  await endDialog.getByRole('button', { name: 'Cancel' }).click();
  await endDialog.waitFor({ state: 'hidden' });

  await page.goto('/overview');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.overview-groups').waitFor();
  await visit('overview');

  await page.goto('/attention');
  await page.getByRole('heading', { level: 1, name: 'Needs attention' }).waitFor();
  await page.locator('.attention-page .empty-note, .attention-list').first().waitFor();
  await visit('needs attention');

  // Signed in, /registration goes to /admin; the admin's own pages take its place in the tour.
  await page.goto('/staff');
  await page.getByRole('rowheader', { name: new RegExp(COLLEAGUE) }).waitFor();
  await visit('staff accounts');
  await page.getByRole('button', { name: `Reset password: ${COLLEAGUE}` }).click();
  const resetDialog = page.getByRole('dialog', { name: `Reset the password of ${COLLEAGUE}` });
  await dialogShown(resetDialog);
  await visit('reset password dialog');
  await resetDialog.getByRole('button', { name: 'Cancel' }).click();
  await resetDialog.waitFor({ state: 'hidden' });

  await page.goto('/audit');
  await page.getByRole('row').nth(1).waitFor();
  await visit('audit log');

  await page.goto('/settings');
  await page.getByLabel('Support email').waitFor();
  await visit('settings');

  await page.goto('/account');
  await page.getByRole('heading', { name: 'Change your password' }).waitFor();
  await page.getByText('This browser', { exact: true }).waitFor();
  await visit('account');
}

export interface Findings {
  axe: string[];
  overflow: string[];
  targets: string[];
  /** catalogue keys shown in place of their texts */
  keys: string[];
}

export interface View {
  name: string;
  options: { viewport: { width: number; height: number }; deviceScaleFactor: number };
  /** axe runs at 1280 and 320 px; at 200 % zoom the layout is the one checked, not the markup again */
  axe: boolean;
}

export const VIEWS: readonly View[] = [
  { name: '1280 px', options: { viewport: DESKTOP, deviceScaleFactor: 1 }, axe: true },
  { name: '320 CSS px', options: NARROW, axe: true },
  { name: '200 % zoom (a 1280 px window: 640 CSS px at device scale 2)', options: ZOOMED, axe: false },
];

/** English, and Spanish and Arabic (right to left) on the public pages; staff pages are English only. */
export const PUBLIC_LANGUAGES = ['en', 'es', 'ar'] as const;

/** Runs a tour in a fresh context with the view's window, collecting by state what each check finds. */
export async function findingsOf(
  browser: Browser,
  baseURL: string,
  view: View,
  run: (page: Page, visit: Visit) => Promise<void>,
): Promise<Findings> {
  const findings: Findings = { axe: [], overflow: [], targets: [], keys: [] };
  const context = await newContext(browser, { baseURL, ...view.options });
  const page = await context.newPage();
  const visit: Visit = async (state) => {
    // A card still opening is drawn over the next one: measure the page at rest.
    await pageAtRest(page);
    const { overflow, widest } = await horizontalOverflow(page);
    if (overflow > 0) findings.overflow.push(`${state}: ${overflow} px (${widest.join(', ')})`);
    for (const target of await undersizedTargets(page)) findings.targets.push(`${state}: ${target}`);
    for (const key of await visibleMessageKeys(page)) findings.keys.push(`${state}: ${key}`);
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

/** What a tour must find: nothing. */
export const NO_FINDINGS: Findings = { axe: [], overflow: [], targets: [], keys: [] };

/**
 * The staff tour's data, on the server at `url`: the tour's admin and a colleague; Amina (whose family applied in Spanish), Ben and
 * Leila; Dana and Omar. Ben waits under Deactivated, and Leila has a current match with Omar, so every list has a row.
 */
export async function seedStaffTour(browser: Browser, url: string): Promise<void> {
  await createStaffViaApi(url, STAFF.username, STAFF.password);
  await submitApplication(url, '/api/tutees', tuteeBody('Amina', 'Hassan', 'parent.hassan@example.org', 'es'));
  await submitApplication(url, '/api/tutees', tuteeBody('Ben', 'Ito', 'parent.ito@example.org'));
  await submitApplication(url, '/api/tutees', tuteeBody('Leila', 'Noor', 'parent.noor@example.org'));
  await submitApplication(url, '/api/tutors', tutorApplication('Dana', 'Avery', [...AMINA_TUTOR_FLAGS, 'Somali']));
  await submitApplication(url, '/api/tutors', tutorApplication('Omar', 'Abdi', [...AMINA_TUTOR_FLAGS, 'Somali']));
  const context = await newContext(browser, { baseURL: url });
  try {
    const page = await context.newPage();
    await signInOnPage(page, STAFF);
    await addColleagueOnPage(page, COLLEAGUE);
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
}
