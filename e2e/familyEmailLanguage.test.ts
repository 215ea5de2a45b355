import { describe, expect, it } from 'vitest';
import {
  signInOnPage,
  SPANISH_FAMILY,
  SPANISH_FAMILY_TUTOR_FLAGS,
  submitApplication,
  tutorApplication,
} from './support/applications.js';
import { axeViolations, DESKTOP, newContext, screenshot } from './support/browser.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { openMatchConfirmation } from './support/matchPage.js';

const env = useServerAndBrowser({
  ORG_NAME: 'Rochester Tutoring',
  SUPPORT_EMAIL: 'help@tutoring.example.org',
  TUTEE_GUIDE_URL: 'https://tutoring.example.org/tutee-guide',
});

const STAFF = { username: 'coordinator', password: 'a long staff password' };

const TUTOR = tutorApplication('Dana', 'Avery', SPANISH_FAMILY_TUTOR_FLAGS);

/** The email to Lucía's guardian as a Spanish-speaking family should read it, written out here rather than built. */
const SPANISH_EMAIL = `Hola:

¡Buenas noticias! Rochester Tutoring encontró un tutor voluntario para Lucía.

Tutor: Dana Avery
Grado: 11.º grado
Escuela: Mayo High School
Correo electrónico: dana@school.example.org
Teléfono: +15075550100

Dana Avery se comunicará por correo electrónico para organizar la primera sesión. Recomendamos sesiones por video en línea, por ejemplo en Zoom, Google Meet o Skype.
Si el tutor no se comunica después de 5 días hábiles, escríbanos a help@tutoring.example.org.

Guía para estudiantes: https://tutoring.example.org/tutee-guide

Saludos cordiales,
El equipo de Rochester Tutoring`;

describe("the family's email in its own language, in Chromium", () => {
  it('a family that applied in Spanish gets its match email in English and in Spanish, each copyable', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', SPANISH_FAMILY);
    await submitApplication(env.server.url, '/api/tutors', TUTOR);

    const context = await newContext(env.browser, {
      baseURL: env.server.url,
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    try {
      await signInOnPage(page, STAFF);
      const dialog = await openMatchConfirmation(page, 'Lucía García', 'Dana Avery');

      await expect
        .poll(() => dialog.getByRole('tab').allTextContents())
        .toEqual(['Email to Tutor', 'Email to Guardian (English)', 'Email to Guardian (Spanish)']);

      await dialog.getByRole('tab', { name: 'Email to Guardian (English)' }).click();
      const body = dialog.getByRole('textbox', { name: 'Email text' });
      // The tab's text replaces the tutor's after the click has been handled: wait for it rather than read at once.
      await expect
        .poll(() => body.inputValue())
        .toMatch(/^Hello,\n\nGood news: Rochester Tutoring has found a volunteer tutor for Lucía!/);

      const spanishTab = dialog.getByRole('tab', { name: 'Email to Guardian (Spanish)' });
      await spanishTab.click();
      await expect.poll(() => spanishTab.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => body.inputValue()).toBe(SPANISH_EMAIL);
      // Marked as Spanish, so a screen reader reads it with Spanish pronunciation.
      expect(await body.getAttribute('lang')).toBe('es');
      expect(await dialog.getByText('Rochester Tutoring: conozca al tutor de Lucía, Dana Avery').count()).toBe(1);

      await dialog.getByRole('button', { name: 'Copy Email to Guardian (Spanish)' }).click();
      await dialog.getByRole('status').filter({ hasText: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SPANISH_EMAIL);

      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'match-confirmation-family-spanish', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
