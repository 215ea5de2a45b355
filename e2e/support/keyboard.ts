import type { Page } from 'playwright-core';

/**
 * Drives a page with the keyboard only and counts every key press (a typed character is one press),
 * so a test can record what completing a form costs a keyboard user.
 */
export class CountingKeyboard {
  /** every key press, typed characters included */
  presses = 0;
  /** the typed characters among them */
  typed = 0;

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.presses += 1;
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.presses += [...text].length;
    this.typed += [...text].length;
  }

  /** Presses Tab until the focused element matches the selector, as a keyboard user moving through the page in order. */
  async tabTo(selector: string, maxTabs = 80): Promise<void> {
    for (let tabs = 0; tabs < maxTabs; tabs += 1) {
      if (await this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await this.press('Tab');
    }
    throw new Error(`${selector} not reached with ${maxTabs} Tab presses`);
  }
}

/** After Save and Continue the wizard focuses the new step's title: counting Tabs starts from there, as a user's would. */
export async function stepReady(page: Page): Promise<void> {
  await page.locator('h2:focus').waitFor();
}
