import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@tutoring/common';
import { signInOnPage } from './support/applications.js';
import { axeViolations, DESKTOP, newPage, pageAtRest, PHONE, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { setupCodeOf, startServerProcess } from './support/server.js';

// A fresh install: every link and the support address are the example.org placeholders.
const env = useServerAndBrowser();

const ADMIN = { username: 'lead', password: 'a long staff password' };
const COORDINATOR = { username: 'casey', password: 'casey has a long password' };
const BANNER = 'Families still see placeholder example.org addresses and links';
const ADMIN_LINK = 'Set your own on the Settings page';
const ASK_AN_ADMIN = "Ask an admin to set the organisation's own details on the Settings page.";

const bannerCount = (page: Page) => page.getByText(BANNER).count();

/** A coordinator added by the signed-in admin, signed in with the own password already chosen (the API's calls). */
async function addCoordinator(admin: Page, coordinator: Page): Promise<void> {
  const created = await admin.request.post('/api/staff', {
    data: { username: COORDINATOR.username, role: 'coordinator' },
  });
  expect(created.status()).toBe(201);
  const oneTime = ((await created.json()) as { oneTimePassword: string }).oneTimePassword;
  await coordinator.request
    .post('/api/user/login', { data: { username: COORDINATOR.username, password: oneTime } })
    .then((res) => expect(res.status()).toBe(200));
  await coordinator.request
    .put('/api/user/password', { data: { currentPassword: oneTime, newPassword: COORDINATOR.password } })
    .then((res) => expect(res.status()).toBe(200));
}

describe('the Settings page and the placeholder banner, in Chromium', () => {
  it('the first-run setup lands on Settings; saving the own details there removes the banner for everyone', async () => {
    const admin = await newPage(env.browser, env.server.url, DESKTOP);
    const phone = await newPage(env.browser, env.server.url, PHONE);
    const coordinator = await newPage(env.browser, env.server.url, DESKTOP);
    const family = await newPage(env.browser, env.server.url, PHONE);
    try {
      // The first account: the admin goes on to Settings, welcomed, with the banner and the link to fix it.
      await admin.page.goto('/registration');
      await admin.page.getByLabel('Username').fill(ADMIN.username);
      await admin.page.getByLabel('Password').fill(ADMIN.password);
      await admin.page.getByLabel('Setup code').fill(setupCodeOf(env.server.url) ?? '');
      await admin.page.getByRole('button', { name: 'REGISTER' }).click();
      await admin.page.waitForURL('**/settings?welcome');
      await admin.page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await admin.page.getByText('Welcome! Your account is ready.').waitFor();
      await admin.page.getByLabel('Support email').waitFor();
      expect(await admin.page.getByLabel('Support email').inputValue()).toBe('support@example.org');
      expect(await bannerCount(admin.page)).toBe(1);
      expect(await admin.page.getByRole('link', { name: ADMIN_LINK }).getAttribute('href')).toBe('/settings');
      expect(await admin.page.getByRole('link', { name: 'Settings', exact: true }).isVisible()).toBe(true);
      await pageAtRest(admin.page);
      expect(await axeViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, 'settings-1280');

      await signInOnPage(phone.page, ADMIN);
      await phone.page.getByRole('link', { name: ADMIN_LINK }).click();
      await phone.page.getByLabel('Support email').waitFor();
      await pageAtRest(phone.page);
      expect(await axeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'settings-375');

      // A coordinator sees the banner too, without a link they could not use, and no Settings in the menu.
      await addCoordinator(admin.page, coordinator.page);
      // Signed in by those calls (the page shares their cookies).
      await coordinator.page.goto('/admin');
      await coordinator.page.getByText(ASK_AN_ADMIN).waitFor();
      expect(await coordinator.page.getByRole('link', { name: ADMIN_LINK }).count()).toBe(0);
      expect(await coordinator.page.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);

      // A bad address is refused on the field, with the shared message, and nothing is saved.
      const field = (label: string) => admin.page.getByLabel(label, { exact: true });
      await field('Website').fill('riverside-tutors');
      await admin.page.getByRole('button', { name: 'Save settings' }).click();
      await admin.page.getByText(SETTINGS_MESSAGES.url).waitFor();
      expect(await field('Website').getAttribute('aria-invalid')).toBe('true');
      expect(await field('Website').evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await bannerCount(admin.page)).toBe(1);

      await field('Organisation name').fill('Riverside Tutors');
      await field('Website').fill('https://riverside-tutors.net');
      await field('Support email').fill('help@riverside-tutors.net');
      await field('Tutor guide').fill('https://riverside-tutors.net/tutor-guide');
      await field('Tutor training').fill('https://riverside-tutors.net/training');
      await field('Tutee guide').fill('https://riverside-tutors.net/family-guide');
      await field('Schools in the tutor form').fill('Riverside Academy\nHilltop School\n');
      await field('Years in the records filter').fill('2024, 2025');
      await admin.page.getByRole('button', { name: 'Save settings' }).click();
      await admin.page.getByText('Settings saved.').waitFor();
      await expect.poll(() => bannerCount(admin.page)).toBe(0);
      await admin.page.locator('.navbar-brand', { hasText: 'Riverside Tutors' }).waitFor();

      // The records filter offers the saved years and this one; the others see the change on their next page.
      await admin.page.getByRole('link', { name: 'Records', exact: true }).click();
      const years = admin.page.locator('#year-filter option');
      await years.first().waitFor({ state: 'attached' });
      const thisYear = String(new Date().getFullYear());
      expect(await years.allTextContents()).toEqual(['View All', ...new Set([thisYear, '2025', '2024'])]);
      await coordinator.page.reload();
      await coordinator.page.getByRole('link', { name: 'Tutors', exact: true }).waitFor();
      expect(await bannerCount(coordinator.page)).toBe(0);

      // The tutor form offers the saved schools, then Other.
      await family.page.goto('/TutorInfo');
      const school = family.page.getByRole('combobox', { name: 'School', exact: true });
      await school.waitFor();
      await expect
        .poll(async () => (await school.locator('option').allTextContents()).slice(1))
        .toEqual(['Riverside Academy', 'Hilltop School', 'Other']);
    } finally {
      for (const { context } of [admin, phone, coordinator, family]) await context.close();
    }
  });

  it('the start-up warning names the stored settings still at example.org, and none once saved', async () => {
    // The fresh install above warned about every link, and about MAIL_FROM, which only the environment sets.
    expect(env.server.output()).toContain(
      'Warning: the settings orgWebsite, supportEmail, tutorGuideUrl, tutorTrainingUrl, tuteeGuideUrl still name the placeholder example.org',
    );
    expect(env.server.output()).toContain('Warning: MAIL_FROM still names the placeholder example.org');
    // Restarted on the same data after the Settings page's save, with its own sender: nothing left to warn about.
    await env.server.stop();
    const restarted = await startServerProcess({
      ...env.databaseEnv,
      DATA_DIR: env.server.dataDir,
      MAIL_FROM: 'Riverside Tutors <no-reply@riverside-tutors.net>',
    });
    try {
      expect(restarted.output()).not.toContain('example.org');
      const config = (await (await fetch(`${restarted.url}/api/config`)).json()) as { supportEmail: string };
      expect(config.supportEmail).toBe('help@riverside-tutors.net');
    } finally {
      await restarted.dispose();
    }
  });
});
