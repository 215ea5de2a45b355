import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TutorRecord } from '@tutoring/common';
import { axeViolations, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { CountingKeyboard, stepReady } from './support/keyboard.js';
import { signInStaffViaApi, type StaffApi } from './support/staffApi.js';

let staffSession: Promise<StaffApi> | undefined;
/** One staff account per server: first-run registration creates it once, later calls reuse its session. */
const staffApi = () => (staffSession ??= signInStaffViaApi(env.server.url));

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', ORG_WEBSITE: 'https://tutoring.example.org/' });

const TUTOR_MODAL_TEXT =
  'You application was submitted successfully and will be reviewed by one of our team members. Once a match is found, you will be notified via email.';

/** Applying with the keyboard only, from /home to the confirmation: key presses, and the typed characters among them. */
const TUTOR_KEYBOARD_RUN = { steps: 4, keyPresses: 158, typed: 39 };

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and Continue' }).click();
const alertText = (page: Page) => page.getByRole('alert').textContent();
const checkedSteps = (page: Page) =>
  page
    .locator('nav[aria-label="Registration progress"] li')
    .evaluateAll((items) => items.map((li) => li.textContent?.includes('(completed)') ?? false));

async function fillTutorInfo(page: Page) {
  await page.getByLabel('First name').fill('Jonah');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Pronouns').fill('he/him');
  await page.getByLabel('Email').fill('jonah.reyes@example.org');
  await page.getByLabel('Phone number').fill('507-555-0199');
  await page.getByLabel('Current grade').selectOption({ label: "I'm in College" });
  await page.getByRole('combobox', { name: 'School', exact: true }).selectOption('Century High School');
}

describe('tutor application wizard in Chromium', () => {
  it('handles Other school and language, keeps the draft, submits once and stores the tutor', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/home');
      await page.getByRole('link', { name: 'Become a volunteer tutor' }).click();
      await page.waitForURL('**/TutorInfo');
      await page
        .getByRole('heading', { level: 1, name: 'Rochester Tutoring K-12 Registration Form', exact: true })
        .waitFor();
      expect(await page.getByText('it is the main way we will contact you').isVisible()).toBe(true);

      // Each step's refusals, School Name and the other language are component tests
      // (client/src/features/tutorWizard/TutorWizard.test.tsx); here the answers go through to the server.
      await fillTutorInfo(page);
      await page.getByRole('combobox', { name: 'School', exact: true }).selectOption('Other');
      await page.getByLabel('School Name').fill('Rochester Online Academy');
      await saveAndContinue(page);

      // The step's path is /tutorSubjects. Linear Algebra alone: Pre-Algebra must stay false.
      await page.waitForURL('**/tutorSubjects');
      expect(await checkedSteps(page)).toEqual([true, false, false, false]);
      await page.getByLabel('Pre-K/Kindergarten').check();
      await page.getByLabel('8th', { exact: true }).check();
      await page.getByLabel('Algebra I/Linear Algebra').check();
      await page.getByLabel('K-5 Science').check();
      await page.getByLabel('AP/Honors Psychology').check();
      await page.locator('#tutor-language-other').check();
      await page.getByLabel('Other language').fill('Karen');
      await page.getByLabel('Tagalog').check();
      await saveAndContinue(page);

      // Additional info: optional; a refresh keeps the draft.
      await page.waitForURL('**/TutorAdditional');
      expect(await checkedSteps(page)).toEqual([true, true, false, false]);
      await page.reload();
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/tutorSubjects');
      expect(await page.getByLabel('Algebra I/Linear Algebra').isChecked()).toBe(true);
      expect(await page.getByLabel('Other language').inputValue()).toBe('Karen');
      await page.goto('/TutorInfo');
      expect(await page.getByRole('combobox', { name: 'School', exact: true }).inputValue()).toBe('Other');
      expect(await page.getByLabel('School Name').inputValue()).toBe('Rochester Online Academy');
      await page.goto('/TutorAdditional');
      await saveAndContinue(page);
      await page.waitForURL('**/TutorTerms');
      expect(await checkedSteps(page)).toEqual([true, true, false, false]);
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByLabel('Additional information').fill('Free on weekends.');
      await saveAndContinue(page);

      // Terms gate Submit.
      await page.waitForURL('**/TutorTerms');
      expect(await checkedSteps(page)).toEqual([true, true, true, false]);
      const submit = page.getByRole('button', { name: 'Submit' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('I understand').check();
      expect(await checkedSteps(page)).toEqual([true, true, true, true]);

      // A server failure is reported and keeps the answers.
      await page.route('**/api/tutors', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"message":"Service unavailable"}}',
        }),
      );
      await submit.click();
      await expect.poll(() => alertText(page)).toContain('Your application could not be sent');
      await page.unroute('**/api/tutors');

      const mailBodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/mail')) mailBodies.push(request.postDataJSON());
      });
      await submit.dblclick();
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialog.waitFor();
      expect(await dialog.getByText(TUTOR_MODAL_TEXT, { exact: true }).isVisible()).toBe(true);
      expect(await dialog.getByRole('link', { name: 'OK' }).count()).toBe(0);
      const reference = (await dialog.locator('.submitted-reference').textContent()) ?? '';
      expect(reference).toMatch(/^V-/);
      expect(mailBodies).toEqual([{ email: 'jonah.reyes@example.org' }]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/TutorSubmitted$/);
      expect(await page.locator('.submitted-reference').textContent()).toBe(reference);

      const staff = await staffApi();
      const tutors = await staff.get<TutorRecord[]>('/api/tutors');
      expect(tutors).toHaveLength(1);
      expect(tutors[0]).toMatchObject({
        active_tutor: true,
        tutor_first_name: 'Jonah',
        tutor_last_name: 'Reyes',
        tutor_pronouns: 'he/him',
        tutor_email: 'jonah.reyes@example.org',
        tutor_phone: '+15075550199',
        tutor_grade: 'College',
        tutor_school: 'Rochester Online Academy',
        tutor_miscinfo: 'Free on weekends.',
        mentor_prek_kindergarten: true,
        mentor_grade_8: true,
        mentor_grade_1: false,
        tutor_math_alg1_linear_alg: true,
        tutor_math_pre_algebra: false,
        tutor_k5_science: true,
        tutor_k5_social_studies: false,
        tutor_ap_psyc: true,
        tutor_other: false,
        tutor_language_tagalog: true,
        tutor_language_spanish: false,
        tutor_language_other: 'Karen',
      });

      // Drafts and terms were reset after success.
      await page.goto('/TutorInfo');
      expect(await page.getByLabel('First name').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  // At 1280 and 320 px the WCAG tour (wcagPublic.test.ts) checks these states; the error summary's focus, links and
  // messages are component tests (client/src/features/tutorWizard/TutorWizard.test.tsx).
  it('every step is accessible and looks right at 375 px', async () => {
    const label = '375';
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/TutorInfo');
      await saveAndContinue(page);
      expect(await axeViolations(page)).toEqual([]);
      await fillTutorInfo(page);
      await page.getByRole('combobox', { name: 'School', exact: true }).selectOption('Other');
      await page.getByLabel('School Name').fill('Rochester Online Academy');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tutor-1-info-${label}`);
      await saveAndContinue(page);

      await page.waitForURL('**/tutorSubjects');
      await saveAndContinue(page);
      await page.locator('.wizard-error-summary').waitFor();
      await screenshot(page, `tutor-2-subjects-refused-${label}`);
      await page.getByLabel('7th', { exact: true }).check();
      await page.getByLabel('Geometry').check();
      await page.locator('#tutor-language-other').check();
      await page.getByLabel('Other language').fill('Karen');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tutor-2-subjects-${label}`);
      await saveAndContinue(page);

      await page.waitForURL('**/TutorAdditional');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tutor-3-additional-${label}`);
      await saveAndContinue(page);

      await page.waitForURL('**/TutorTerms');
      await page.getByLabel('I understand').check();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tutor-4-terms-${label}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await dialogShown(page.getByRole('dialog'));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `tutor-5-submitted-${label}`);
    } finally {
      await context.close();
    }
  });

  it('completes on a 375 px phone with the keyboard only (key presses and steps counted), reviewing the answers on Terms', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      const keys = new CountingKeyboard(page);
      const stepsSeen: string[] = [];
      await page.goto('/home');
      // Counting starts once the page has drawn (its language loads first): a Tab before that reaches nothing.
      await page.locator('a[href="/TutorInfo"]').waitFor();
      await keys.tabTo('a[href="/TutorInfo"]');
      await keys.press('Enter');

      await page.waitForURL('**/TutorInfo');
      await page.locator('#firstName').waitFor();
      stepsSeen.push('TutorInfo');
      await keys.tabTo('#firstName');
      await keys.type('Maya');
      await keys.press('Tab');
      await keys.type('Lin');
      await keys.tabTo('#email');
      await keys.type('maya.lin@example.org');
      await keys.press('Tab');
      await keys.type('5075550177');
      await keys.press('Tab');
      await keys.type('I'); // type-ahead in the grade list: I'm in College
      await keys.press('Tab');
      await keys.type('C'); // Century High School
      await keys.tabTo('button[type="submit"]');
      await keys.press('Enter');

      await page.waitForURL('**/tutorSubjects');
      await stepReady(page);
      stepsSeen.push('TutorSubjects');
      await keys.tabTo('#grade-level-7th');
      await keys.press('Space');
      await keys.tabTo('input[id$="-math_geom"]');
      await keys.press('Space');
      await keys.tabTo('button[type="submit"]');
      await keys.press('Enter');

      await page.waitForURL('**/TutorAdditional');
      await stepReady(page);
      stepsSeen.push('TutorAdditional');
      await keys.tabTo('button[type="submit"]');
      await keys.press('Enter');

      await page.waitForURL('**/TutorTerms');
      await stepReady(page);
      await page.locator('#terms-accepted').waitFor();
      stepsSeen.push('TutorTerms');
      const review = page.getByRole('region', { name: 'Your answers' });
      expect(await review.locator('dd').allTextContents()).toEqual([
        'Maya',
        'Lin',
        'Not answered',
        'maya.lin@example.org',
        '5075550177',
        "I'm in College",
        'Century High School',
        '7th',
        'Geometry',
        'Not answered',
        'Not answered',
        'Not answered',
      ]);
      await keys.tabTo('#terms-accepted');
      await keys.press('Space');
      await keys.tabTo('button.wizard-next');
      await keys.press('Enter');
      await page.getByRole('dialog', { name: 'Thank you for your submission!' }).waitFor();

      const staff = await staffApi();
      const stored = (await staff.get<TutorRecord[]>('/api/tutors')).find(
        (tutor) => tutor.tutor_email === 'maya.lin@example.org',
      );
      expect(stored).toMatchObject({
        tutor_grade: 'College',
        tutor_school: 'Century High School',
        mentor_grade_7: true,
        tutor_math_geom: true,
      });
      // Measured on this build; docs/accessibility.md records them. A change here means the form got easier or harder.
      expect({ steps: stepsSeen.length, keyPresses: keys.presses, typed: keys.typed }).toEqual(TUTOR_KEYBOARD_RUN);
      // Every element the keys reached showed where focus was.
      expect(keys.invisibleFocus).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
