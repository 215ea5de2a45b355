import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TuteeRecord, TutorRecord } from '@tutoring/common';
import {
  signInOnPage,
  SPANISH_FAMILY,
  SPANISH_FAMILY_TUTOR_FLAGS,
  submitApplication,
  tutorApplication,
} from './support/applications.js';
import { axeViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { writtenEmail } from './support/eml.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

// The family's check-in is due at once (0 business days) and the outbox looks often, so the test need not wait days;
// the tutor's stays due in 7 business days, and the family's yes cancels it.
const env = useServerAndBrowser({
  ORG_NAME: 'Rochester Tutoring',
  SUPPORT_EMAIL: 'help@tutoring.example.org',
  PUBLIC_URL: 'https://tutoring.example.org',
  CHECKIN_FAMILY_BUSINESS_DAYS: '0',
  MAIL_POLL_MS: '200',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };

const CHECKIN_SUBJECT = 'Rochester Tutoring: ¿su tutor se ha comunicado con usted?';

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('"Did you meet?" check-ins, in Chromium', () => {
  it('a Spanish family opens the Yes link of its email, presses Yes, and the match shows as met', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', SPANISH_FAMILY);
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Dana', 'Avery', SPANISH_FAMILY_TUTOR_FLAGS),
    );
    const staff = await newPage(env.browser, env.server.url, DESKTOP);
    const family = await newPage(env.browser, env.server.url, PHONE);
    const wide = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(staff.page, STAFF);
      const [tutee] = (await (await staff.page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      const [tutor] = (await (await staff.page.request.get('/api/tutors/active')).json()) as TutorRecord[];
      const created = await staff.page.request.post('/api/matches', {
        data: { tutee_id: tutee!.id, tutor_id: tutor!.id },
      });
      expect(created.status()).toBe(201);

      const email = await writtenEmail(env.server.dataDir, (written) => written.subject === CHECKIN_SUBJECT);
      expect(email.to).toContain('familia.garcia@example.org');
      expect(email.text).toContain('¿Su tutor se ha comunicado con usted?');
      expect(email.text).toContain('Has your tutor contacted you?');
      const yes = /https:\/\/tutoring\.example\.org(\/checkin\/[A-Za-z0-9_-]{22}\?answer=yes&lang=es)/.exec(email.text);
      expect(yes, email.text).not.toBeNull();
      const link = yes![1]!;

      // Opening the link only shows the question, in Spanish, with the answer the email led to first.
      await family.page.goto(link);
      const question = family.page.getByRole('heading', { level: 1, name: '¿Su tutor se ha comunicado con usted?' });
      await question.waitFor();
      expect(await documentLanguage(family.page)).toBe('es');
      const buttons = family.page.getByRole('main').getByRole('button');
      expect(await buttons.allTextContents()).toEqual(['Sí, estamos en contacto', 'No, todavía no']);
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'checkin-spanish-375');

      // Without its ?lang= the link still opens in the family's language, which the server holds.
      await wide.page.goto(link.replace('&lang=es', ''));
      await wide.page.getByRole('heading', { level: 1, name: '¿Su tutor se ha comunicado con usted?' }).waitFor();
      expect(await axeViolations(wide.page)).toEqual([]);
      await screenshot(wide.page, 'checkin-spanish-1280');

      await family.page.getByRole('button', { name: 'Sí, estamos en contacto' }).click();
      await family.page.getByRole('heading', { level: 1, name: 'Gracias' }).waitFor();
      await family.page.getByText('¡Nos alegra que estén en contacto!', { exact: false }).waitFor();
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'checkin-spanish-thanks-375');

      // The same link again: used, said in Spanish.
      await wide.page.reload();
      await wide.page.getByRole('heading', { level: 1, name: 'Este enlace ya se usó' }).waitFor();
      expect(await axeViolations(wide.page)).toEqual([]);
      await screenshot(wide.page, 'checkin-spanish-used-1280');

      await staff.page.goto('/records');
      await staff.page.getByText('Contact: met').waitFor();
      // The match's profile says it too.
      const card = staff.page.locator('.expandable-card', { hasText: 'Lucía García' });
      await card.locator('.card-toggle').click();
      await card.locator('.end-facts').getByText('met', { exact: true }).waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);
      await screenshot(staff.page, 'records-contact-met-1280');
    } finally {
      await Promise.all([staff.context.close(), family.context.close(), wide.context.close()]);
    }
  });
});
