import type { Locator, Page } from 'playwright-core';

/** Waits until the match page shows its candidates (Group A holds at least one). */
export async function candidatesShown(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: /^Group A/ })
    .locator('.card-toggle')
    .first()
    .waitFor();
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
