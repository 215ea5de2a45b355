import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOnPage } from './support/applications.js';
import { DESKTOP, dialogShown, newContext, newPage, screenshot } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { startServerProcess, type ServerProcess } from './support/server.js';
import { movingElements, NARROW } from './support/wcag.js';
import {
  findingsOf,
  next,
  NO_FINDINGS,
  publicTour,
  refused,
  seedStaffTour,
  SERVER_ENV,
  STAFF,
  staffTour,
  TOUR_TIMEOUT,
  VIEWS,
  type Visit,
} from './support/wcagTours.js';

const env = useServerAndBrowser(SERVER_ENV);
/** A second install with no staff account yet, where /registration is the first-run setup; the tours never finish it. */
let firstRun: ServerProcess;

describe('WCAG 2.2 AA on every staff page and state in Chromium', () => {
  afterAll(async () => {
    await firstRun?.dispose();
  });

  beforeAll(async () => {
    firstRun = await startServerProcess(SERVER_ENV, undefined, { fromTemplate: true });
    await seedStaffTour(env.browser, env.server.url);
  });

  // At each view: axe finds no violation of any impact, nothing scrolls sideways, every target is large enough.
  for (const view of VIEWS) {
    it(
      `staff pages at ${view.name}`,
      async () => {
        expect(
          await findingsOf(env.browser, env.server.url, view, (page, visit) => staffTour(page, visit, firstRun.url)),
        ).toEqual(NO_FINDINGS);
      },
      TOUR_TIMEOUT,
    );
  }

  // A user who asks for reduced motion: no element keeps a transition or an animation, on any page of either tour. Each
  // tour is a test of its own, so that a slow machine times one tour, not both.
  const tours = [
    { name: 'public pages', run: (page: Page, visit: Visit) => publicTour(page, visit, 'en') },
    { name: 'staff pages', run: (page: Page, visit: Visit) => staffTour(page, visit, firstRun.url) },
  ];
  for (const tour of tours) {
    it(
      `${tour.name} move nothing when the user asks for reduced motion`,
      async () => {
        const { context, page } = await newPage(env.browser, env.server.url);
        const moving: string[] = [];
        try {
          await tour.run(page, async (state) => {
            for (const element of await movingElements(page)) moving.push(`${state}: ${element}`);
          });
          expect(moving).toEqual([]);
        } finally {
          await context.close();
        }
      },
      TOUR_TIMEOUT,
    );
  }

  it('a staff card moves when the user states no preference, so the checks above can see motion', async () => {
    const context = await newContext(env.browser, {
      baseURL: env.server.url,
      viewport: DESKTOP,
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    try {
      await signInOnPage(page, STAFF);
      await page.goto('/tutors');
      await page.getByRole('button', { name: 'Dana Avery', exact: true }).waitFor();
      expect((await movingElements(page)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('looks right at 320 px (screenshots of wizard steps in en, ar and es, and staff pages)', async () => {
    const context = await newContext(env.browser, { baseURL: env.server.url, ...NARROW });
    const page = await context.newPage();
    try {
      await page.goto('/StudentInfo');
      await next(page);
      await refused(page);
      await screenshot(page, 'wcag-320-student-info-refused');
      await page.goto('/StudentInfo?lang=ar');
      await next(page);
      await refused(page);
      await screenshot(page, 'wcag-320-student-info-refused-ar');
      await page.goto('/TutorSubjects?lang=es');
      await page.locator('#grade-level-prek_kindergarten').waitFor();
      await screenshot(page, 'wcag-320-tutor-subjects-es');
      await signInOnPage(page, STAFF);
      await page.getByRole('button', { name: 'Amina Hassan', exact: true }).click();
      await page.getByRole('button', { name: 'Match Amina Hassan' }).waitFor();
      await screenshot(page, 'wcag-320-tutees-card-open');
      await page.getByRole('button', { name: 'Match Amina Hassan' }).click();
      await page.getByRole('button', { name: 'Complete Match with Dana Avery' }).click();
      await dialogShown(page.getByRole('dialog', { name: 'Match Confirmation' }));
      await screenshot(page, 'wcag-320-match-confirmation', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
