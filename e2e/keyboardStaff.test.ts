import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TUTOR_TERMS, type MatchRecord, type TuteeRecord } from '@tutoring/common';
import { AMINA_TUTEE, submitApplication } from './support/applications.js';
import { DESKTOP, newPage } from './support/browser.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { CountingKeyboard } from './support/keyboard.js';

const env = useServerAndBrowser();

const STAFF = { username: 'coordinator', password: 'a long staff password' };

/** The focused element's accessible label or text, as a user would hear it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().replace(/\s+/g, ' ');
  });

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
  it('signs in, activates a tutee and completes a match with Tab, Shift+Tab, Enter, arrows and Escape; focus always visible', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', AMINA_TUTEE);
    await submitApplication(env.server.url, '/api/tutors', {
      firstName: 'Dana',
      lastName: 'Avery',
      email: 'dana@school.example.org',
      phone: '507-555-0100',
      grade: 'Junior',
      school: 'Mayo High School',
      termsVersion: TUTOR_TERMS.version,
      SeventhGrade: true,
      MathAlgebraII: true,
      ScienceChemistry: true,
      USHistory: true,
    });

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      const keys = new CountingKeyboard(page);

      // Sign in.
      await page.goto('/login');
      await keys.tabTo('#username');
      await keys.type(STAFF.username);
      await keys.press('Tab');
      await keys.type(STAFF.password);
      await keys.press('Enter');
      await page.waitForURL('**/admin');

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
      await page.waitForURL('**/records');

      const matches = (await (await page.request.get('/api/matches')).json()) as MatchRecord[];
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({ tutee_firstname: 'Amina', tutor_first_name: 'Dana' });
      // Every element the keys reached showed where focus was.
      expect(keys.invisibleFocus).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
