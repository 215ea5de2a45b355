import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, DESKTOP, newContext, PHONE, screenshot } from './support/browser.js';
import { signInOnPage, signOutOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();

const STAFF = { username: 'lead', password: 'a long staff password' };

/** A passkey's relying party is a host name, never an address: the browser opens the app as localhost. */
const localhostUrl = () => env.server.url.replace('127.0.0.1', 'localhost');

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
}

describe('passkeys in Chromium (virtual authenticator)', () => {
  it('adds a passkey on /account, signs in with it at the second step, and removes it', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    const context = await newContext(env.browser, { baseURL: localhostUrl(), viewport: DESKTOP });
    const phone = await newContext(env.browser, { baseURL: localhostUrl(), viewport: PHONE });
    try {
      const page = await context.newPage();
      // Chromium's built-in authenticator for tests: a platform passkey that verifies the user without asking.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      await signInOnPage(page, STAFF);
      await page.goto('/account');
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section.getByLabel('Name for a new passkey (such as "Work laptop")').fill('Work laptop');
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      // The first factor of the account: the recovery codes come with it, once.
      const codes = section.getByRole('textbox', { name: 'Your recovery codes' });
      await codes.waitFor();
      expect((await codes.inputValue()).split('\n')).toHaveLength(10);
      await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await section.getByText('On: sign-in asks for a second step after your password.').waitFor();
      const passkeys = section.getByRole('region', { name: 'Passkeys' });
      await passkeys.getByText('Work laptop', { exact: true }).waitFor();
      const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(stored.credentials).toHaveLength(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'account-passkeys');

      // Signed out and in: the second step offers the passkey, and the authenticator answers for it.
      await signOutOnPage(page);
      await passwordStep(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'login-passkey-step');
      await page.getByRole('button', { name: 'USE A PASSKEY' }).click();
      await page.waitForURL('**/admin');
      expect((await page.request.get('/api/user')).status()).toBe(200);
      expect(
        (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]?.signCount,
      ).toBeGreaterThan(0);

      // The same step on a phone, where no authenticator answers: the code field stays the way in.
      const phonePage = await phone.newPage();
      await passwordStep(phonePage);
      await phonePage.getByRole('button', { name: 'USE A PASSKEY' }).waitFor();
      await screenshot(phonePage, 'login-passkey-step-phone');

      // Removed from /account: the next sign-in asks for the password only.
      await page.goto('/account');
      await passkeys.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
      await section.getByText('The passkey Work laptop was removed.').waitFor();
      await section.getByText('Off: sign-in asks for your password only.').waitFor();
      await signOutOnPage(page);
      await signInOnPage(page, STAFF);
    } finally {
      await context.close();
      await phone.close();
    }
  });
});
