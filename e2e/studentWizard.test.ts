import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TuteeRecord } from '@tutoring/common';
import { DESKTOP, newPage, PHONE, screenshot, seriousAxeViolations } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { signInStaffViaApi } from './support/staffApi.js';

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', ORG_WEBSITE: 'https://tutoring.example.org/' });

const REQUIRED_ALERT = 'At least one required field was empty. Please fill in the required fields before continuing.';

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and Continue' }).click();
const alertText = (page: Page) => page.getByRole('alert').textContent();
/** Which progress steps carry a check mark, in order. */
const checkedSteps = (page: Page) =>
  page.locator('nav[aria-label="Registration progress"] li').evaluateAll((items) => items.map((li) => li.textContent?.includes('(completed)') ?? false));

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
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name), 'utf8')) : [];
}

describe('student registration wizard in Chromium', () => {
  it('validates each step, keeps the draft over a refresh, submits once and stores the tutee', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/home');
      await page.getByRole('link', { name: 'Receive tutoring' }).click();
      await page.waitForURL('**/StudentInfo');
      await page.getByRole('heading', { level: 1, name: 'Rochester Tutoring K-12 Registration Form', exact: true }).waitFor();
      expect(await checkedSteps(page)).toEqual([false, false, false, false]);

      // Step 1: empty, then the submitter's own email missing.
      await saveAndContinue(page);
      expect(await alertText(page)).toBe(REQUIRED_ALERT);
      await fillStudentInfo(page);
      await page.getByLabel('Student email').fill('amina@example.org');
      await saveAndContinue(page);
      expect(await alertText(page)).toBe(REQUIRED_ALERT);
      expect(page.url()).toMatch(/\/StudentInfo$/);
      expect(await page.getByLabel('Parent or guardian email').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Parent or guardian email').fill('parent.hassan@example.org');

      // Other language: usable only while ticked, and forgotten when unticked.
      const otherText = page.getByLabel('Other language');
      expect(await otherText.isDisabled()).toBe(true);
      await page.getByLabel('Other', { exact: true }).check();
      expect(await otherText.isEnabled()).toBe(true);
      await otherText.fill('Oromo');
      await page.getByLabel('Other', { exact: true }).uncheck();
      expect(await otherText.isDisabled()).toBe(true);
      expect(await otherText.inputValue()).toBe('');
      await page.getByLabel('Other', { exact: true }).check();
      await otherText.fill('Oromo');
      await page.getByLabel('Somali').check();
      await saveAndContinue(page);

      // Step 2: all three choices and the needs are required; a chosen subject is not offered again.
      await page.waitForURL('**/StudentSubjects');
      expect(await checkedSteps(page)).toEqual([true, false, false, false]);
      await saveAndContinue(page);
      expect(await alertText(page)).toBe(REQUIRED_ALERT);
      await page.getByLabel('First choice').selectOption({ label: 'Algebra II' });
      expect(await page.getByLabel('Second choice').locator('option', { hasText: 'Algebra II' }).count()).toBe(0);
      expect(await page.getByLabel('Second choice').locator('option').count()).toBe(41); // 40 subjects + the empty choice
      await saveAndContinue(page);
      expect(await alertText(page)).toBe(REQUIRED_ALERT);
      await fillStudentSubjects(page);
      await saveAndContinue(page);

      // A refresh keeps every saved step.
      await page.waitForURL('**/StudentAdditional');
      expect(await checkedSteps(page)).toEqual([true, true, false, false]);
      await page.reload();
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/StudentSubjects');
      expect(await page.getByLabel('Third choice').inputValue()).toBe('act_prep');
      expect(await page.getByLabel('What does the student need help with?').inputValue()).toBe('Word problems and test preparation.');
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/StudentInfo');
      expect(await page.getByLabel('Parent or guardian email').inputValue()).toBe('parent.hassan@example.org');
      expect(await page.getByLabel('Other language').inputValue()).toBe('Oromo');
      expect(await page.getByLabel('Somali').isChecked()).toBe(true);
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');
      await saveAndContinue(page);

      // Step 3 is optional; filling it checks its step.
      await page.waitForURL('**/StudentAdditional');
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
      await page.getByLabel('I understand').uncheck();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('I understand').check();

      // A rejected submit shows the server's field errors and loses nothing.
      await page.route('**/api/tutees', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { message: 'Invalid application.', fieldErrors: { emailGuardian: ['Enter a valid email address, for example name@example.com.'] } } }),
        }),
      );
      await submit.click();
      // The server's field errors use the same error summary as a refused step: each one links to its field.
      await expect.poll(() => alertText(page)).toBe('Your application could not be accepted. Please correct the following and submit again:');
      expect(await page.getByRole('link', { name: 'Parent or guardian email: Enter a valid email address, for example name@example.com.' }).count()).toBe(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.unroute('**/api/tutees');

      // A double click sends one application, then the mail call, then the modal.
      const mailBodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/mail')) mailBodies.push(request.postDataJSON());
      });
      await submit.dblclick();
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('will be reviewed by one of our team members. Once a match is found, your family will be notified via email.');
      expect(await dialog.getByRole('link', { name: 'OK' }).getAttribute('href')).toBe('https://tutoring.example.org/');
      expect(mailBodies).toEqual([{ email: 'parent.hassan@example.org' }]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The drafts and the terms are reset.
      expect(await checkedSteps(page)).toEqual([false, false, false, false]);
      await page.goto('/StudentInfo');
      expect(await page.getByLabel("Student's first name").inputValue()).toBe('');

      // Exactly one tutee was stored, with every answer.
      const staff = await signInStaffViaApi(env.server.url);
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
        tutee_phone: '507-555-0142',
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
      });

      // The confirmation went to the guardian (written as .eml without SMTP_URL).
      await expect.poll(() => emlFiles(env.server.dataDir).filter((eml) => eml.includes('parent.hassan@example.org')).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('Home clears a draft in progress; a student applicant needs the student email', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/StudentInfo');
      await fillStudentInfo(page);
      await page.getByLabel('I am the student').check();
      await page.getByLabel('Parent or guardian email').fill('parent@example.org');
      await saveAndContinue(page);
      expect(await alertText(page)).toBe(REQUIRED_ALERT);
      await page.getByLabel('Student email').fill('kid@example.org');
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');

      await page.goto('/home');
      await page.getByRole('link', { name: 'Receive tutoring' }).waitFor();
      await page.goto('/StudentInfo');
      expect(await page.getByLabel("Student's first name").inputValue()).toBe('');
      expect(await checkedSteps(page)).toEqual([false, false, false, false]);

      // Opening the terms directly cannot send an incomplete application.
      await page.goto('/StudentTerms');
      await page.getByLabel('I understand').check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => alertText(page)).toContain('Student Info');
      await page.getByRole('link', { name: 'Go to Student Info' }).click();
      await page.waitForURL('**/StudentInfo');
    } finally {
      await context.close();
    }
  });

  it('Home and every step are accessible and look right at 375 and 1280 px', async () => {
    for (const [label, viewport] of [['375', PHONE], ['1280', DESKTOP]] as const) {
      const { page, context } = await newPage(env.browser, env.server.url, viewport);
      try {
        await page.goto('/home');
        await page.getByRole('link', { name: 'Receive tutoring' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `home-${label}`);

        await page.goto('/StudentInfo');
        await saveAndContinue(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `student-1-info-alert-${label}`);
        await fillStudentInfo(page);
        await page.getByLabel('Parent or guardian email').fill('parent@example.org');
        await page.getByLabel('Other', { exact: true }).check();
        await page.getByLabel('Other language').fill('Oromo');
        await screenshot(page, `student-1-info-${label}`);
        await saveAndContinue(page);

        await page.waitForURL('**/StudentSubjects');
        await fillStudentSubjects(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `student-2-subjects-${label}`);
        await saveAndContinue(page);

        await page.waitForURL('**/StudentAdditional');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `student-3-additional-${label}`);
        await saveAndContinue(page);

        await page.waitForURL('**/StudentTerms');
        await page.getByLabel('I understand').check();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `student-4-terms-${label}`);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(400); // let the modal finish fading in
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `student-5-submitted-${label}`);
      } finally {
        await context.close();
      }
    }
  });
});
