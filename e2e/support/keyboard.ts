import type { Page } from 'playwright-core';
import { invisibleFocus } from './wcag.js';

/**
 * Drives a page with the keyboard only and counts every key press (a typed character is one press),
 * so a test can record what completing a form costs a keyboard user. Before and after every key it looks at the
 * focused element and notes it in `invisibleFocus` when it shows neither an outline nor a box shadow.
 */
export class CountingKeyboard {
  /** every key press, typed characters included */
  presses = 0;
  /** the typed characters among them */
  typed = 0;

  /** focused elements seen without a focus indicator, with the key pressed just before or after */
  invisibleFocus: string[] = [];

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.noteInvisibleFocus(`before ${key}`);
    await this.page.keyboard.press(key);
    this.presses += 1;
    await this.noteInvisibleFocus(`after ${key}`);
  }

  private async noteInvisibleFocus(when: string): Promise<void> {
    // A key that navigates can close the page's document under the check: that moment has no focus to see.
    const element = await invisibleFocus(this.page).catch(() => undefined);
    if (element) this.invisibleFocus.push(`${element} (${when})`);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.presses += [...text].length;
    this.typed += [...text].length;
  }

  /**
   * Presses Tab (or Shift+Tab) until the focused element matches the selector, as a keyboard user moving through the
   * page in order.
   */
  async tabTo(selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab', maxTabs = 80): Promise<void> {
    for (let tabs = 0; tabs < maxTabs; tabs += 1) {
      if (await this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
      await this.press(key);
    }
    throw new Error(`${selector} not reached with ${maxTabs} presses of ${key}`);
  }
}

/** After Save and Continue the wizard focuses the new step's title: counting Tabs starts from there, as a user's would. */
export async function stepReady(page: Page): Promise<void> {
  await page.locator('h2:focus').waitFor();
}
