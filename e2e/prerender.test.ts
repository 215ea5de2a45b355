import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@tutoring/common';
import { newContext, PHONE, screenshot } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', SUPPORT_EMAIL: 'help@tutoring.example.org' });

/** The page as a plain client (no JavaScript) receives it. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${env.server.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const htmlElement = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');

// Runs in the page before its own scripts: when the app's first render replaced the prerendered markup, and how far
// the layout shifted (the sum of layout-shift entries, as the Cumulative Layout Shift adds them up).
const WATCH_TAKEOVER = () => {
  const watch = { takenOverAt: null as number | null, shift: 0 };
  (window as unknown as { __takeover: typeof watch }).__takeover = watch;
  new MutationObserver((records) => {
    if (records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length > 0))
      watch.takenOverAt ??= performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watch.shift += (entry as PerformanceEntry & { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const takeover = (page: Page) =>
  page.evaluate(() => (window as unknown as { __takeover: { takenOverAt: number | null; shift: number } }).__takeover);

describe('prerendered public pages', () => {
  it('answers /home?lang=es in Spanish, with the organisation’s name and the settings the app starts from', async () => {
    const { status, headers, html } = await fetchPage('/home?lang=es');
    expect(status).toBe(200);
    expect(htmlElement(html)).toBe('<html lang="es" dir="ltr">');
    expect(html).toContain('<h1 class="home-title">Bienvenido a Rochester Tutoring</h1>');
    expect(html).toContain('Recibir tutoría');
    // The settings the app's first render uses, so it draws the same page.
    const config = /<script type="application\/json" id="public-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      orgName: 'Rochester Tutoring',
      supportEmail: 'help@tutoring.example.org',
    });
    // The same address answers every language: caches must keep them apart and ask again.
    expect(headers.get('vary')).toMatch(/Accept-Language/);
    expect(headers.get('vary')).toMatch(/Cookie/);
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('takes the language from ?lang, then the language cookie, then Accept-Language; paths match in any case', async () => {
    const french = await fetchPage('/StudentInfo', { 'Accept-Language': 'de-DE, fr-CA;q=0.9, en;q=0.5' });
    expect(htmlElement(french.html)).toBe('<html lang="fr" dir="ltr">');
    const chosen = await fetchPage('/StudentInfo', {
      'Accept-Language': 'fr-CA',
      Cookie: `${LOCALE_COOKIE}=vi`,
    });
    expect(htmlElement(chosen.html)).toBe('<html lang="vi" dir="ltr">');
    const linked = await fetchPage('/studentinfo?lang=so', { 'Accept-Language': 'fr', Cookie: `${LOCALE_COOKIE}=vi` });
    expect(htmlElement(linked.html)).toBe('<html lang="so" dir="ltr">');
    // An unknown cookie value or language falls back to English.
    const unknown = await fetchPage('/TutorInfo', { 'Accept-Language': 'de', Cookie: `${LOCALE_COOKIE}=xx` });
    expect(htmlElement(unknown.html)).toBe('<html lang="en" dir="ltr">');
    expect(unknown.html).toContain('<form');
  });

  it('prerenders Arabic right to left, with its catalogue and mirrored styles named for the app', async () => {
    const { html } = await fetchPage('/home', { 'Accept-Language': 'ar' });
    expect(htmlElement(html)).toBe('<html lang="ar" dir="rtl">');
    expect(html).toContain('مرحبًا بكم في Rochester Tutoring');
    // The catalogue rides in the page (data, never run), so the app needs no request for it before its first render.
    const catalogue = /<script type="application\/json" id="public-catalogue" data-locale="ar">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(catalogue ?? 'null')).toMatchObject({ messages: { 'home.eyebrow': expect.any(Array) } });
    expect(html).not.toContain('modulepreload');
    // The full style sheets wait (media="print") until the app switches them on: the inline rules paint the page. They
    // have no address yet, so their bytes do not compete with the app's script; the app gives them one.
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin media="print" data-deferred-style="\/assets\/rtl-[\w-]+\.css">/,
    );
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin media="print" data-deferred-style="\/assets\/index-[\w-]+\.css">/,
    );
  });

  it('allows its one inline style sheet by hash in the Content-Security-Policy, and no inline script', async () => {
    const { headers, html } = await fetchPage('/StudentInfo?lang=ar');
    const styles = inlineStyles(html);
    expect(styles).toHaveLength(1);
    const hash = crypto.createHash('sha256').update(styles[0]!).digest('base64');
    const styleSrc = /style-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(styleSrc).toBe(`'self' 'sha256-${hash}'`);
    expect(headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    // Scripts: the app's module, and the settings and the catalogue as data (never run); no attribute styles, which
    // the policy blocks.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(3);
    expect(scripts[0]).toMatch(/^ type="module" crossorigin src="\/assets\/index-[\w-]+\.js"$/);
    expect(scripts[1]).toBe(' type="application/json" id="public-config"');
    expect(scripts[2]).toBe(' type="application/json" id="public-catalogue" data-locale="ar"');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('holds nothing of the visitor: a signed-in staff member gets the same page as anyone', async () => {
    await createStaffViaApi(env.server.url, 'reviewer', 'a long staff password');
    const login = await fetch(`${env.server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'reviewer', password: 'a long staff password' }),
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const anonymous = await fetchPage('/home?lang=en');
    const signedIn = await fetchPage('/home?lang=en', { Cookie: session });
    expect(signedIn.html).toBe(anonymous.html);
  });
});

describe('the prerendered pages in Chromium', () => {
  it('shows the heading, the explanation and the first questions with JavaScript off, in English and Arabic', async () => {
    const context = await newContext(env.browser, {
      baseURL: env.server.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/home?lang=en');
      const heading = page.getByRole('heading', { level: 1, name: 'Welcome to Rochester Tutoring' });
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Receive tutoring' }).isVisible()).toBe(true);
      await screenshot(page, 'prerendered-home-en-375-nojs');

      await page.goto('/StudentInfo?lang=en');
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      expect(await page.getByLabel("Student's first name").isVisible()).toBe(true);
      expect(await page.getByLabel('I am a parent or guardian').isVisible()).toBe(true);
      await screenshot(page, 'prerendered-student-info-en-375-nojs');

      await page.goto('/StudentInfo?lang=ar');
      expect(await page.getByLabel('الاسم الأول للطالب').isVisible()).toBe(true);
      await screenshot(page, 'prerendered-student-info-ar-375-nojs');
      await page.goto('/home?lang=ar');
      expect(await page.getByRole('heading', { level: 1, name: 'مرحبًا بكم في Rochester Tutoring' }).isVisible()).toBe(
        true,
      );
      await screenshot(page, 'prerendered-home-ar-375-nojs');
    } finally {
      await context.close();
    }
  });

  it('is taken over by the app without a layout shift or a policy violation, and the wizard goes on', async () => {
    const context = await newContext(env.browser, { baseURL: env.server.url, viewport: PHONE });
    try {
      const page = await context.newPage();
      const cspProblems = await watchCsp(page);
      await page.addInitScript(WATCH_TAKEOVER);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/StudentInfo?lang=en');
      await page.waitForFunction(
        () => (window as unknown as { __takeover: { takenOverAt: number | null } }).__takeover.takenOverAt !== null,
      );
      // The app took its catalogue from the page: no request for the language's file.
      expect(requested.filter((p) => p.includes('_catalogue-'))).toEqual([]);
      // Typing works once the app has the form: the wizard's own checks and the next step follow.
      await page.getByLabel('I am a parent or guardian').check();
      await page.getByLabel("Student's first name").fill('Amina');
      await page.getByLabel("Student's last name").fill('Hassan');
      await page.getByLabel('Parent or guardian email').fill('hassan.family@example.org');
      await page.getByLabel('Phone number').fill('507-555-0142');
      await page.getByLabel('School').fill('Riverside Central Elementary');
      await page.getByLabel('Grade').selectOption({ label: '7th' });
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL('**/StudentSubjects');
      expect((await takeover(page)).shift).toBeLessThan(0.01);
      // The main style sheet was fetched once the app's script ran, and applies now.
      expect(
        await page
          .locator('link[data-deferred-style]')
          .evaluateAll((links) =>
            links.map((l) => ({ media: (l as HTMLLinkElement).media, loaded: (l as HTMLLinkElement).sheet !== null })),
          ),
      ).toEqual([{ media: 'all', loaded: true }]);
      expect(await cspProblems()).toEqual([]);

      // The language menu remembers the choice in a cookie, so the next visit's prerender is in it.
      await page.goto('/home');
      await page.getByRole('combobox', { name: /Language/ }).selectOption('ar');
      await page.getByRole('heading', { level: 1, name: 'مرحبًا بكم في Rochester Tutoring' }).waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
      expect(cookie?.value).toBe('ar');
      const res = await page.request.get('/home');
      expect(htmlElement(await res.text())).toBe('<html lang="ar" dir="rtl">');
    } finally {
      await context.close();
    }
  });
});
