import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, newPage, PHONE, screenshot } from './support/browser.js';
import { signInOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

// Every staff member must sign in in two steps here.
const env = useServerAndBrowser({ STAFF_MFA: 'required' });

const STAFF = { username: 'lead', password: 'a long staff password' };

describe('two-step sign-in required (STAFF_MFA=required) in Chromium', () => {
  it('shows only the set-up until an authenticator is on, then the page asked for', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signInOnPage(page, STAFF);
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      // The server holds to it too: the staff data stays closed.
      expect((await page.request.get('/api/tutees')).status()).toBe(403);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'two-step-required-phone');

      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const key = page.getByLabel('Key for your authenticator app');
      await key.waitFor();
      const secret = (await key.innerText()).replace(/\s/g, '');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'two-step-setup-phone');
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      await page.getByLabel('2. Enter the 6-digit code the app now shows for this account.').fill(code);
      await page.getByRole('button', { name: 'TURN ON' }).click();
      await page.getByRole('textbox', { name: 'Your recovery codes' }).waitFor();
      await screenshot(page, 'two-step-codes-phone');
      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor({ state: 'detached' });
      expect((await page.request.get('/api/tutees')).status()).toBe(200);
      expect(page.url()).toMatch(/\/admin$/);
    } finally {
      await context.close();
    }
  });
});
