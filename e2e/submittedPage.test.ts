import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN } from '@tutoring/common';
import { fillTutorWizardToTerms, signInOnPage } from './support/applications.js';
import { axeViolations, DESKTOP, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

// Issue 28 item 1: after Submit, a dialog and then a Submitted page with the reference, the expected wait, what
// happens next and how to reach the organisation; a family can apply for another child from there.
const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', SUPPORT_EMAIL: 'help@tutoring.example.org' });

const STAFF = { username: 'reviewer', password: 'a long staff password' };
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and Continue' }).click();
const facts = (page: Page) =>
  page
    .locator('main .submitted-facts dt, main .submitted-facts dd')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));

async function applyAsGuardian(page: Page) {
  await page.goto('/StudentInfo');
  await page.getByLabel('I am a parent or guardian').check();
  await page.getByLabel("Student's first name").fill('Amina');
  await page.getByLabel("Student's last name").fill('Hassan');
  await page.getByLabel('Parent or guardian email').fill('parent.hassan@example.org');
  await page.getByLabel('Student email').fill('amina@example.org');
  await page.getByLabel('Phone number').fill('507-555-0142');
  await page.getByLabel('School').fill('Riverside Central Elementary');
  await page.getByLabel('Grade').selectOption({ label: '7th' });
  await page.getByRole('checkbox', { name: 'Somali', exact: true }).check();
  await saveAndContinue(page);
  await page.waitForURL('**/StudentSubjects');
  await page.getByLabel('First choice').selectOption({ label: 'Algebra II' });
  await page.getByLabel('Second choice').selectOption({ label: 'Chemistry' });
  await page.getByLabel('Third choice').selectOption({ label: 'ACT Prep' });
  await page.getByLabel('What does the student need help with?').fill('Word problems.');
  await saveAndContinue(page);
  await page.waitForURL('**/StudentAdditional');
  await saveAndContinue(page);
  await page.waitForURL('**/StudentTerms');
  await page.getByLabel('I understand').check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

describe('the Submitted page', () => {
  it('shows a family the reference, the wait and the way on, and Apply for another child keeps only the contact details', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await applyAsGuardian(page);
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialogShown(dialog);
      await page.waitForURL('**/StudentSubmitted');
      // The original client's text, unchanged, then the new facts.
      expect(await dialog.textContent()).toContain(
        'Your application was submitted successfully and will be reviewed by one of our team members. Once a match is found, your family will be notified via email.',
      );
      const reference = (await dialog.locator('.submitted-reference').textContent()) ?? '';
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.startsWith('T-')).toBe(true);
      expect(await dialog.textContent()).toContain('We cannot say yet. We will write to you.');
      expect(await dialog.getByRole('link', { name: 'help@tutoring.example.org' }).getAttribute('href')).toBe(
        'mailto:help@tutoring.example.org',
      );
      await screenshot(page, 'submitted-dialog-en-375', { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'hidden' });

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Application submitted');
      expect(await facts(page)).toEqual([
        'Your reference',
        `${reference}Keep it: quote it whenever you write to us. It is also in the confirmation email.`,
        'Expected wait for a tutor',
        'We cannot say yet. We will write to you.',
        'What happens next',
        expect.stringContaining('We have emailed a confirmation with your reference.'),
        'Changing or withdrawing your application',
        'To see where your application stands, correct your details, withdraw it or ask for your data, use Manage my application with the email address you gave. Questions: help@tutoring.example.orgManage my application',
      ]);
      // The reference reads left to right whatever the page's direction.
      expect(await page.locator('main .submitted-reference').getAttribute('dir')).toBe('ltr');
      await screenshot(page, 'submitted-student-en-375');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'submitted-student-en-1280');
      await page.setViewportSize(PHONE);

      // Another child: a new application with the guardian's email and phone, and nothing else.
      await page.getByRole('button', { name: 'Apply for another child' }).click();
      await page.waitForURL('**/StudentInfo');
      expect(await page.getByLabel('Parent or guardian email').inputValue()).toBe('parent.hassan@example.org');
      expect(await page.getByLabel('Phone number').inputValue()).toMatch(/507.?555.?0142/);
      for (const label of ["Student's first name", "Student's last name", 'Student email', 'School']) {
        expect(await page.getByLabel(label).inputValue(), label).toBe('');
      }
      expect(await page.getByLabel('Grade').inputValue()).toBe('');
      expect(await page.getByLabel('I am a parent or guardian').isChecked()).toBe(false);
      expect(await page.getByRole('checkbox', { name: 'Somali', exact: true }).isChecked()).toBe(false);
      await page.goto('/StudentSubjects');
      expect(await page.getByLabel('First choice').inputValue()).toBe('');
      expect(await page.getByLabel('What does the student need help with?').inputValue()).toBe('');

      // Staff see the reference on the application's card, so a family who quotes it can be found.
      await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
      await signInOnPage(page, STAFF);
      await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
      const referenceFact = page.locator('.fact').filter({ has: page.getByText('Reference', { exact: true }) });
      expect(await referenceFact.locator('dd').textContent()).toBe(reference);
    } finally {
      await context.close();
    }
  });

  it("shows a volunteer their V- reference and the way on, without a family's wait or another child", async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await fillTutorWizardToTerms(page);
      await page.getByLabel('I understand').check();
      await page.getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialogShown(dialog);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.waitForURL('**/TutorSubmitted');
      const reference = (await page.locator('main .submitted-reference').textContent()) ?? '';
      expect(reference).toMatch(/^V-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
      const shown = await facts(page);
      expect(shown).toContain('What happens next');
      expect(shown).not.toContain('Expected wait for a tutor');
      expect(await page.getByRole('button', { name: 'Apply for another child' }).count()).toBe(0);
      await screenshot(page, 'submitted-tutor-en-375');
      expect(await axeViolations(page)).toEqual([]);

      // A phone reloads a tab it switched away from: the page stays, without the dialog. Another tab does not show it.
      await page.reload();
      await page.locator('main .submitted-reference').waitFor();
      expect(await page.locator('main .submitted-reference').textContent()).toBe(reference);
      expect(await page.getByRole('dialog').count()).toBe(0);
      const other = await context.newPage();
      await other.goto('/TutorSubmitted');
      await other.waitForURL('**/home');
    } finally {
      await context.close();
    }
  });
});
