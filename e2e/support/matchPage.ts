import type { Page } from 'playwright-core';

/** Waits until the match page shows its candidates (Group A holds at least one). */
export async function candidatesShown(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: /^Group A/ })
    .locator('.card-toggle')
    .first()
    .waitFor();
}
