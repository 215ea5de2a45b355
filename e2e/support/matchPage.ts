import type { Locator, Page } from 'playwright-core';

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

/** From Pending Tutees (/admin): Match on the tutee, Complete Match with the tutor; answers the dialog once it is open. */
export async function openMatchConfirmation(page: Page, tutee: string, tutor: string): Promise<Locator> {
  await page.getByRole('button', { name: `Match ${tutee}` }).click();
  await page.waitForURL(/\/match\?tutee=\d+$/);
  await page.getByRole('button', { name: `Complete Match with ${tutor}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Match Confirmation' });
  await dialog.waitFor();
  return dialog;
}
