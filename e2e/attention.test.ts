import { describe, expect, it } from 'vitest';
import type { TuteeRecord, TutorRecord } from '@tutoring/common';
import {
  AMINA_TUTEE,
  AMINA_TUTOR_FLAGS,
  signInOnPage,
  SPANISH_FAMILY,
  SPANISH_FAMILY_TUTOR_FLAGS,
  submitApplication,
  tutorApplication,
} from './support/applications.js';
import { axeViolations, DESKTOP, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import { writtenEmail } from './support/eml.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

// The families' check-ins are due at once and the outbox looks often, so both can answer "no" within the test.
const env = useServerAndBrowser({
  ORG_NAME: 'Rochester Tutoring',
  PUBLIC_URL: 'https://tutoring.example.org',
  CHECKIN_FAMILY_BUSINESS_DAYS: '0',
  MAIL_POLL_MS: '200',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };

describe('Needs attention, in Chromium', () => {
  it('shows two "no" answers from the nav badge; one is marked handled, the other ended and rematched', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', SPANISH_FAMILY);
    await submitApplication(env.server.url, '/api/tutees', AMINA_TUTEE);
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Dana', 'Avery', SPANISH_FAMILY_TUTOR_FLAGS),
    );
    await submitApplication(env.server.url, '/api/tutors', tutorApplication('Omar', 'Abdi', AMINA_TUTOR_FLAGS));

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, STAFF);
      const tutees = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      const tutors = (await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[];
      const tuteeId = (name: string) => tutees.find((tutee) => tutee.tutee_firstname === name)!.id;
      const tutorId = (name: string) => tutors.find((tutor) => tutor.tutor_first_name === name)!.id;
      for (const [tutee, tutor] of [
        ['Lucía', 'Dana'],
        ['Amina', 'Omar'],
      ] as const) {
        const created = await page.request.post('/api/matches', {
          data: { tutee_id: tuteeId(tutee), tutor_id: tutorId(tutor) },
        });
        expect(created.status()).toBe(201);
      }

      // Each family answers its check-in "No" through the link in its email.
      for (const address of ['familia.garcia@example.org', AMINA_TUTEE.emailGuardian]) {
        const email = await writtenEmail(
          env.server.dataDir,
          (written) => written.to.includes(address) && /checkin\//.test(written.text),
        );
        const token = /\/checkin\/([A-Za-z0-9_-]{22})\?answer=no/.exec(email.text)?.[1];
        expect(token, email.text).toBeDefined();
        const answered = await page.request.post(`/api/checkins/${token}`, { data: { answer: 'no' } });
        expect(answered.status()).toBe(200);
      }

      // The badge is read when the navigation first shows: a fresh load counts the two.
      await page.goto('/overview');
      const navLink = page.getByRole('link', { name: 'Needs attention 2 items' });
      await navLink.waitFor();
      await page.getByText('2 items need attention').waitFor();
      await navLink.click();
      await page.waitForURL(/\/attention$/);
      await page.getByRole('heading', { level: 1, name: 'Needs attention' }).waitFor();
      const items = page.locator('.attention-item h2');
      expect(await items.allTextContents()).toEqual([
        'No contact · Lucía García and Dana Avery',
        'No contact · Amina Hassan and Omar Abdi',
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'attention-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'attention-375');
      await page.setViewportSize(DESKTOP);

      // Mark the first handled, with a note.
      const first = page.locator('.attention-item').first();
      await first.getByRole('button', { name: 'Mark handled' }).click();
      await first.getByRole('textbox', { name: 'What was done about Lucía García' }).fill('Called the family.');
      expect(await axeViolations(page)).toEqual([]);
      await first.getByRole('button', { name: 'Save as handled' }).click();
      await page.getByText('Marked handled: Lucía García and Dana Avery.').waitFor();
      await expect.poll(() => items.count()).toBe(1);
      await page.getByRole('link', { name: 'Needs attention 1 item' }).waitFor();

      // End the other with "no contact" chosen already, and go on to find a new tutor.
      await page.getByRole('button', { name: 'End match and find a new tutor' }).click();
      const dialog = page.getByRole('dialog');
      await dialogShown(dialog);
      expect(await dialog.getByRole('radio', { name: 'No contact / no-show' }).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'attention-end-1280', { fullPage: false });
      await dialog.getByRole('button', { name: 'End match' }).click();
      await page.waitForURL(new RegExp(`/match\\?tutee=${tuteeId('Amina')}$`));
      await page.getByText('Previously matched with Omar Abdi').waitFor();
      await page.getByRole('link', { name: 'Needs attention', exact: true }).waitFor();

      const left = (await (await page.request.get('/api/attention')).json()) as unknown[];
      expect(left).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
