import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchRecord, TuteeRecord, TutorRecord } from '@tutoring/common';
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

// The family's check-in (which carries the concern link) is due at once and the outbox looks often.
const env = useServerAndBrowser({
  ORG_NAME: 'Rochester Tutoring',
  SUPPORT_EMAIL: 'help@tutoring.example.org',
  PUBLIC_URL: 'https://tutoring.example.org',
  CHECKIN_FAMILY_BUSINESS_DAYS: '0',
  MAIL_POLL_MS: '200',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };
const REPORT = 'El tutor no llegó dos veces y nos habló mal.';
const SECOND_FAMILY = {
  ...SPANISH_FAMILY,
  firstName: 'Mateo',
  lastName: 'Ruiz',
  emailGuardian: 'familia.ruiz@example.org',
};

/** Matches the newest waiting tutee and the newest available tutor through the API, as the staff page signed in. */
async function matchNewest(page: Page): Promise<number> {
  const [tutee] = ((await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[]).slice(-1);
  const [tutor] = ((await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[]).slice(-1);
  const created = await page.request.post('/api/matches', { data: { tutee_id: tutee!.id, tutor_id: tutor!.id } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as MatchRecord).match_id;
}

/** The path of the first link to `page` (/concern/, /survey/) in the newest email to `address` holding one. */
async function emailedLink(address: string, page: 'concern' | 'survey'): Promise<string> {
  const pattern = new RegExp(`https://tutoring\\.example\\.org(/${page}/[A-Za-z0-9_-]{22}\\?lang=es)`);
  const email = await writtenEmail(
    env.server.dataDir,
    (written) => written.to.includes(address) && pattern.test(written.text),
  );
  return pattern.exec(email.text)![1]!;
}

describe('Report a concern and How did it go?, in Chromium', () => {
  it('a Spanish family reports a concern from its email; staff close it for safety from Needs attention', async () => {
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
      const matchId = await matchNewest(staff.page);
      const link = await emailedLink(SPANISH_FAMILY.emailGuardian, 'concern');

      await wide.page.goto(link);
      await wide.page.getByRole('heading', { level: 1, name: 'Informar de una preocupación' }).waitFor();
      expect(await axeViolations(wide.page)).toEqual([]);
      await screenshot(wide.page, 'concern-spanish-1280');

      await family.page.goto(link);
      await family.page.getByRole('heading', { level: 1, name: 'Informar de una preocupación' }).waitFor();
      await family.page.getByRole('button', { name: 'Enviar a nuestro equipo' }).click();
      await family.page.getByText('Por favor, escriba qué pasó.').waitFor();
      await family.page.getByLabel('¿Qué pasó?').fill(REPORT);
      await family.page.getByLabel('Sí, por teléfono').check();
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'concern-spanish-375');
      await family.page.getByRole('button', { name: 'Enviar a nuestro equipo' }).click();
      await family.page.getByRole('heading', { level: 1, name: 'Gracias por contárnoslo' }).waitFor();
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'concern-spanish-sent-375');

      // The admins hear that there is a concern, never what it says.
      const notice = await writtenEmail(env.server.dataDir, (written) =>
        /a concern was reported/.test(written.subject),
      );
      expect(notice.subject).toBe(`Rochester Tutoring: a concern was reported about match ${matchId}`);
      expect(notice.to).toContain('help@tutoring.example.org');
      expect(notice.text).not.toContain('tutor no llegó');

      await staff.page.goto('/attention');
      const item = staff.page.locator('.attention-item', { hasText: 'Concern reported' });
      await item.getByText(REPORT).waitFor();
      expect(await item.locator('h2').textContent()).toBe('UrgentConcern reported · Lucía García and Dana Avery');
      await item.getByText('They would like a phone call about it.').waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);
      await screenshot(staff.page, 'attention-concern-1280');
      await staff.page.setViewportSize(PHONE);
      await screenshot(staff.page, 'attention-concern-375');
      await staff.page.setViewportSize(DESKTOP);

      await item.getByRole('button', { name: 'Close concern' }).click();
      await item.getByLabel('Safety or conduct: end the match').check();
      await item.getByLabel('Close the concern about Lucía García').fill('Called the family; the tutor is barred.');
      expect(await axeViolations(staff.page)).toEqual([]);
      await item.getByRole('button', { name: 'Close concern' }).click();
      await staff.page
        .getByText('Concern closed and the match ended: Lucía García and Dana Avery.', { exact: false })
        .waitFor();
      await staff.page.getByText('Nothing needs attention.').waitFor();

      const record = (await (await staff.page.request.get(`/api/matches/${matchId}`)).json()) as MatchRecord;
      expect(record.end_reason).toBe('safety_concern');
    } finally {
      await Promise.all([staff.context.close(), family.context.close(), wide.context.close()]);
    }
  });

  it('a Spanish family answers How did it go? from its email, and the record shows the answer', async () => {
    await submitApplication(env.server.url, '/api/tutees', SECOND_FAMILY);
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Eli', 'Moreno', SPANISH_FAMILY_TUTOR_FLAGS),
    );
    const staff = await newPage(env.browser, env.server.url, DESKTOP);
    const family = await newPage(env.browser, env.server.url, PHONE);
    const wide = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(staff.page, STAFF);
      const matchId = await matchNewest(staff.page);
      const ended = await staff.page.request.post(`/api/matches/${matchId}/end`, { data: { reason: 'finished' } });
      expect(ended.status()).toBe(200);
      const link = await emailedLink(SECOND_FAMILY.emailGuardian, 'survey');

      await wide.page.goto(link);
      await wide.page.getByRole('heading', { level: 1, name: '¿Cómo fue?' }).waitFor();
      expect(await axeViolations(wide.page)).toEqual([]);
      await screenshot(wide.page, 'survey-spanish-1280');

      await family.page.goto(link);
      await family.page.getByRole('heading', { level: 1, name: '¿Cómo fue?' }).waitFor();
      await family.page.getByRole('button', { name: 'Enviar' }).click();
      await family.page.getByText('Elija una calificación del 1 al 5.').waitFor();
      await family.page.getByRole('radio', { name: '4' }).check({ force: true });
      await family.page.getByLabel('¿Algo más que quiera contarnos? (opcional)').fill('Muy paciente con Mateo.');
      expect(await axeViolations(family.page)).toEqual([]);
      await screenshot(family.page, 'survey-spanish-375');
      await family.page.getByRole('button', { name: 'Enviar' }).click();
      await family.page.getByRole('heading', { level: 1, name: 'Gracias' }).waitFor();

      await staff.page.goto('/records');
      const card = staff.page.locator('.expandable-card', { hasText: 'Mateo Ruiz' });
      await card.locator('.card-toggle').click();
      const answers = card.locator('.match-surveys');
      await answers.getByText('4 of 5').waitFor();
      await answers.getByText('Muy paciente con Mateo.').waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);
      await screenshot(staff.page, 'records-survey-1280');

      await staff.page.goto('/overview');
      await staff.page.getByRole('heading', { name: 'Follow-up this school year' }).waitFor();
      await staff.page.getByText('Average rating (1 answer)').waitFor();
      await staff.page.locator('.overview-stat', { hasText: 'Average rating' }).getByText('4 of 5').waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);
      await screenshot(staff.page, 'overview-follow-up-1280');
    } finally {
      await Promise.all([staff.context.close(), family.context.close(), wide.context.close()]);
    }
  });
});
