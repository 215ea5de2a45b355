import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOnPage } from './support/applications.js';
import { DESKTOP, dialogShown, newContext, screenshot } from './support/browser.js';
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

  it(
    'moves nothing when the user asks for reduced motion; moves when they do not',
    async () => {
      const context = await newContext(env.browser, {
        baseURL: env.server.url,
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const moving: string[] = [];
      try {
        const visit: Visit = async (state) => {
          for (const element of await movingElements(page)) moving.push(`${state}: ${element}`);
        };
        await publicTour(page, visit, 'en');
        await staffTour(page, visit, firstRun.url);
        expect(moving).toEqual([]);

        // Without the preference the same card still animates, so the check above can see motion.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.goto('/tutors');
        await page.getByRole('button', { name: 'Dana Avery', exact: true }).waitFor();
        expect((await movingElements(page)).length).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
    TOUR_TIMEOUT,
  );

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
