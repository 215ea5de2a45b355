import type { Page } from 'playwright-core';

/** Waits until the match page shows its candidates (Group A holds at least one). */
export async function candidatesShown(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: /^Group A/ })
    .locator('.card-toggle')
    .first()
    .waitFor();
}

/** After Confirm Match: the page's success message (without its link), which names the pair and where it went on to. */
export async function matchedNotice(page: Page): Promise<string> {
  const message = page.getByRole('status').locator('.alert-success > span');
  await message.waitFor();
  return ((await message.textContent()) ?? '').trim();
}

/** After Confirm Match: the records, through the success message's link. */
export async function recordsAfterMatch(page: Page): Promise<void> {
  await page.getByRole('status').getByRole('link', { name: 'Go to records' }).click();
  await page.waitForURL('**/records');
}
