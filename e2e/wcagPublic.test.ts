import { describe, expect, it } from 'vitest';
import { axeViolations, newContext } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { visibleMessageKeys } from './support/messageKeys.js';
import { horizontalOverflow, invisibleFocus, NARROW, undersizedTargets } from './support/wcag.js';
import {
  findingsOf,
  NO_FINDINGS,
  PUBLIC_LANGUAGES,
  publicTour,
  SERVER_ENV,
  TOUR_TIMEOUT,
  VIEWS,
} from './support/wcagTours.js';

const env = useServerAndBrowser(SERVER_ENV);

describe('WCAG 2.2 AA on every public page and state in Chromium', () => {
  // At each view: axe finds no violation of any impact (target size included), nothing scrolls sideways, and every
  // target is at least 24 by 24 px or spaced as WCAG 2.5.8 allows.
  for (const view of VIEWS) {
    for (const lang of PUBLIC_LANGUAGES) {
      it(
        `public pages in ${lang} at ${view.name}`,
        async () => {
          expect(
            await findingsOf(env.browser, env.server.url, view, (page, visit) => publicTour(page, visit, lang)),
          ).toEqual(NO_FINDINGS);
        },
        TOUR_TIMEOUT,
      );
    }
  }

  it('the checks see what they look for: a too wide element, two small buttons side by side, an image without a name, focus without a ring, a message key', async () => {
    const context = await newContext(env.browser, { baseURL: env.server.url, ...NARROW });
    const page = await context.newPage();
    try {
      await page.goto('/home');
      await page.locator('a[href="/StudentInfo"]').waitFor();
      expect(await horizontalOverflow(page)).toEqual({ overflow: 0, widest: [] });
      expect(await undersizedTargets(page)).toEqual([]);
      expect(await visibleMessageKeys(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '400px';
        wide.textContent = 'wide';
        const small = (text: string) =>
          Object.assign(document.createElement('button'), {
            textContent: text,
            style: 'width:16px;height:16px;padding:0',
          });
        const unnamed = Object.assign(document.createElement('img'), { src: '/favicon.ico' });
        document.body.append(wide, small('a'), small('b'), unnamed);
        document.title = 'auth.signIn';
      });
      expect(await visibleMessageKeys(page)).toEqual(['auth.signIn']);
      expect((await horizontalOverflow(page)).overflow).toBe(80);
      expect(await undersizedTargets(page)).toEqual(['button "a" 16x16', 'button "b" 16x16']);
      // axe, already on the page from the first check, runs again and finds the image without a text alternative.
      expect((await axeViolations(page)).map((violation) => violation.id)).toContain('image-alt');
      // <main> takes focus from the skip link and draws no ring (it is not a control).
      await page.locator('main').focus();
      expect(await invisibleFocus(page)).toMatch(/^main#main /);
    } finally {
      await context.close();
    }
  });
});
