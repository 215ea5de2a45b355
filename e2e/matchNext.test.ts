import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { MatchRecord, TuteeRecord } from '@tutoring/common';
import { axeViolations, DESKTOP, newPage, PHONE, screenshot } from './support/browser.js';
import { AMINA_TUTEE, signInOnPage, submitApplication, tutorApplication } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { candidatesShown, matchedNotice, recordsAfterMatch } from './support/matchPage.js';

const env = useServerAndBrowser();

const STAFF = { username: 'next.matcher', password: 'a long staff password' };
// In the order they apply, which is the Pending Tutees list's order.
const TUTEES = [
  ['Ana', 'Alvarez'],
  ['Ben', 'Brown'],
  ['Cy', 'Cole'],
  ['Di', 'Dunn'],
] as const;
const TUTORS = [
  ['Tia', 'Tran'],
  ['Uma', 'Ueda'],
  ['Val', 'Voss'],
  ['Wes', 'Wu'],
] as const;

/** Confirms the first candidate for the tutee shown; answers the message that names this match (not the one before). */
async function matchWithFirstCandidate(page: Page, tutee: string): Promise<string> {
  await candidatesShown(page);
  await page
    .getByRole('button', { name: /^Complete Match with / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Match Confirmation' }).getByRole('button', { name: 'Confirm Match' }).click();
  await page.getByRole('status').getByText(`Matched ${tutee} with `).waitFor();
  return matchedNotice(page);
}

/**
 * From now on, what the page's success message said when each request for candidate groups was sent: the request for
 * the next tutee's candidates need not wait for the page to redraw the completed match.
 */
async function noteMessageAtGroupsRequests(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { messagesAtGroups: string[] }).messagesAtGroups = seen;
    window.XMLHttpRequest = class extends XMLHttpRequest {
      private url = '';
      override open(method: string, url: string | URL, async = true, user?: string | null, password?: string | null) {
        this.url = String(url);
        super.open(method, url, async, user, password);
      }
      override send(body?: Document | XMLHttpRequestBodyInit | null) {
        if (this.url.includes('/matches/groups'))
          seen.push(document.querySelector('.alert-success > span')?.textContent?.trim() ?? '');
        super.send(body);
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { messagesAtGroups: string[] }).messagesAtGroups);
}

/** A waiting tutee's id, by first name. */
async function tuteeIdOf(page: Page, firstName: string): Promise<number> {
  const waiting = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
  const tutee = waiting.find((candidate) => candidate.tutee_firstname === firstName);
  if (!tutee) throw new Error(`${firstName} is not waiting`);
  return tutee.id;
}

/** The tutee the match page shows, by its summary's name. */
async function shownTutee(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: 'Available Tutors to Match' });
  await heading.waitFor();
  return (await page.locator('.match-page .card-toggle').first().textContent())?.trim() ?? '';
}

// One coordinator's round at the start of a term: each step needs the matches of the step before.
describe('match next in Chromium: Confirm Match goes on to the next waiting tutee', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    for (const [firstName, lastName] of TUTEES)
      await submitApplication(env.server.url, '/api/tutees', { ...AMINA_TUTEE, firstName, lastName });
    for (const [firstName, lastName] of TUTORS)
      await submitApplication(env.server.url, '/api/tutors', tutorApplication(firstName, lastName));
    ({ page, context } = await newPage(env.browser, env.server.url));
    await signInOnPage(page, STAFF);
  });

  afterAll(async () => {
    await context.close();
  });

  it('the navigation’s Match opens the first waiting tutee', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Match', exact: true }).click();
    await page.waitForURL(/\/match\?tutee=\d+$/);
    await expect.poll(() => shownTutee(page)).toBe('Ana Alvarez');
  });

  it('a tutee skipped on the list stays waiting: the page goes on to the one after the tutee just matched', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Match Ben Brown' }).click();
    expect(await matchWithFirstCandidate(page, 'Ben Brown')).toMatch(
      /^Matched Ben Brown with \w+ \w+\. Next waiting tutee: Cy Cole\.$/,
    );
    await expect.poll(() => shownTutee(page)).toBe('Cy Cole');
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'match-next-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'match-next');
  });

  it('goes on through the list, back to the skipped tutee at its end, and says when nobody else waits', async () => {
    // Going on asks for the next tutee's candidates once, and never reloads the tutee just matched.
    const asked: string[] = [];
    const noteRequest = (request: { url(): string }) => {
      const { pathname, searchParams } = new URL(request.url());
      if (pathname.startsWith('/api/matches/')) asked.push(`${pathname} ${searchParams.get('tuteeId') ?? ''}`.trim());
    };
    page.on('request', noteRequest);
    const messagesAtGroups = await noteMessageAtGroupsRequests(page);
    const [cy, di] = await Promise.all(['Cy', 'Di'].map((name) => tuteeIdOf(page, name)));
    expect(await matchWithFirstCandidate(page, 'Cy Cole')).toMatch(
      /^Matched Cy Cole with .+ Next waiting tutee: Di Dunn\.$/,
    );
    await expect.poll(() => shownTutee(page)).toBe('Di Dunn');
    await candidatesShown(page);
    page.off('request', noteRequest);
    // Di's candidates are asked for while the match is saved, so before or after the matched status.
    expect([...asked].sort()).toEqual([`/api/matches/groups ${di}`, '/api/matches/matchStatus']);
    // Di's candidates were asked for before the page said that Cy was matched.
    expect(await messagesAtGroups()).toEqual([expect.not.stringContaining('Matched Cy Cole')]);
    expect(asked.join()).not.toContain(`/api/matches/tutee/${cy}`);
    expect(await matchWithFirstCandidate(page, 'Di Dunn')).toMatch(
      /^Matched Di Dunn with .+ Next waiting tutee: Ana Alvarez\.$/,
    );
    await expect.poll(() => shownTutee(page)).toBe('Ana Alvarez');
    expect(await matchWithFirstCandidate(page, 'Ana Alvarez')).toMatch(
      /^Matched Ana Alvarez with .+ No other tutee is waiting\.$/,
    );
    expect(await page.getByRole('button', { name: /^Complete Match/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await recordsAfterMatch(page);
    const matches = (await (await page.request.get('/api/matches')).json()) as MatchRecord[];
    expect(matches.map((match) => `${match.tutee_firstname} ${match.tutee_lastname}`).sort()).toEqual(
      TUTEES.map((name) => name.join(' ')),
    );
    expect(new Set(matches.map((match) => match.tutor_id)).size).toBe(4);
  });
});
