import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MatchRecord, type TuteeRecord, type TutorRecord } from '@tutoring/common';
import { AMINA_TUTEE, tutorApplication, submitApplication } from './support/applications.js';
import { DESKTOP, dialogShown, newPage } from './support/browser.js';
import { addColleagueOnPage, createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { CountingKeyboard } from './support/keyboard.js';
import { matchedNotice } from './support/matchPage.js';

const env = useServerAndBrowser();

const STAFF = { username: 'coordinator', password: 'a long staff password' };

/** The focused element's accessible label or text, as a user would hear it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(the page: nothing has focus)';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
  });

/** Signs in on /login with keys only and waits for the staff home. */
async function signInWithKeys(page: Page, keys: CountingKeyboard): Promise<void> {
  await page.goto('/login');
  await keys.tabTo('#username');
  await keys.type(STAFF.username);
  await keys.press('Tab');
  await keys.type(STAFF.password);
  await keys.press('Enter');
  await page.waitForURL('**/admin');
}

/** Presses Tab (or Shift+Tab) until the focused element's label or text is the given one. */
async function tabToName(
  page: Page,
  keys: CountingKeyboard,
  name: string,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  maxTabs = 80,
): Promise<void> {
  for (let tabs = 0; tabs < maxTabs; tabs += 1) {
    if ((await focusedName(page)) === name) return;
    await keys.press(key);
  }
  throw new Error(`"${name}" not reached with ${maxTabs} presses of ${key}`);
}

describe('staff work with the keyboard only in Chromium', () => {
  // The staff account is the install's first, so an admin: the Staff page and Erase are there for it.
  beforeAll(() => createStaffViaApi(env.server.url, STAFF.username, STAFF.password));

  it('signs in, activates a tutee and completes a match with Tab, Shift+Tab, Enter, arrows and Escape; focus always visible', async () => {
    await submitApplication(env.server.url, '/api/tutees', AMINA_TUTEE);
    await submitApplication(env.server.url, '/api/tutors', tutorApplication('Dana', 'Avery'));

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      const keys = new CountingKeyboard(page);
      await signInWithKeys(page, keys);

      // The tutee waits under Deactivated (deactivated through the API): the tab's arrow key opens it, Enter activates.
      const [amina] = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      expect((await page.request.put('/api/tutees/changeStatus', { data: { id: amina?.id } })).status()).toBe(200);
      await page.reload();
      await page.getByRole('tab', { name: 'Pending Tutees' }).waitFor();
      await keys.tabTo('[role="tab"][aria-selected="true"]');
      await keys.press('ArrowRight');
      expect(await focusedName(page)).toBe('Deactivated Tutees');
      await page.getByRole('button', { name: 'Activate Amina Hassan' }).waitFor();
      await tabToName(page, keys, 'Activate Amina Hassan');
      await keys.press('Enter');
      // Her email address is not confirmed: Activate asks first, and its own Activate button answers.
      const ask = page.getByRole('dialog', { name: 'Activate Amina Hassan?' });
      await dialogShown(ask);
      await tabToName(page, keys, 'Activate');
      await keys.press('Enter');
      await ask.waitFor({ state: 'hidden' });
      await expect
        .poll(async () =>
          ((await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[]).map((t) => t.id),
        )
        .toEqual([amina?.id]);

      // Back to Pending (Shift+Tab to the tab list, then the arrow), and Match.
      await tabToName(page, keys, 'Deactivated Tutees', 'Shift+Tab');
      await keys.press('ArrowLeft');
      await page.getByRole('button', { name: 'Match Amina Hassan' }).waitFor();
      await tabToName(page, keys, 'Match Amina Hassan');
      await keys.press('Enter');
      await page.waitForURL(/\/match\?tutee=\d+$/);

      // The confirmation dialog: focus on its title, arrows between the two emails, Escape back to the opener.
      const opener = 'Complete Match with Dana Avery';
      await page.getByRole('button', { name: opener }).waitFor();
      await tabToName(page, keys, opener);
      await keys.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Match Confirmation' });
      await dialog.waitFor();
      await expect.poll(() => focusedName(page)).toBe('Match Confirmation');
      await keys.tabTo('[role="tab"][aria-selected="true"]');
      const selectedTab = () => dialog.locator('[role="tab"][aria-selected="true"]').textContent();
      const firstTab = await selectedTab();
      await keys.press('ArrowRight');
      expect(await selectedTab()).not.toBe(firstTab);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
      await keys.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe(opener);

      // Open it again and confirm.
      await keys.press('Enter');
      await dialog.waitFor();
      await expect.poll(() => focusedName(page)).toBe('Match Confirmation');
      await tabToName(page, keys, 'Confirm Match');
      await keys.press('Enter');
      await matchedNotice(page);

      const matches = (await (await page.request.get('/api/matches')).json()) as MatchRecord[];
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({ tutee_firstname: 'Amina', tutor_first_name: 'Dana' });
      // Every element the keys reached showed where focus was.
      expect(keys.invisibleFocus).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives focus back to the opener when Escape closes do-not-pair, end match, erase and reset password', async () => {
    const tutee = (firstName: string, lastName: string) => ({
      ...AMINA_TUTEE,
      firstName,
      lastName,
      emailGuardian: `${firstName.toLowerCase()}.family@example.org`,
    });
    await submitApplication(env.server.url, '/api/tutees', tutee('Ben', 'Ito'));
    await submitApplication(env.server.url, '/api/tutees', tutee('Leila', 'Noor'));
    await submitApplication(env.server.url, '/api/tutors', tutorApplication('Omar', 'Abdi'));
    await submitApplication(env.server.url, '/api/tutors', tutorApplication('Sara', 'Lind'));

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      const keys = new CountingKeyboard(page);
      await signInWithKeys(page, keys);
      // Leila and Sara are matched, so /records has a match to end; Omar stays a candidate for Ben.
      const tutees = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      const tutors = (await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[];
      const ben = tutees.find((t) => t.tutee_firstname === 'Ben');
      const leila = tutees.find((t) => t.tutee_firstname === 'Leila');
      const sara = tutors.find((t) => t.tutor_first_name === 'Sara');
      expect(
        (await page.request.post('/api/matches', { data: { tutee_id: leila?.id, tutor_id: sara?.id } })).status(),
      ).toBe(201);

      /** For each dialog, what has focus once Escape closed it: its opener, reached with Tab and pressed with Enter. */
      const focusAfterEscape: Record<string, string> = {};
      const escapeReturnsFocus = async (opener: string, dialogName: string) => {
        await tabToName(page, keys, opener);
        await keys.press('Enter');
        const dialog = page.getByRole('dialog', { name: dialogName });
        await dialog.waitFor();
        await page.locator('.modal.show').waitFor();
        await keys.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Focus comes back once the closing fade has ended: wait for it, but note whatever holds focus by then.
        await expect
          .poll(() => focusedName(page), { timeout: 3000 })
          .toBe(opener)
          .catch(() => undefined);
        focusAfterEscape[dialogName] = await focusedName(page);
      };

      await page.goto(`/match?tutee=${ben?.id}`);
      await page.getByRole('button', { name: 'Do not pair with Omar Abdi' }).waitFor();
      await escapeReturnsFocus('Do not pair with Omar Abdi', 'Do not pair');

      await page.goto('/records');
      await page.getByRole('button', { name: 'Leila Noor', exact: true }).waitFor();
      await tabToName(page, keys, 'Leila Noor');
      await keys.press('Enter');
      await escapeReturnsFocus('End match of Leila Noor with Sara Lind', 'End match');

      await page.goto('/admin');
      await page.getByRole('button', { name: 'Ben Ito', exact: true }).waitFor();
      await tabToName(page, keys, 'Ben Ito');
      await keys.press('Enter');
      await escapeReturnsFocus('Erase Ben Ito', 'Erase Ben Ito?');

      // A colleague's row: one's own offers the account page instead of a reset.
      await addColleagueOnPage(page, 'colleague');
      await page.goto('/staff');
      await page.getByRole('rowheader', { name: /colleague/ }).waitFor();
      await escapeReturnsFocus('Reset password: colleague', 'Reset the password of colleague');

      expect(focusAfterEscape).toEqual({
        'Do not pair': 'Do not pair with Omar Abdi',
        'End match': 'End match of Leila Noor with Sara Lind',
        'Erase Ben Ito?': 'Erase Ben Ito',
        'Reset the password of colleague': 'Reset password: colleague',
      });
      // Every element the keys reached showed where focus was, the dialogs' first focus included.
      expect(keys.invisibleFocus).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
