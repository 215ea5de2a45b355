import { describe, expect, it } from 'vitest';
import { axeViolations, newPage, screenshot } from './support/browser.js';
import { signInOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();

const ADMIN = { username: 'lead', password: 'a long staff password' };
const CHOSEN = 'casey chose this one';

describe('staff accounts and roles in Chromium', () => {
  it('admin creates a coordinator and is shown the server-chosen one-time password once; the coordinator must change it, cannot see Staff, and is signed out when deactivated', async () => {
    await createStaffViaApi(env.server.url, ADMIN.username, ADMIN.password);
    const admin = await newPage(env.browser, env.server.url);
    const coordinator = await newPage(env.browser, env.server.url);
    try {
      // The admin's navigation has Staff and Audit; the Staff page lists the admin and creates a coordinator.
      await signInOnPage(admin.page, ADMIN);
      await admin.page.getByRole('link', { name: 'Staff', exact: true }).click();
      await admin.page.getByRole('heading', { name: 'Staff accounts' }).waitFor();
      expect(await admin.page.getByRole('link', { name: 'Audit', exact: true }).isVisible()).toBe(true);
      expect(await admin.page.getByRole('link', { name: 'Register User' }).count()).toBe(0);
      await admin.page.getByRole('rowheader', { name: /lead/ }).waitFor();
      await admin.page.getByLabel('Username').fill('casey');
      await admin.page.getByLabel('Role').selectOption('coordinator');
      const oneTimeField = admin.page.getByRole('textbox', { name: 'One-time password', exact: true });
      expect(await oneTimeField.count()).toBe(0);
      await admin.page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
      await admin.page.getByText('Account "casey" was created.').waitFor();
      const caseyRow = admin.page.getByRole('row', { name: /casey/ });
      expect(await caseyRow.getByText('Coordinator').isVisible()).toBe(true);
      expect(await caseyRow.getByText('One-time password').isVisible()).toBe(true);
      // The server's one-time password, shown once with a copy button.
      await admin.page.getByRole('heading', { name: 'One-time password for casey' }).waitFor();
      const oneTime = await oneTimeField.inputValue();
      expect(oneTime).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){4}$/);
      await admin.page.getByRole('button', { name: 'Copy the one-time password of casey' }).click();
      await admin.page.getByText(/^(Copied!|Select the password and copy it with Ctrl\+C\.)$/).waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, 'staff-accounts');
      await admin.page.getByRole('button', { name: 'Done' }).click();
      expect(await oneTimeField.count()).toBe(0);
      // One's own row offers the account page, never a reset without the current password.
      const leadRow = admin.page.getByRole('row', { name: /lead/ });
      expect(await leadRow.getByRole('link', { name: 'Change my password' }).getAttribute('href')).toBe('/account');
      expect(await leadRow.getByRole('button', { name: /Reset password/ }).count()).toBe(0);

      // The coordinator signs in with the one-time password and meets the change-password screen first.
      await signInOnPage(coordinator.page, { username: 'casey', password: oneTime });
      await coordinator.page.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      expect(await axeViolations(coordinator.page)).toEqual([]);
      await screenshot(coordinator.page, 'change-one-time-password');
      await coordinator.page.getByLabel('Current password').fill(oneTime);
      await coordinator.page.getByLabel('New password', { exact: true }).fill('qwerty123456');
      await coordinator.page.getByLabel('New password again').fill('qwerty123456');
      await coordinator.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
      await expect.poll(() => coordinator.page.getByRole('alert').textContent()).toMatch(/commonly used passwords/);
      await coordinator.page.getByLabel('Current password').fill(oneTime);
      await coordinator.page.getByLabel('New password', { exact: true }).fill(CHOSEN);
      await coordinator.page.getByLabel('New password again').fill(CHOSEN);
      await coordinator.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
      await coordinator.page.getByRole('heading', { name: 'Choose your own password' }).waitFor({ state: 'detached' });
      await coordinator.page.getByRole('link', { name: 'Tutors', exact: true }).waitFor();

      // A coordinator sees no Staff or Audit link, and the Staff page tells them it is for admins.
      expect(await coordinator.page.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
      expect(await coordinator.page.getByRole('link', { name: 'Audit', exact: true }).count()).toBe(0);
      await coordinator.page.goto('/staff');
      await coordinator.page.getByRole('heading', { name: 'Admins only' }).waitFor();
      expect(await coordinator.page.getByRole('table').count()).toBe(0);
      await coordinator.page.goto('/admin');
      await coordinator.page.getByRole('link', { name: 'Tutors', exact: true }).waitFor();

      // The admin deactivates the coordinator: the coordinator's open page is signed out at its next action.
      await admin.page.reload();
      await admin.page.getByRole('button', { name: 'Deactivate: casey' }).click();
      await admin.page.getByText('casey was deactivated and signed out everywhere.').waitFor();
      expect(await admin.page.getByRole('row', { name: /casey/ }).getByText('Deactivated').isVisible()).toBe(true);
      await coordinator.page.getByRole('link', { name: 'Tutors', exact: true }).click();
      await coordinator.page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
      expect(await coordinator.page.getByText('Your session has ended. Please sign in again.').isVisible()).toBe(true);
      expect(await coordinator.page.getByRole('link', { name: 'Tutors', exact: true }).count()).toBe(0);
      // And cannot sign in again: the same text as a wrong password.
      await coordinator.page.getByLabel('Username').fill('casey');
      await coordinator.page.getByLabel('Password').fill(CHOSEN);
      await coordinator.page.getByRole('button', { name: 'SIGN IN' }).click();
      await expect
        .poll(() => coordinator.page.getByRole('alert').textContent())
        .toBe("Oops! The username and password didn't match. Try again!");

      // The audit log shows the deactivation, filtered by action.
      await admin.page.getByRole('link', { name: 'Audit', exact: true }).click();
      await admin.page.getByRole('heading', { name: 'Audit log' }).waitFor();
      await admin.page.getByLabel('Action').selectOption('staff.deactivate');
      await admin.page.getByRole('button', { name: 'Apply filters' }).click();
      await expect.poll(() => admin.page.getByRole('row').count()).toBe(2);
      const row = admin.page.getByRole('row', { name: /Staff account deactivated/ });
      expect(await row.getByText('staff casey').isVisible()).toBe(true);
      expect(await row.getByRole('cell', { name: 'lead', exact: true }).isVisible()).toBe(true);
      await admin.page.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => admin.page.getByRole('row').count()).toBeGreaterThan(5);
      expect(await axeViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, 'audit-log');
      const download = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.getByRole('link', { name: 'Download CSV' }).click(),
      ]).then(([d]) => d);
      expect(download.suggestedFilename()).toBe('audit-log.csv');
    } finally {
      await admin.context.close();
      await coordinator.context.close();
    }
  });
});
