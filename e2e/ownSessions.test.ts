import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, newContext, newPage, PHONE, screenshot } from './support/browser.js';
import { signInOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();

const STAFF = { username: 'lead', password: 'a long staff password' };
// The second browser says it is a phone, so the two sessions are told apart by name as a person would.
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('own sessions on /account in Chromium', () => {
  it('lists both browsers, marks this one, ends the other from the list, and that browser is signed out', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    const laptop = await newPage(env.browser, env.server.url, DESKTOP);
    const phoneContext = await newContext(env.browser, {
      baseURL: env.server.url,
      viewport: PHONE,
      userAgent: ANDROID_CHROME,
    });
    const phone = await phoneContext.newPage();
    try {
      await signInOnPage(laptop.page, STAFF);
      await signInOnPage(phone, STAFF);

      await laptop.page.getByRole('link', { name: 'Account', exact: true }).click();
      const list = laptop.page.getByRole('region', { name: 'Where you are signed in' });
      const phoneItem = list.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
      await phoneItem.waitFor();
      // This browser is marked, and offers no way to end it here (signing out does that).
      const own = list.getByRole('listitem').filter({ hasText: 'This browser' });
      expect(await own.count()).toBe(1);
      expect(await own.textContent()).toMatch(/^Chrome on Linux/);
      expect(await own.getByRole('button').count()).toBe(0);
      expect(await phoneItem.textContent()).toMatch(/127\.0\.0\.1 · last active/);
      expect(await axeViolations(laptop.page)).toEqual([]);
      await screenshot(laptop.page, 'account-sessions');

      await phoneItem.getByRole('button', { name: /^End the session of Chrome on Android, last active / }).click();
      await laptop.page.getByText('The session of Chrome on Android was ended: that browser is signed out.').waitFor();
      expect(await phoneItem.count()).toBe(0);
      expect(await own.count()).toBe(1);

      // The phone's next request finds its session gone: it is shown the sign-in screen.
      await phone.reload();
      await phone.getByRole('heading', { name: 'Welcome back!' }).waitFor();

      // Signed in again, the phone sees itself as this browser and the laptop as the other.
      await signInOnPage(phone, STAFF);
      await phone.goto('/account');
      const phoneList = phone.getByRole('region', { name: 'Where you are signed in' });
      await phoneList.getByRole('listitem').filter({ hasText: 'Chrome on Linux' }).waitFor();
      expect(await phoneList.getByRole('listitem').filter({ hasText: 'This browser' }).textContent()).toMatch(
        /^Chrome on Android/,
      );
      expect(await axeViolations(phone)).toEqual([]);
      await screenshot(phone, 'account-sessions-phone');
    } finally {
      await laptop.context.close();
      await phoneContext.close();
    }
  });
});
