import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, type TuteeRecord } from '@tutoring/common';
import { axeViolations, DESKTOP, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import {
  INVALID_EMAIL,
  refuseApplications,
  signInOnPage,
  submitApplication,
  tutorApplication,
} from './support/applications.js';
import { useServerAndBrowser } from './support/fixture.js';
import { CountingKeyboard, stepReady } from './support/keyboard.js';
import { signInStaffViaApi, type StaffApi } from './support/staffApi.js';

let staffSession: Promise<StaffApi> | undefined;
/** One staff account per server: first-run registration creates it once, later calls reuse its session. */
const STAFF = { username: 'reviewer', password: 'a long staff password' };
const staffApi = () => (staffSession ??= signInStaffViaApi(env.server.url, STAFF.username, STAFF.password));

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', ORG_WEBSITE: 'https://tutoring.example.org/' });

const REQUIRED_ALERT = 'At least one required field was empty. Please fill in the required fields before continuing.';
/** Applying as a guardian with the keyboard only, from /home to the confirmation: key presses, and the typed characters among them. */
const STUDENT_KEYBOARD_RUN = { steps: 4, keyPresses: 136, typed: 68 };

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and Continue' }).click();
const alertText = (page: Page) => page.getByRole('alert').textContent();
/** Which progress steps carry a check mark, in order. */
const checkedSteps = (page: Page) =>
  page
    .locator('nav[aria-label="Registration progress"] li')
    .evaluateAll((items) => items.map((li) => li.textContent?.includes('(completed)') ?? false));

async function fillStudentInfo(page: Page) {
  await page.getByLabel('I am a parent or guardian').check();
  await page.getByLabel("Student's first name").fill('Amina');
  await page.getByLabel("Student's last name").fill('Hassan');
  await page.getByLabel("Student's pronouns").fill('she/her');
  await page.getByLabel('Phone number').fill('507-555-0142');
  await page.getByLabel('School').fill('Riverside Central Elementary');
  await page.getByLabel('Grade').selectOption({ label: '7th' });
}

async function fillStudentSubjects(page: Page) {
  await page.getByLabel('First choice').selectOption({ label: 'Algebra II' });
  await page.getByLabel('Second choice').selectOption({ label: 'K-5 Science' });
  await page.getByLabel('Third choice').selectOption({ label: 'ACT Prep' });
  await page.getByLabel('What does the student need help with?').fill('Word problems and test preparation.');
}

function emlFiles(dataDir: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return fs.existsSync(folder)
    ? fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
    : [];
}

describe('student registration wizard in Chromium', () => {
  it('keeps the draft over a refresh, submits once and stores the tutee', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/home');
      await page.getByRole('link', { name: 'Receive tutoring' }).click();
      await page.waitForURL('**/StudentInfo');
      await page
        .getByRole('heading', { level: 1, name: 'Rochester Tutoring K-12 Registration Form', exact: true })
        .waitFor();
      expect(await checkedSteps(page)).toEqual([false, false, false, false]);

      // Each step's refusals, the other language and the subject choices are component tests
      // (client/src/features/studentWizard/StudentWizard.test.tsx); here the answers go through to the server.
      await fillStudentInfo(page);
      await page.getByLabel('Student email').fill('amina@example.org');
      await page.getByLabel('Parent or guardian email').fill('parent.hassan@example.org');
      await page.getByLabel('Other', { exact: true }).check();
      await page.getByLabel('Other language').fill('Oromo');
      await page.getByLabel('Somali').check();
      await saveAndContinue(page);

      await page.waitForURL('**/StudentSubjects');
      expect(await checkedSteps(page)).toEqual([true, false, false, false]);
      await fillStudentSubjects(page);
      await saveAndContinue(page);

      // A refresh keeps every saved step.
      await page.waitForURL('**/StudentAdditional');
      expect(await checkedSteps(page)).toEqual([true, true, false, false]);
      await page.reload();
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/StudentSubjects');
      expect(await page.getByLabel('Third choice').inputValue()).toBe('act_prep');
      expect(await page.getByLabel('What does the student need help with?').inputValue()).toBe(
        'Word problems and test preparation.',
      );
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/StudentInfo');
      expect(await page.getByLabel('Parent or guardian email').inputValue()).toBe('parent.hassan@example.org');
      expect(await page.getByLabel('Other language').inputValue()).toBe('Oromo');
      expect(await page.getByLabel('Somali').isChecked()).toBe(true);
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');
      await saveAndContinue(page);

      // Step 3 is optional; filling it checks its step. "When can you meet?" boxes are named by day and time.
      await page.waitForURL('**/StudentAdditional');
      await page.getByLabel('Thursday evening').check();
      await page.getByLabel('Tuesday evening').check();
      await page.getByLabel('Additional information').fill('Weekday evenings work best.');
      await saveAndContinue(page);

      // Step 4: Submit waits for 'I understand'.
      await page.waitForURL('**/StudentTerms');
      expect(await checkedSteps(page)).toEqual([true, true, true, false]);
      const submit = page.getByRole('button', { name: 'Submit' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('I understand').check();
      expect(await submit.isEnabled()).toBe(true);
      expect(await checkedSteps(page)).toEqual([true, true, true, true]);

      // A rejected submit shows the server's field errors and loses nothing.
      const letThrough = await refuseApplications(page, '/api/tutees', 'emailGuardian');
      await submit.click();
      // The server's field errors use the same error summary as a refused step: each one links to its field.
      await expect
        .poll(() => alertText(page))
        .toBe('Your application could not be accepted. Please correct the following and submit again:');
      expect(
        await page
          .getByRole('link', {
            name: `Parent or guardian email: ${INVALID_EMAIL}`,
          })
          .count(),
      ).toBe(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await letThrough();

      // A double click sends one application, then the mail call, then the modal.
      const mailBodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/mail')) mailBodies.push(request.postDataJSON());
      });
      await submit.dblclick();
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(
        'will be reviewed by one of our team members. Once a match is found, your family will be notified via email.',
      );
      // OK no longer leaves for the organisation's website: it closes the dialog over the Submitted page.
      expect(await dialog.getByRole('link', { name: 'OK' }).count()).toBe(0);
      const reference = (await dialog.locator('.submitted-reference').textContent()) ?? '';
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(mailBodies).toEqual([{ email: 'parent.hassan@example.org' }]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The Submitted page with the same reference, never an emptied Terms step; the drafts and terms are reset.
      expect(page.url()).toMatch(/\/StudentSubmitted$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Application submitted');
      expect(await page.locator('.submitted-reference').textContent()).toBe(reference);
      await page.goto('/StudentInfo');
      expect(await page.getByLabel("Student's first name").inputValue()).toBe('');

      // Exactly one tutee was stored, with every answer.
      const staff = await staffApi();
      const tutees = await staff.get<TuteeRecord[]>('/api/tutees');
      expect(tutees).toHaveLength(1);
      expect(tutees[0]).toMatchObject({
        active_tutee: true,
        student_or_guardian: 'ParentOrGuardian',
        tutee_firstname: 'Amina',
        tutee_lastname: 'Hassan',
        tutee_pronouns: 'she/her',
        email_guardian: 'parent.hassan@example.org',
        email_student: 'amina@example.org',
        tutee_phone: '+15075550142',
        tutee_grade: '7th',
        tutee_school: 'Riverside Central Elementary',
        subject_1: 'math_alg2',
        subject_2: 'K5_Science',
        subject_3: 'act_prep',
        tutee_subject_details: 'Word problems and test preparation.',
        tutee_misc_info: 'Weekday evenings work best.',
        tutee_language_somali: true,
        tutee_language_spanish: false,
        tutee_language_other: 'Oromo',
        tutee_reference: reference,
        tutee_availability: ['tue_evening', 'thu_evening'],
      });

      // The grid's answer reaches the match page: a tutor free on Thursday evening is there for it, and says so.
      await submitApplication(env.server.url, '/api/tutors', {
        ...tutorApplication('Tess', 'Thursday', ['SeventhGrade', 'MathAlgebraII']),
        availability: ['thu_evening', 'sat_morning'],
      });
      await signInOnPage(page, STAFF);
      await page.goto(`/match?tutee=${tutees[0]!.id}`);
      const groupD = page.getByRole('region', { name: /^Group D/ });
      await groupD.locator('.candidate-reasons').first().waitFor();
      expect(await groupD.locator('.candidate-reasons').allTextContents()).toEqual([
        'Why this tutor is here: Teaches the 1st choice · Both free Thu evening · Applied today · 1 place free',
      ]);
      expect(await axeViolations(page)).toEqual([]);

      // The confirmation went to the guardian (written as .eml without SMTP_URL).
      await expect
        .poll(() => emlFiles(env.server.dataDir).filter((eml) => eml.includes('parent.hassan@example.org')).length, {
          timeout: 15_000,
        })
        .toBe(1);
    } finally {
      await context.close();
    }
  });

  // At 1280 and 320 px the WCAG tour (wcagPublic.test.ts) checks these states; the error summary's focus, links and
  // messages are component tests (client/src/features/studentWizard/StudentWizard.test.tsx).
  it('Home and every step are accessible and look right at 375 px', async () => {
    const label = '375';
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/home');
      await page.getByRole('link', { name: 'Receive tutoring' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `home-${label}`);

      await page.goto('/StudentInfo');
      await saveAndContinue(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `student-1-info-refused-${label}`);
      // The refused step at 1280 px too, for the eye (docs/accessibility.md); then back to the phone.
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'student-1-info-refused-1280');
      await page.setViewportSize(PHONE);
      await fillStudentInfo(page);
      await page.getByLabel('Parent or guardian email').fill('parent@example.org');
      await page.getByLabel('Other', { exact: true }).check();
      await page.getByLabel('Other language').fill('Oromo');
      await screenshot(page, `student-1-info-${label}`);
      await saveAndContinue(page);

      await page.waitForURL('**/StudentSubjects');
      await fillStudentSubjects(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `student-2-subjects-${label}`);
      await saveAndContinue(page);

      await page.waitForURL('**/StudentAdditional');
      await page.getByLabel('Tuesday evening').check();
      await page.getByLabel('Saturday morning').check();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `student-3-additional-${label}`);
      await saveAndContinue(page);

      await page.waitForURL('**/StudentTerms');
      await page.getByLabel('I understand').check();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `student-4-terms-${label}`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await dialogShown(page.getByRole('dialog'));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `student-5-submitted-${label}`);
    } finally {
      await context.close();
    }
  });

  it('a step refused with the keyboard focuses its first invalid field and announces the alert; summary links lead to fields', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      const keys = new CountingKeyboard(page);
      const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
      await page.goto('/StudentInfo');
      await page.locator('#firstName').waitFor();

      // Enter on Save and Continue with nothing filled in.
      await keys.tabTo('button.wizard-next');
      await keys.press('Enter');
      await expect.poll(focusedId).toBe('submitter-Student');
      expect(await alertText(page)).toBe(REQUIRED_ALERT);

      // Answer the first two questions, then Space on Save and Continue: focus on the next invalid field, and the
      // alert is a new element, so it is announced again.
      await keys.press('ArrowDown'); // a parent or guardian
      await keys.tabTo('#firstName');
      await keys.type('Amina');
      await page.getByRole('alert').evaluate((alert) => alert.setAttribute('data-shown-before', ''));
      await keys.tabTo('button.wizard-next');
      await keys.press('Space');
      await expect.poll(focusedId).toBe('lastName');
      expect(await alertText(page)).toBe(REQUIRED_ALERT);
      expect(await page.locator('[role="alert"][data-shown-before]').count()).toBe(0);

      // Shift+Tab goes back up the form to the summary's last link; Enter on it focuses its field.
      await keys.tabTo('.wizard-error-summary a', 'Shift+Tab', 5);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose the grade');
      await keys.press('Enter');
      await expect.poll(focusedId).toBe('grade');
      expect(page.url()).toMatch(/\/StudentInfo$/);
      expect(keys.invisibleFocus).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('completes on a 375 px phone with the keyboard only (key presses and steps counted)', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      const keys = new CountingKeyboard(page);
      const stepsSeen: string[] = [];
      await page.goto('/home');
      // Counting starts once the page has drawn (its language loads first): a Tab before that reaches nothing.
      await page.locator('a[href="/StudentInfo"]').waitFor();
      await keys.tabTo('a[href="/StudentInfo"]');
      await keys.press('Enter');

      await page.waitForURL('**/StudentInfo');
      await page.locator('#firstName').waitFor();
      stepsSeen.push('StudentInfo');
      await keys.tabTo('#submitter-Student');
      await keys.press('ArrowDown'); // the radio group's next choice: a parent or guardian
      await keys.tabTo('#firstName');
      await keys.type('Amina');
      await keys.press('Tab');
      await keys.type('Hassan');
      await keys.tabTo('#parentEmail');
      await keys.type('parent@example.org');
      await keys.tabTo('#phone');
      await keys.type('5075550142');
      await keys.press('Tab');
      await keys.type('Riverside');
      await keys.press('Tab');
      await keys.type('7'); // the grade list's type-ahead: 7th
      await keys.tabTo('button[type="submit"]');
      await keys.press('Enter');

      await page.waitForURL('**/StudentSubjects');
      await stepReady(page);
      stepsSeen.push('StudentSubjects');
      await keys.tabTo('#primarySubject');
      await keys.type('Geo');
      await keys.press('Tab');
      await keys.type('Chem');
      await keys.press('Tab');
      await keys.type('ACT');
      await keys.press('Tab');
      await keys.type('Fractions');
      await keys.tabTo('button[type="submit"]');
      await keys.press('Enter');

      await page.waitForURL('**/StudentAdditional');
      await stepReady(page);
      stepsSeen.push('StudentAdditional');
      await keys.tabTo('button[type="submit"]');
      await keys.press('Enter');

      await page.waitForURL('**/StudentTerms');
      await stepReady(page);
      await page.locator('#terms-accepted').waitFor();
      stepsSeen.push('StudentTerms');
      await keys.tabTo('#terms-accepted');
      await keys.press('Space');
      await keys.tabTo('button.wizard-next');
      await keys.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialog.waitFor();
      const run = { steps: stepsSeen.length, keyPresses: keys.presses, typed: keys.typed };

      // Escape closes the dialog; Submit, which opened it, is gone with the Terms step, so focus goes to the title of
      // the Submitted page.
      await keys.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toBe('Application submitted');

      const staff = await staffApi();
      const stored = (await staff.get<TuteeRecord[]>('/api/tutees')).find(
        (tutee) => tutee.email_guardian === 'parent@example.org' && tutee.tutee_school === 'Riverside',
      );
      expect(stored).toMatchObject({
        student_or_guardian: 'ParentOrGuardian',
        tutee_grade: '7th',
        subject_1: 'math_geom',
        subject_2: 'sci_chem',
        subject_3: 'act_prep',
      });
      // Measured on this build; docs/accessibility.md records them. A change here means the form got easier or harder.
      expect(run).toEqual(STUDENT_KEYBOARD_RUN);
      // Every element the keys reached showed where focus was.
      expect(keys.invisibleFocus).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
