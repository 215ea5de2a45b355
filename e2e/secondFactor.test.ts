import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { signInOnPage, signOutOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();

const STAFF = { username: 'lead', password: 'a long staff password' };

/** The code the staff member's authenticator app shows, `offsetSteps` time steps (30 s each) from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** The password step: the card then asks for the second factor, still on /login. */
async function passwordStep(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
}

async function codeStep(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'VERIFY' }).click();
}

describe('two-step sign-in in Chromium', () => {
  it('sets up an authenticator on /account, then signs in with its code, and with a recovery code once', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    const phone = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signInOnPage(page, STAFF);
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section.getByText('Off: sign-in asks for your password only.').waitFor();
      await section.getByRole('button', { name: 'Set up an authenticator app' }).click();

      // The QR code and the same key as text, for typing into the app by hand.
      const qr = section.getByRole('img', { name: 'QR code to add this account to an authenticator app' });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const secret = (await section.getByLabel('Key for your authenticator app').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'account-two-step-setup');

      // A wrong code is refused with the reason; the right one turns it on and shows the recovery codes once.
      await section.getByLabel('2. Enter the 6-digit code the app now shows for this account.').fill('000000');
      await section.getByRole('button', { name: 'TURN ON' }).click();
      await section.getByText(/^That code is not right\./).waitFor();
      await section.getByLabel('2. Enter the 6-digit code the app now shows for this account.').fill(codeOf(secret));
      await section.getByRole('button', { name: 'TURN ON' }).click();
      const codesField = section.getByRole('textbox', { name: 'Your recovery codes' });
      await codesField.waitFor();
      const recoveryCodes = (await codesField.inputValue()).split('\n');
      expect(recoveryCodes).toHaveLength(10);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'account-two-step-codes');
      await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await section.getByText('On: sign-in asks for a second step after your password.').waitFor();
      await section.getByText('Unused recovery codes: 10.').waitFor();
      expect(await codesField.count()).toBe(0);
      await screenshot(page, 'account-two-step-on');

      // Signed out and in again: the password is not enough, the app's next code is.
      await signOutOnPage(page);
      await passwordStep(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'login-code-step');
      await page.goto('/admin');
      // Reloading forgets the waiting step: the staff pages show the sign-in screen, not data.
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
      await passwordStep(page);
      await codeStep(page, '123456');
      await page.getByText(/^That code is not right\./).waitFor();
      await codeStep(page, codeOf(secret, 1));
      await page.waitForURL('**/admin');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();

      // On the phone: a recovery code signs in once.
      await passwordStep(phone.page);
      await screenshot(phone.page, 'login-code-step-phone');
      await codeStep(phone.page, recoveryCodes[0]!);
      await phone.page.waitForURL('**/admin');
      await phone.page.goto('/account');
      const phoneSection = phone.page.getByRole('region', { name: 'Two-step sign-in' });
      await phoneSection.getByText('Unused recovery codes: 9.').waitFor();
      expect(await axeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'account-two-step-phone');
      // The same code from a fresh browser (its menu folds the sign-out away on a phone) is spent.
      await phone.context.clearCookies();
      await passwordStep(phone.page);
      await codeStep(phone.page, recoveryCodes[0]!);
      await phone.page.getByText(/^That code is not right\./).waitFor();

      // Turned off from /account: the next sign-in asks for the password only.
      await page.goto('/account');
      await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
      await section.getByRole('button', { name: 'Yes, turn it off' }).click();
      await section.getByText('Two-step sign-in is off.').waitFor();
      await signOutOnPage(page);
      await signInOnPage(page, STAFF);
    } finally {
      await context.close();
      await phone.context.close();
    }
  });

  // After the test above: the lead account exists, with two-step sign-in off again.
  it("lets an admin remove a colleague's two-step sign-in from /staff (a lost phone)", async () => {
    const admin = await newPage(env.browser, env.server.url, DESKTOP);
    const colleague = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(admin.page, STAFF);
      const oneTimePassword = await postJson<{ oneTimePassword: string }>(admin.page, '/api/staff', {
        username: 'kim',
        role: 'coordinator',
      });
      const kim = { username: 'kim', password: 'kim chooses a long password' };
      await colleague.page.goto('/login');
      await colleague.page.getByLabel('Username').fill(kim.username);
      await colleague.page.getByLabel('Password').fill(oneTimePassword.oneTimePassword);
      await colleague.page.getByRole('button', { name: 'SIGN IN' }).click();
      await colleague.page.getByLabel('Current password').fill(oneTimePassword.oneTimePassword);
      await colleague.page.getByLabel('New password', { exact: true }).fill(kim.password);
      await colleague.page.getByLabel('New password again').fill(kim.password);
      await colleague.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
      await colleague.page.getByRole('heading', { name: 'Choose your own password' }).waitFor({ state: 'detached' });
      const { secret } = await postJson<{ secret: string }>(colleague.page, '/api/user/mfa/totp', {});
      await postJson(colleague.page, '/api/user/mfa/totp/confirm', { code: codeOf(secret) });

      await admin.page.goto('/staff');
      const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: 'kim' }) });
      await row.getByText('Two-step sign-in', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Remove two-step sign-in: kim' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Remove the two-step sign-in of kim' });
      await dialog.getByRole('button', { name: 'REMOVE TWO-STEP SIGN-IN' }).click();
      await admin.page.getByText('The two-step sign-in of kim was removed.').waitFor();
      expect(await row.getByText('Two-step sign-in', { exact: true }).count()).toBe(0);
      expect(await axeViolations(admin.page)).toEqual([]);

      // Kim's next sign-in asks for the password only.
      await colleague.context.clearCookies();
      await signInOnPage(colleague.page, kim);
    } finally {
      await admin.context.close();
      await colleague.context.close();
    }
  });
});

/** A same-origin JSON POST from the page, as the app's own calls are made; answers the parsed body. */
async function postJson<T = unknown>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return (await res.json()) as T;
    },
    { path, body },
  );
}
