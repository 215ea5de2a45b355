import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, axeViolations } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { signOutOnPage } from './support/applications.js';

const env = useServerAndBrowser();

describe('staff sign-in in Chromium', () => {
  it('creates the first staff account at /registration, signs out and in, and guards admin pages', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    try {
      // Signed out, an admin page shows the sign-in screen instead of its content.
      await page.goto('/admin');
      await expect.poll(() => page.getByRole('heading', { name: 'Welcome back!' }).isVisible()).toBe(true);
      expect(await page.getByText('Please enter your admin username and password').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Login / Register' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Tutors' }).count()).toBe(0);

      // Empty input, then an unknown account (401), show the fixed texts.
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      expect(await page.getByRole('alert').textContent()).toBe('Enter your username and password!');
      await page.getByLabel('Username').fill('nobody');
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe("Oops! The username and password didn't match. Try again!");

      // First-run setup at /registration signs the new account in and lands on the Settings page.
      await page.goto('/registration');
      await page.getByRole('heading', { name: 'Register User' }).waitFor();
      await page.getByRole('button', { name: 'REGISTER' }).click();
      expect(await page.getByRole('alert').textContent()).toBe('Choose a username and password!');
      await page.getByLabel('Username').fill('coordinator');
      await page.getByLabel('Password').fill('a long staff password');
      // The first-run form asks for the setup code the server printed in its log; a wrong one is refused.
      expect(await page.getByText('printed in the server log').isVisible()).toBe(true);
      await page.getByLabel('Setup code').fill('WRONG-CODE');
      await page.getByRole('button', { name: 'REGISTER' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/setup code is missing or wrong/);
      await page.getByLabel('Setup code').fill(env.server.setupCode() ?? '');
      await page.getByRole('button', { name: 'REGISTER' }).click();
      await page.waitForURL('**/settings?welcome');
      await page.getByText('Welcome! Your account is ready.').waitFor();
      for (const name of ['Tutees', 'Tutors', 'Match', 'Records']) {
        expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'Login / Register' }).count()).toBe(0);

      // Sign out hides the admin pages and the admin route falls back to the sign-in screen.
      await signOutOnPage(page);
      expect(await page.getByRole('link', { name: 'Tutors' }).count()).toBe(0);

      // /login with a signed-in user goes to /admin.
      await page.goto('/login');
      await page.getByLabel('Username').fill('coordinator');
      await page.getByLabel('Password').fill('a long staff password');
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();

      // /registration with a signed-in user goes to /admin, as in the original client; admins add staff on the Staff page.
      await page.goto('/registration');
      await page.waitForURL('**/admin');
      await page.getByRole('link', { name: 'Staff', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('routes: / goes to /home, unknown paths show a 404 heading, paths are case-insensitive', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    try {
      await page.goto('/');
      await page.waitForURL('**/home');
      // The app draws its first screen once its language's catalogue has come, which can be after the page's load.
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: '404' }).waitFor();
      await page.goto('/LOGIN');
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the sign-in screen is accessible and looks right at 1280 and 375 px', async () => {
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      const { page, context } = await newPage(env.browser, env.server.url, viewport);
      try {
        await page.goto('/login');
        await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `sign-in-${label}`);
      } finally {
        await context.close();
      }
    }
  });
});
