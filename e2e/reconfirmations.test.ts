import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  signInOnPage,
  SPANISH_FAMILY,
  SPANISH_FAMILY_TUTOR_FLAGS,
  submitApplication,
  tutorApplication,
} from './support/applications.js';
import { axeViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { writtenEmail, type ReadEmail } from './support/eml.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

// The outbox looks often, so the questions are written as soon as staff start the round.
const env = useServerAndBrowser({
  ORG_NAME: 'Rochester Tutoring',
  SUPPORT_EMAIL: 'help@tutoring.example.org',
  PUBLIC_URL: 'https://tutoring.example.org',
  MAIL_POLL_MS: '200',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };
const FAMILY_SUBJECT = 'Rochester Tutoring: ¿todavía necesita un tutor?';
const TUTOR_SUBJECT = 'Rochester Tutoring: are you still available to tutor?';

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The path of an email's Yes or No link. */
function linkOf(email: ReadEmail, answer: 'yes' | 'no'): string {
  const found = new RegExp(
    `https://tutoring\\.example\\.org(/reconfirm/[A-Za-z0-9_-]{22}\\?answer=${answer}&lang=[\\w-]+)`,
  ).exec(email.text);
  expect(found, email.text).not.toBeNull();
  return found![1]!;
}

describe('reconfirmation of the waiting list, in Chromium', () => {
  it('staff start a round; the family answers yes from its email, the tutor no, and staff resume the tutor', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', SPANISH_FAMILY);
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Dana', 'Avery', SPANISH_FAMILY_TUTOR_FLAGS),
    );
    const staff = await newPage(env.browser, env.server.url, DESKTOP);
    const family = await newPage(env.browser, env.server.url, PHONE);
    const tutor = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      // Staff start the round from the Tutors page, through its confirmation dialog.
      await signInOnPage(staff.page, STAFF);
      await staff.page.goto('/tutors');
      await staff.page.getByRole('button', { name: 'Ask who is still waiting…' }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'Ask the waiting list to reconfirm?' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Send on').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await axeViolations(staff.page)).toEqual([]);
      await screenshot(staff.page, 'reconfirm-round-dialog-1280');
      await dialog.getByRole('button', { name: 'Send the emails' }).click();
      await staff.page.getByText('Asked 1 family and 1 tutor.', { exact: false }).waitFor();

      // The family's email is in Spanish with the English below; its Yes link opens the question, reading only.
      const familyEmail = await writtenEmail(env.server.dataDir, (email) => email.subject === FAMILY_SUBJECT);
      expect(familyEmail.to).toContain('familia.garcia@example.org');
      expect(familyEmail.text).toContain('¿Todavía necesita un tutor?');
      expect(familyEmail.text).toContain('Do you still need a tutor?');
      await family.page.goto(linkOf(familyEmail, 'yes'));
      await family.page.getByRole('heading', { level: 1, name: '¿Todavía necesita un tutor?' }).waitFor();
      expect(await documentLanguage(family.page)).toBe('es');
      expect(await family.page.getByRole('main').getByRole('button').allTextContents()).toEqual([
        'Sí, todavía necesitamos un tutor',
        'No, ya no lo necesitamos',
      ]);
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'reconfirm-family-375');
      await family.page.getByRole('button', { name: 'Sí, todavía necesitamos un tutor' }).click();
      await family.page.getByRole('heading', { level: 1, name: 'Gracias' }).waitFor();
      await family.page.getByText('Sigue en nuestra lista de espera.', { exact: false }).waitFor();
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'reconfirm-family-thanks-375');

      // The tutor follows the No link: the No button comes first.
      const tutorEmail = await writtenEmail(env.server.dataDir, (email) => email.subject === TUTOR_SUBJECT);
      await tutor.page.goto(linkOf(tutorEmail, 'no'));
      await tutor.page.getByRole('heading', { level: 1, name: 'Are you still available to tutor?' }).waitFor();
      expect(await tutor.page.getByRole('main').getByRole('button').allTextContents()).toEqual([
        'No, not at the moment',
        'Yes, I am still available',
      ]);
      expect(await axeViolations(tutor.page)).toEqual([]);
      await screenshot(tutor.page, 'reconfirm-tutor-1280');
      await tutor.page.getByRole('button', { name: 'No, not at the moment' }).click();
      await tutor.page.getByText('paused your volunteering', { exact: false }).waitFor();
      await tutor.page.reload();
      await tutor.page.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor();

      // Staff see when the family confirmed, on its card.
      await staff.page.goto('/admin');
      const tuteeCard = staff.page.locator('.expandable-card', { hasText: 'Lucía García' });
      await tuteeCard.locator('.card-toggle').click();
      await tuteeCard.getByText('Last reconfirmed').waitFor();

      // Staff see the tutor paused, and resume them.
      await staff.page.goto('/tutors');
      const card = staff.page.locator('.expandable-card', { hasText: 'Dana Avery' });
      await card.getByText('Paused', { exact: true }).waitFor();
      await card.locator('.card-toggle').click();
      await card.getByText('The tutor said they are not available.', { exact: false }).waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);
      await screenshot(staff.page, 'reconfirm-tutor-paused-1280');
      await card.getByRole('button', { name: 'Resume' }).click();
      await card.getByText('Paused', { exact: true }).waitFor({ state: 'detached' });
    } finally {
      await Promise.all([staff.context.close(), family.context.close(), tutor.context.close()]);
    }
  });
});
