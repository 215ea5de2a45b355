import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatDate, type MatchRecord, type TuteeRecord, type TutorRecord } from '@tutoring/common';
import { DESKTOP, dialogShown, newPage, PHONE, screenshot, axeViolations } from './support/browser.js';
import { AMINA_TUTEE, tutorApplication, submitApplication, signInOnPage } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { candidatesShown, recordsAfterMatch } from './support/matchPage.js';

const env = useServerAndBrowser();

const STAFF = { username: 'coordinator', password: 'a long staff password' };

async function offeredNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const group of ['A', 'B', 'C', 'D']) {
    const section = page.getByRole('region', { name: new RegExp(`^Group ${group}`) });
    names.push(...(await section.locator('.card-toggle').allTextContents()).map((t) => t.trim()));
  }
  return names;
}

// One match's life, step by step: each test is one step and starts from its own page, but the data is the journey's
// (the rematch needs the ended match, the records filter both matches, the capacity the rematch), so the steps run in
// order on one server with one signed-in staff session.
describe('a match’s life in Chromium: end, rematch, capacity, do-not-pair', () => {
  let context: BrowserContext;
  let page: Page;
  let amina: TuteeRecord | undefined;
  const rows = () => page.locator('.records-page .card-summary');

  beforeAll(async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', AMINA_TUTEE);
    await submitApplication(env.server.url, '/api/tutors', tutorApplication('Dana', 'Avery'));
    await submitApplication(env.server.url, '/api/tutors', tutorApplication('Omar', 'Abdi'));
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Bea', 'Brooks', ['SeventhGrade', 'MathAlgebraII', 'ScienceChemistry']),
    );
    ({ page, context } = await newPage(env.browser, env.server.url));
    await signInOnPage(page, STAFF);
    [amina] = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
    const tutors = (await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[];
    const dana = tutors.find((t) => t.tutor_first_name === 'Dana');
    expect(
      (await page.request.post('/api/matches', { data: { tutee_id: amina?.id, tutor_id: dana?.id } })).status(),
    ).toBe(201);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('/records offers End match; its dialog defaults to today and to returning the tutee, and needs a reason', async () => {
    await page.goto('/records');
    await rows().first().waitFor();
    expect(await rows().first().locator('.cell-value').allTextContents()).toEqual([
      'Dana Avery',
      formatDate(new Date()),
      'CurrentContact: awaiting check-insEnd match',
    ]);
    await page.getByRole('button', { name: 'End match of Amina Hassan with Dana Avery' }).click();
    const dialog = page.getByRole('dialog', { name: 'End match' });
    await dialogShown(dialog);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(await dialog.getByLabel('End date').inputValue()).toBe(today);
    expect(await dialog.getByLabel('Return to Pending Tutees to find a new tutor').isChecked()).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'End match' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Other', { exact: true }).check();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Short note').fill('Family moved to another district.');
    expect(await confirm.isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'end-match-dialog');
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'end-match-dialog-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('ending the match shows when and why on its row, offers a new tutor, and the server agrees', async () => {
    await page.goto('/records');
    await page.getByRole('button', { name: 'End match of Amina Hassan with Dana Avery' }).click();
    const dialog = page.getByRole('dialog', { name: 'End match' });
    await dialogShown(dialog);
    await dialog.getByLabel('Other', { exact: true }).check();
    await dialog.getByLabel('Short note').fill('Family moved to another district.');
    await dialog.getByRole('button', { name: 'End match' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Find a new tutor for Amina Hassan' }).waitFor();
    expect(await rows().first().locator('.cell-value').last().textContent()).toContain(
      `Ended ${formatDate(new Date())}`,
    );
    expect(await rows().first().locator('.cell-value').last().textContent()).toContain('Other');
    const [ended] = (await (await page.request.get('/api/matches')).json()) as MatchRecord[];
    expect(ended).toMatchObject({
      end_reason: 'other',
      end_note: 'Family moved to another district.',
      active_tutee: true,
      tutee_matched: false,
    });
    await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
    await page.getByText('Family moved to another district.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'records-ended-match');
  });

  it('Find a new tutor: the match page names the former tutor and never offers it', async () => {
    await page.goto('/records');
    await page.getByRole('button', { name: 'Find a new tutor for Amina Hassan' }).click();
    await page.waitForURL(/\/match\?tutee=\d+$/);
    await page.getByText('Previously matched with Dana Avery').waitFor();
    await candidatesShown(page);
    expect(await offeredNames(page)).toEqual(['Omar Abdi', 'Bea Brooks']);
  });

  it('Do not pair: the barred tutor leaves the tutee’s candidates', async () => {
    await page.goto(`/match?tutee=${amina?.id}`);
    await candidatesShown(page);
    await page.getByRole('button', { name: 'Do not pair with Omar Abdi' }).click();
    const barDialog = page.getByRole('dialog', { name: 'Do not pair' });
    await dialogShown(barDialog);
    await barDialog.getByLabel('Reason').fill('Same family');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'do-not-pair-dialog');
    await barDialog.getByRole('button', { name: 'Add to do-not-pair list' }).click();
    await barDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => offeredNames(page)).toEqual(['Bea Brooks']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'match-page-rematch');
  });

  it('the tutee’s card on /admin names the former tutor, lists the barred one, and leads to the match page', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
    await page.getByText('Previously matched with Dana Avery').waitFor();
    await page.getByText('Omar Abdi: Same family').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tutee-card-previous-and-do-not-pair');
    await page.getByRole('button', { name: 'Match Amina Hassan' }).click();
    await page.waitForURL(/\/match\?tutee=\d+$/);
  });

  it('rematches with Bea through the usual dialog, and /records lists both matches', async () => {
    await page.goto(`/match?tutee=${amina?.id}`);
    await page.getByRole('button', { name: 'Complete Match with Bea Brooks' }).click();
    await page
      .getByRole('dialog', { name: 'Match Confirmation' })
      .getByRole('button', { name: 'Confirm Match' })
      .click();
    await recordsAfterMatch(page);
    await expect.poll(() => rows().count()).toBe(2);
    expect(await rows().first().locator('.card-toggle').textContent()).toBe('Amina Hassan');
    expect(await rows().first().locator('.cell-value').first().textContent()).toBe('Bea Brooks');
  });

  it('/records filters by status (asking the server for the ended matches only) and by name', async () => {
    await page.goto('/records');
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByLabel('Filter by Status').selectOption('ended');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().locator('.cell-value').first().textContent()).toBe('Dana Avery');
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'records-ended-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Filter by Status').selectOption('all');
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByLabel('Search by tutee or tutor name').fill('brooks');
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().locator('.cell-value').first().textContent()).toBe('Bea Brooks');
  });

  it('capacity: Bea is full (1 of 1); two places, set on /records, show on /tutors', async () => {
    await page.goto('/records');
    await page.getByLabel('Search by tutee or tutor name').fill('brooks');
    await expect.poll(() => rows().count()).toBe(1);
    // A list still loading would redraw the rows, closing the card opened here, so it settles first.
    await page.waitForLoadState('networkidle');
    await rows().first().locator('.card-toggle').click();
    await page.getByText('1 of 1 place taken').waitFor();
    await page.getByLabel('Places for tutees').selectOption('2');
    await page.getByRole('button', { name: 'Save places' }).click();
    await page.getByText('1 of 2 places taken').waitFor();
    await page.goto('/tutors');
    await page.getByRole('button', { name: 'Bea Brooks', exact: true }).click();
    await page.getByText('1 of 2 places taken').waitFor();
  });

  it('capacity below the current match count is refused with a clear message', async () => {
    await page.goto('/tutors');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Bea Brooks', exact: true }).click();
    await page.getByText('1 of 2 places taken').waitFor();
    await page.getByLabel('Places for tutees').selectOption('0');
    await page.getByRole('button', { name: 'Save places' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This tutor has 1 current match, so the capacity cannot be lower than 1. End a match first.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tutor-capacity');
  });

  it('the barred pair is listed on the tutor’s card, and can be removed there', async () => {
    await page.goto('/tutors');
    // A tutor list still loading would redraw the cards, closing the one opened here, so it settles first.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Omar Abdi', exact: true }).click();
    await page.getByText('Amina Hassan: Same family').waitFor();
    const removed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/do-not-pair/'),
    );
    await page.getByRole('button', { name: 'Remove Amina Hassan from the do-not-pair list' }).click();
    expect((await removed).status()).toBe(200);
    await page.locator('.expandable-card', { hasText: 'Omar Abdi' }).getByText('No one.').waitFor();
    expect(await (await page.request.get(`/api/tutees/${amina?.id}/do-not-pair`)).json()).toEqual([]);
  });
});
