import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillTutorWizardToTerms } from './support/applications.js';
import { axeViolations, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring' });

const STUDENT_KEY = 'studentWizard';
const TUTOR_KEY = 'tutorWizard';
const DAY_MS = 24 * 60 * 60 * 1000;

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and Continue' }).click();
const firstName = (page: Page) => page.getByLabel("Student's first name");

/** The draft this browser holds under key, as stored, or null. */
const storedDraft = (page: Page, key: string) =>
  page.evaluate((name) => {
    const text = window.localStorage.getItem(name);
    return text ? (JSON.parse(text) as { savedAt: number; value: unknown }) : null;
  }, key);

/** Waits for the debounced keeping of what was typed: the stored draft mentions text. */
const storedMentions = (page: Page, key: string, text: string) =>
  expect.poll(async () => JSON.stringify(await storedDraft(page, key))).toContain(text);

async function fillStudentInfo(page: Page) {
  await page.getByLabel('I am a parent or guardian').check();
  await firstName(page).fill('Amina');
  await page.getByLabel("Student's last name").fill('Hassan');
  await page.getByLabel('Parent or guardian email').fill('parent.hassan@example.org');
  await page.getByLabel('Phone number').fill('507-555-0142');
  await page.getByLabel('School').fill('Riverside Central Elementary');
  await page.getByLabel('Grade').selectOption({ label: '7th' });
}

describe('wizard drafts kept on the device', () => {
  it('keeps typed answers over a reload and in a new tab, and expires them after 24 hours', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      // Typed, never saved with Save and Continue, and reloaded at once: pagehide keeps the last keystrokes.
      await page.goto('/StudentInfo');
      await firstName(page).fill('Amina');
      await page.getByLabel('I am a parent or guardian').check();
      await page.reload();
      expect(await firstName(page).inputValue()).toBe('Amina');
      expect(await page.getByLabel('I am a parent or guardian').isChecked()).toBe(true);

      // Kept while typing (no page change), then found by a second tab of the same browser.
      await page.getByLabel("Student's last name").fill('Hassan');
      await storedMentions(page, STUDENT_KEY, 'Hassan');
      const secondTab = await context.newPage();
      await secondTab.goto('/StudentInfo');
      expect(await secondTab.getByLabel("Student's last name").inputValue()).toBe('Hassan');
      await secondTab.close();

      // Back from a step that was typed on but not saved, and forward again: the typing is still there.
      await fillStudentInfo(page);
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');
      await page.getByLabel('What does the student need help with?').fill('Fractions');
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/StudentInfo');
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');
      expect(await page.getByLabel('What does the student need help with?').inputValue()).toBe('Fractions');

      // A draft last changed more than 24 hours ago is gone on the next visit, and removed from the device.
      await storedMentions(page, STUDENT_KEY, 'Fractions');
      await page.evaluate(
        ({ key, age }) => {
          const stored = JSON.parse(window.localStorage.getItem(key)!) as { savedAt: number };
          window.localStorage.setItem(key, JSON.stringify({ ...stored, savedAt: Date.now() - age }));
        },
        { key: STUDENT_KEY, age: DAY_MS + 60_000 },
      );
      // A fresh tab: this one would store its own copy again on the way out.
      const later = await context.newPage();
      await later.goto('/StudentSubjects');
      expect(await later.getByLabel('What does the student need help with?').inputValue()).toBe('');
      await later.goto('/StudentInfo');
      expect(await firstName(later).inputValue()).toBe('');
      expect(await storedDraft(later, STUDENT_KEY)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('Start again asks first, then clears the form and the device; it is accessible at 375 px', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/StudentInfo');
      await fillStudentInfo(page);
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');
      await page.getByLabel('What does the student need help with?').fill('Fractions');
      await storedMentions(page, STUDENT_KEY, 'Fractions');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'student-start-again-375');

      // Keep my answers: nothing lost.
      const startAgain = page.getByRole('button', { name: 'Start again' });
      await startAgain.click();
      const dialog = page.getByRole('dialog', { name: 'Start again?' });
      await dialogShown(dialog);
      expect(await dialog.textContent()).toContain('This clears every answer of this form on this device.');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'student-start-again-dialog-375', { fullPage: false });
      await dialog.getByRole('button', { name: 'Keep my answers' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('What does the student need help with?').inputValue()).toBe('Fractions');

      // Clear my answers: the first step, empty, and nothing stored, even after a reload.
      await startAgain.click();
      await dialogShown(dialog);
      await dialog.getByRole('button', { name: 'Clear my answers' }).click();
      await page.waitForURL('**/StudentInfo');
      expect(await firstName(page).inputValue()).toBe('');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await storedDraft(page, STUDENT_KEY)).toBeNull();
      await page.reload();
      expect(await firstName(page).inputValue()).toBe('');
      await page.goto('/StudentSubjects');
      expect(await page.getByLabel('What does the student need help with?').inputValue()).toBe('');

      // On the first step itself, the form on screen is emptied too.
      await page.goto('/StudentInfo');
      await firstName(page).fill('Sam');
      await page.getByRole('button', { name: 'Start again' }).click();
      await dialogShown(dialog);
      await dialog.getByRole('button', { name: 'Clear my answers' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await firstName(page).inputValue()).toBe('');
      await page.reload();
      expect(await firstName(page).inputValue()).toBe('');
      expect(await storedDraft(page, STUDENT_KEY)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('a step whose rules cannot be fetched says so on Save and Continue, keeps the answers, and goes on once they can', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    const stepRules = '**/assets/stepSchemas-*.js';
    try {
      await page.route(stepRules, (route) => route.abort('internetdisconnected'));
      await page.goto('/StudentInfo');
      await fillStudentInfo(page);
      await saveAndContinue(page);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Your answers could not be checked. Please check your connection and try again; your answers are kept.');
      expect(new URL(page.url()).pathname).toBe('/StudentInfo');
      expect(await firstName(page).inputValue()).toBe('Amina');

      await page.unroute(stepRules);
      await saveAndContinue(page);
      await page.waitForURL('**/StudentSubjects');
    } finally {
      await context.close();
    }
  });

  it('a submitted tutor application leaves no draft, and the Terms step says how long the device keeps one', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await fillTutorWizardToTerms(page);
      expect(await page.getByRole('region', { name: 'How long we keep your information' }).textContent()).toContain(
        'Your answers are kept on this device for 24 hours so you can come back to them; use Start again on a shared device.',
      );
      expect(await storedDraft(page, TUTOR_KEY)).not.toBeNull();

      await page.getByLabel('I understand').check();
      await page.getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thank you for your submission!' });
      await dialogShown(dialog);
      expect(await storedDraft(page, TUTOR_KEY)).toBeNull();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await storedDraft(page, TUTOR_KEY)).toBeNull();
      await page.goto('/TutorInfo');
      expect(await page.getByLabel('First name').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });
});
