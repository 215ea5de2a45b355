import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();

describe('/api/docs: the API reference for people', () => {
  it('renders every documented route under the site CSP, with no violation and no console error', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    const cspProblems = await watchCsp(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(env.server.url)) external.push(request.url());
    });

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Tutoring matching API/ }).waitFor();
    const documented = (await (await fetch(`${env.server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    const operationCount = Object.values(documented.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    await expect.poll(() => page.locator('.opblock').count()).toBe(operationCount);

    // One route opened: its parameters and answers come from the document.
    await page.locator('#operations-Matches-getApiMatchesGroups .opblock-summary-control').click();
    await page.locator('#operations-Matches-getApiMatchesGroups .parameter__name', { hasText: 'subject1' }).waitFor();
    await screenshot(page, 'api-docs');

    expect(await cspProblems()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
