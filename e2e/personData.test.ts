import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_TERMS, TUTOR_TERMS } from '@tutoring/common';
import { submitApplication, signInOnPage } from './support/applications.js';
import { axeViolations, DESKTOP, dialogShown, newPage, screenshot, transitionsEnded } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { SCREENSHOT_DIR } from './support/paths.js';
import { signInStaffViaApi, type StaffApi } from './support/staffApi.js';

const env = useServerAndBrowser({ RETAIN_UNMATCHED_MONTHS: '18' });
const ADMIN = { username: 'records-admin', password: 'a long admin password' };

const tutee = {
  firstName: 'Rosa',
  lastName: 'Alvarez',
  studentOrGuardian: 'ParentOrGuardian',
  emailGuardian: 'alvarez.family@example.org',
  emailStudent: '',
  phone: '507-555-0141',
  gradeLevel: '7th',
  school: 'Riverside Middle',
  subject1: 'K5_Math',
  subject2: 'math_alg2',
  subject3: 'math_geom',
  subjectDetails: 'Fractions.',
  termsVersion: STUDENT_TERMS.version,
};
const tutor = {
  firstName: 'Tomas',
  lastName: 'Berg',
  email: 'tomas.berg@example.org',
  phone: '507-555-0142',
  grade: 'Junior',
  school: 'Mayo High School',
  SeventhGrade: true,
  K5Math: true,
  termsVersion: TUTOR_TERMS.version,
};

const cardToggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens a profile card and waits for it to finish opening: a click on a control still sliding in can miss it. */
async function openCard(page: Page, name: string): Promise<void> {
  await cardToggle(page, name).click();
  await transitionsEnded(page);
}

describe('export and erasure on a profile, in Chromium', () => {
  let api: StaffApi;
  beforeAll(async () => {
    api = await signInStaffViaApi(env.server.url, ADMIN.username, ADMIN.password);
    await submitApplication(env.server.url, '/api/tutees', tutee);
    await submitApplication(env.server.url, '/api/tutors', tutor);
  });

  it("Download data saves the tutee's JSON file; Erase asks for the name, then the tutee leaves the lists", async () => {
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, ADMIN);
      // The lists load after sign-in; a card opened before the last load is drawn closed again.
      await expect.poll(() => page.locator('.review-count').first().textContent()).toBe('1 pending tutee');
      await openCard(page, 'Rosa Alvarez');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download data held about Rosa Alvarez' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^tutee-\d+-data\.json$/);
      const document = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
        kind: string;
        application: { first_name: string };
        emails: unknown[];
      };
      expect(document.kind).toBe('tutee');
      expect(document.application.first_name).toBe('Rosa');
      // The confirmation and the reminder to confirm, due days later.
      expect(document.emails.length).toBe(2);

      await page.getByRole('button', { name: 'Erase Rosa Alvarez' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase Rosa Alvarez?' });
      await dialogShown(dialog);
      const confirm = dialog.getByRole('button', { name: 'Erase for good' });
      const nameBox = dialog.getByLabel('Type the full name, Rosa Alvarez, to confirm');
      await nameBox.fill('Rosa');
      expect(await confirm.isDisabled()).toBe(true);
      await nameBox.fill('rosa alvarez');
      expect(await confirm.isEnabled()).toBe(true);
      // axe waits for the dialog's fade to end, so the screenshot after it shows the dialog as it stays; only the
      // window, which the dialog's backdrop covers (a full-page picture leaves the page below it undimmed).
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'erasure-dialog', { fullPage: false });

      await confirm.click();
      await page.getByRole('status').filter({ hasText: "Rosa Alvarez's data was erased." }).waitFor();
      await expect.poll(() => cardToggle(page, 'Rosa Alvarez').count()).toBe(0);
      expect(await api.get<unknown[]>('/api/tutees')).toEqual([]);
      expect(await api.get<unknown[]>('/api/tutees/deactive')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a tutor is erased from the Tutors page the same way', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, ADMIN);
      await page.goto('/tutors');
      await expect.poll(() => page.locator('.review-count').first().textContent()).toBe('1 pending tutor');
      await openCard(page, 'Tomas Berg');
      await page.getByRole('button', { name: 'Erase Tomas Berg' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase Tomas Berg?' });
      await dialogShown(dialog);
      await dialog.getByLabel('Type the full name, Tomas Berg, to confirm').fill('Tomas Berg');
      await dialog.getByRole('button', { name: 'Erase for good' }).click();
      await page.getByRole('status').filter({ hasText: "Tomas Berg's data was erased." }).waitFor();
      await expect.poll(() => cardToggle(page, 'Tomas Berg').count()).toBe(0);
      expect(await api.get<unknown[]>('/api/tutors')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Terms step states the retention periods the server is configured with', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await page.goto('/StudentTerms');
      const notice = page
        .getByRole('region', { name: 'Terms of service' })
        .getByRole('region', { name: 'How long we keep your information' });
      await notice.waitFor();
      // RETAIN_UNMATCHED_MONTHS=18 for this server; the other periods are the defaults.
      expect(await notice.getByRole('listitem').allTextContents()).toEqual([
        'An application that is never matched is deleted 18 months after it last changed.',
        'An application whose email address is never confirmed is deleted 30 days after it was sent.',
        "When a match ends, the match and both people's details are deleted 36 months later, unless they are in a newer match.",
        'Copies of the emails we send you are deleted 30 days after sending.',
        'Our record of which staff member viewed or changed an application holds no names or contact details and is deleted after 84 months.',
        'Your answers are kept on this device for 24 hours so you can come back to them; use Start again on a shared device.',
      ]);
      await notice.scrollIntoViewIfNeeded();
      await page.locator('.wizard-terms').screenshot({ path: path.join(SCREENSHOT_DIR, 'terms-retention.png') });
    } finally {
      await context.close();
    }
  });
});
