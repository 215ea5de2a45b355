// Issue 28: staff may still activate and match an application whose email address is not confirmed (a phone call
// may have confirmed it), but the Activate and Match Confirmation dialogs warn them first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TuteeRecord } from '@tutoring/common';
import { AMINA_TUTEE, signInOnPage, submitApplication, tutorApplication } from './support/applications.js';
import { axeViolations, DESKTOP, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import { writtenEmail } from './support/eml.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { openMatchConfirmation } from './support/matchPage.js';

const env = useServerAndBrowser({
  PUBLIC_URL: 'https://tutoring.example.org',
  MAIL_POLL_MS: '200',
  SUBMISSIONS_PER_HOUR: '500',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };
const UNCONFIRMED = { ...AMINA_TUTEE, emailGuardian: 'amina.family@example.org' };
const CONFIRMED = { ...AMINA_TUTEE, firstName: 'Bilal', emailGuardian: 'bilal.family@example.org' };
const TUTOR = tutorApplication('Jordan', 'Reyes');
const ACTIVATE_WARNING =
  'This email address has not been confirmed. Activate only if you have confirmed it another way, for example by phone.';

/** Presses the "Confirm your email address" link emailed to `address`, as the applicant's button does. */
async function confirmAddress(address: string): Promise<void> {
  const email = await writtenEmail(env.server.dataDir, (written) => written.to.includes(address));
  const token = /\/confirm-email\/([A-Za-z0-9_-]{22})\?/.exec(email.text)?.[1];
  expect(token, email.text).toBeDefined();
  const res = await fetch(`${env.server.url}/api/applications/confirm-email/${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
}

async function tutee(page: Page, firstName: string): Promise<TuteeRecord> {
  const records = (await (await page.request.get('/api/tutees')).json()) as TuteeRecord[];
  const found = records.find((record) => record.tutee_firstname === firstName);
  if (!found) throw new Error(`no tutee ${firstName}`);
  return found;
}

describe('warnings about unconfirmed email addresses, in Chromium', () => {
  it('the Match Confirmation and Activate dialogs warn for an unconfirmed address only, and both still work', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', UNCONFIRMED);
    await submitApplication(env.server.url, '/api/tutees', CONFIRMED);
    await submitApplication(env.server.url, '/api/tutors', TUTOR);
    await confirmAddress(CONFIRMED.emailGuardian);
    await confirmAddress(TUTOR.email as string);

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, STAFF);
      // Match Confirmation: the unconfirmed family is named in a warning; Cancel only closes.
      let dialog = await openMatchConfirmation(page, 'Amina Hassan', 'Jordan Reyes');
      await dialogShown(dialog);
      await dialog.getByText('Amina Hassan has not confirmed their email address', { exact: false }).waitFor();
      expect(await dialog.locator('.alert-warning').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'match-unconfirmed-warning-1280');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.goto('/admin');
      dialog = await openMatchConfirmation(page, 'Bilal Hassan', 'Jordan Reyes');
      await dialog.getByRole('tab').first().waitFor();
      expect(await dialog.locator('.alert-warning').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Activate: both deactivated; the unconfirmed one asks first, the confirmed one activates at once.
      for (const name of ['Amina', 'Bilal']) {
        const { id } = await tutee(page, name);
        expect((await page.request.put('/api/tutees/changeStatus', { data: { id } })).status()).toBe(200);
      }
      await page.setViewportSize(PHONE);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Deactivated Tutees' }).click();
      await page.getByRole('button', { name: 'Activate Amina Hassan' }).click();
      const ask = page.getByRole('dialog', { name: 'Activate Amina Hassan?' });
      await dialogShown(ask);
      await ask.getByText(ACTIVATE_WARNING).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'activate-unconfirmed-375');
      // Cancel leaves it deactivated; Activate in the dialog activates it.
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect((await tutee(page, 'Amina')).active_tutee).toBe(false);
      await page.getByRole('button', { name: 'Activate Amina Hassan' }).click();
      await dialogShown(ask);
      await ask.getByRole('button', { name: 'Activate', exact: true }).click();
      await expect.poll(async () => (await tutee(page, 'Amina')).active_tutee).toBe(true);

      await page.getByRole('button', { name: 'Activate Bilal Hassan' }).click();
      await expect.poll(async () => (await tutee(page, 'Bilal')).active_tutee).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
