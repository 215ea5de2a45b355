import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  signInOnPage,
  SPANISH_FAMILY,
  SPANISH_FAMILY_TUTOR_FLAGS,
  submitApplication,
  tutorApplication,
} from './support/applications.js';
import { axeViolations, DESKTOP, dialogShown, newPage, PHONE, screenshot } from './support/browser.js';
import { readEml, type ReadEmail } from './support/eml.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { openMatchConfirmation, recordsAfterMatch } from './support/matchPage.js';

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', SUPPORT_EMAIL: 'help@tutoring.example.org' });

const STAFF = { username: 'coordinator', password: 'a long staff password' };

/** The Spanish family, with the student's own address too (copied on the family's email). */
const FAMILY = { ...SPANISH_FAMILY, emailStudent: 'lucia.garcia@example.org' };

const TUTOR = tutorApplication('Dana', 'Avery', SPANISH_FAMILY_TUTOR_FLAGS);

/** The .eml files whose subject mentions the match, once the outbox has written `count` of them. */
async function matchEmails(count: number): Promise<ReadEmail[]> {
  const folder = path.join(env.server.dataDir, 'mail');
  const read = () =>
    (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readEml(fs.readFileSync(path.join(folder, name), 'utf8')))
      .filter((email) => /Dana Avery|Lucía García/.test(email.subject));
  await expect.poll(() => read().length, { timeout: 20_000 }).toBe(count);
  return read();
}

describe('Confirm Match sends the emails from the app, in Chromium', () => {
  it('queues both emails with the box on: the tutor in English, the Spanish family in Spanish with English below', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', FAMILY);
    await submitApplication(env.server.url, '/api/tutors', TUTOR);

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, STAFF);
      const dialog = await openMatchConfirmation(page, 'Lucía García', 'Dana Avery');
      await dialogShown(dialog);
      const sendBox = dialog.getByRole('checkbox', { name: 'Send these emails from the app' });
      expect(await sendBox.isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'match-confirmation-send', { fullPage: false });
      await page.setViewportSize(PHONE);
      await screenshot(page, 'match-confirmation-send-phone', { fullPage: false });
      await page.setViewportSize(DESKTOP);

      await dialog.getByRole('button', { name: 'Confirm Match' }).click();
      await recordsAfterMatch(page);

      const emails = await matchEmails(2);
      const tutorEmail = emails.find((email) => email.to === 'dana@school.example.org');
      expect(tutorEmail).toMatchObject({
        cc: 'help@tutoring.example.org',
        subject: 'Rochester Tutoring: you have been matched with Lucía García',
      });
      expect(tutorEmail?.text).toMatch(/^Hi Dana,/);
      const familyEmail = emails.find((email) => email.to === 'familia.garcia@example.org');
      expect(familyEmail).toMatchObject({
        cc: 'lucia.garcia@example.org, help@tutoring.example.org',
        subject: 'Rochester Tutoring: conozca al tutor de Lucía, Dana Avery',
      });
      const text = familyEmail?.text ?? '';
      expect(text).toMatch(/^Hola:\n\n¡Buenas noticias! Rochester Tutoring encontró un tutor voluntario para Lucía\./);
      // The English text follows the Spanish.
      const english = text.indexOf('Hello,\n\nGood news: Rochester Tutoring has found a volunteer tutor for Lucía!');
      expect(english).toBeGreaterThan(text.indexOf('El equipo de Rochester Tutoring'));

      // The match's record shows both emails sent, each with a Resend button.
      await page.getByRole('button', { name: 'Lucía García', exact: true }).click();
      const list = page.getByRole('region', { name: 'Emails sent from the app' });
      await list.getByRole('button', { name: 'Resend the Family email to familia.garcia@example.org' }).waitFor();
      await expect.poll(async () => (await list.getByText(/^Sent /).count()) === 2, { timeout: 20_000 }).toBe(true);
      expect(await list.getByText('Spanish').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'records-match-emails');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'records-match-emails-phone');

      // Resend queues a fresh copy: a third email on the record, a second .eml file to the family.
      await list.getByRole('button', { name: 'Resend the Family email to familia.garcia@example.org' }).first().click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
      const again = await matchEmails(3);
      expect(again.filter((email) => email.to === 'familia.garcia@example.org')).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
