import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TuteeRecord } from '@tutoring/common';
import { SPANISH_FAMILY, signInOnPage, submitApplication, tutorApplication } from './support/applications.js';
import { axeViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { writtenEmail } from './support/eml.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser({
  ORG_NAME: 'Rochester Tutoring',
  SUPPORT_EMAIL: 'help@tutoring.example.org',
  PUBLIC_URL: 'https://tutoring.example.org',
  MAIL_POLL_MS: '200',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };
const FAMILY = { ...SPANISH_FAMILY, emailGuardian: 'familia.links@example.org' };

/** The path of the link to `page` in an email written to the .eml files (the host is PUBLIC_URL's). */
function linkIn(text: string, page: string): string {
  const found = new RegExp(`https://tutoring\\.example\\.org(/${page}/[A-Za-z0-9_-]{22}\\?lang=[\\w-]+)`).exec(text);
  expect(found, text).not.toBeNull();
  return found![1]!;
}

async function tuteeRecord(staff: Page, list: 'active' | 'deactive'): Promise<TuteeRecord | undefined> {
  const records = (await (await staff.request.get(`/api/tutees/${list}`)).json()) as TuteeRecord[];
  return records.find((record) => record.email_guardian === FAMILY.emailGuardian);
}

/** The page at 375 and 1280 px wide, each checked by axe and kept under screenshots/. */
async function pictured(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

describe("An applicant's own links, in Chromium", () => {
  it('a Spanish family confirms its email address from the link in the confirmation email', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', FAMILY);
    const staff = await newPage(env.browser, env.server.url, DESKTOP);
    const family = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signInOnPage(staff.page, STAFF);
      expect(await tuteeRecord(staff.page, 'active')).toMatchObject({ tutee_email_unconfirmed: true });

      const email = await writtenEmail(
        env.server.dataDir,
        (written) => written.to.includes(FAMILY.emailGuardian) && written.subject.includes('recibimos su solicitud'),
      );
      expect(email.text).toContain('Por favor, confirme su dirección de correo electrónico');
      await family.page.goto(linkIn(email.text, 'confirm-email'));
      await family.page.getByRole('heading', { level: 1, name: 'Confirme su correo electrónico' }).waitFor();
      await pictured(family.page, 'confirm-email-es');

      await family.page.getByRole('button', { name: 'Confirmar mi correo electrónico' }).click();
      await family.page
        .getByRole('heading', { level: 1, name: 'Gracias, su correo electrónico está confirmado' })
        .waitFor();
      await pictured(family.page, 'confirm-email-done-es');
      expect(await tuteeRecord(staff.page, 'active')).toMatchObject({ tutee_email_unconfirmed: false });

      // The link works once.
      await family.page.reload();
      await family.page.getByRole('heading', { level: 1, name: 'Este enlace ya se usó' }).waitFor();
    } finally {
      await staff.context.close();
      await family.context.close();
    }
  });

  it('a family asks for a manage link, corrects its phone number and withdraws its application', async () => {
    const staff = await newPage(env.browser, env.server.url, DESKTOP);
    const family = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signInOnPage(staff.page, STAFF);
      await family.page.goto('/home?lang=es');
      await family.page.getByRole('link', { name: '¿Ya envió una solicitud? Gestionar mi solicitud' }).click();
      await family.page.getByRole('heading', { level: 1, name: 'Gestionar mi solicitud' }).waitFor();
      await pictured(family.page, 'manage-request-es');

      await family.page.getByLabel('Correo electrónico').fill(FAMILY.emailGuardian);
      await family.page.getByRole('button', { name: 'Enviarme un enlace' }).click();
      await family.page.getByText('Si tenemos una solicitud con esta dirección, le hemos enviado un enlace.').waitFor();
      await screenshot(family.page, 'manage-request-sent-es-375');

      const email = await writtenEmail(
        env.server.dataDir,
        (written) => written.to.includes(FAMILY.emailGuardian) && written.subject.includes('gestionar su solicitud'),
      );
      await family.page.goto(linkIn(email.text, 'manage'));
      await family.page.getByRole('button', { name: 'Ver mis solicitudes' }).click();
      await family.page.getByRole('heading', { level: 1, name: 'Mis solicitudes' }).waitFor();
      const card = family.page.getByRole('region', { name: 'Tutoría para Lucía' });
      await card.getByText('En revisión.', { exact: false }).waitFor();
      await pictured(family.page, 'manage-session-es');

      await card.getByLabel('Número de teléfono').fill('507-555-0199');
      await card.getByRole('button', { name: 'Guardar cambios' }).click();
      await card.getByText('Sus datos se guardaron.').waitFor();
      expect((await tuteeRecord(staff.page, 'active'))?.tutee_phone).toBe('+15075550199');

      await card.getByRole('button', { name: 'Retirar esta solicitud' }).click();
      await card.getByRole('button', { name: 'Sí, retirarla' }).click();
      await card.getByText('Finalizada').first().waitFor();
      expect(await tuteeRecord(staff.page, 'active')).toBeUndefined();
      expect((await tuteeRecord(staff.page, 'deactive'))?.tutee_withdrawn_at).toEqual(expect.any(String));

      // Staff see it on the Deactivated tab.
      await staff.page.goto('/admin');
      await staff.page.getByRole('tab', { name: /Deactivated/ }).click();
      await staff.page.getByText('Withdrawn by the applicant').first().waitFor();
    } finally {
      await staff.context.close();
      await family.context.close();
    }
  });

  it('shows the new pages to volunteers in English and Arabic', async () => {
    for (const lang of ['en', 'ar']) {
      const address = `volunteer.${lang}@school.example.org`;
      await submitApplication(env.server.url, '/api/tutors', {
        ...tutorApplication('Sami', 'Haddad'),
        email: address,
        preferred_language: lang,
      });
      const { context, page } = await newPage(env.browser, env.server.url, PHONE);
      try {
        const confirmation = await writtenEmail(env.server.dataDir, (written) => written.to.includes(address));
        await page.goto(linkIn(confirmation.text, 'confirm-email'));
        await page
          .getByRole('button')
          .filter({ hasText: lang === 'ar' ? 'تأكيد بريدي' : 'Confirm my email' })
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        await pictured(page, `confirm-email-${lang}`);

        await page.goto(`/manage?lang=${lang}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await pictured(page, `manage-request-${lang}`);
        await page.getByRole('textbox').fill(address);
        await page
          .getByRole('button')
          .filter({ hasText: lang === 'ar' ? 'أرسل لي' : 'Send me a link' })
          .click();
        const link = await writtenEmail(
          env.server.dataDir,
          (written) => written.to.includes(address) && written.text.includes('/manage/'),
        );
        await page.goto(linkIn(link.text, 'manage'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await pictured(page, `manage-open-${lang}`);
        await page.getByRole('main').getByRole('button').click();
        await page.getByRole('region').first().waitFor();
        await pictured(page, `manage-session-${lang}`);

        await page.goto(`/confirm-email/${'x'.repeat(22)}?lang=${lang}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await pictured(page, `confirm-email-gone-${lang}`);
      } finally {
        await context.close();
      }
    }
  });
});
