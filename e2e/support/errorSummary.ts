import type { Page } from 'playwright-core';

export interface RefusedStepReport {
  /** id of the focused element (the first invalid field), or 'error summary' when the summary holds focus */
  focused: string;
  title: string;
  /** texts of the summary's links, in order */
  links: string[];
  /** for each link: the id it points at and the id focused after following it */
  linkTargets: { target: string; focused: string }[];
  /** invalid controls (aria-invalid="true") without an error message among their aria-describedby */
  invalidWithoutMessage: string[];
  /** how many error messages the fields show */
  fieldMessages: string[];
}

/** What a refused wizard step shows to keyboard and screen-reader users (issue 20): checked right after the refusal. */
export async function refusedStepReport(page: Page): Promise<RefusedStepReport> {
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element?.classList.contains('wizard-error-summary') ? 'error summary' : (element?.id ?? '');
  });
  const links = page.locator('.wizard-error-summary a');
  const texts = await links.allTextContents();
  const linkTargets: { target: string; focused: string }[] = [];
  for (let index = 0; index < texts.length; index += 1) {
    const link = links.nth(index);
    const target = ((await link.getAttribute('href')) ?? '').replace(/^#/, '');
    await link.focus();
    await page.keyboard.press('Enter');
    linkTargets.push({ target, focused: await page.evaluate(() => document.activeElement?.id ?? '') });
  }
  const { invalidWithoutMessage, fieldMessages } = await page.evaluate(() => {
    const messageOf = (element: Element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .find(
          (described) =>
            described?.classList.contains('wizard-error-message') && (described.textContent ?? '').trim() !== '',
        );
    const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]'));
    return {
      invalidWithoutMessage: invalid
        .filter((element) => !messageOf(element))
        .map((element) => element.id || element.tagName),
      fieldMessages: Array.from(document.querySelectorAll('.wizard-error-message')).map((element) =>
        (element.textContent ?? '').replace(/^Error:\s*/, ''),
      ),
    };
  });
  return { focused, title: await page.title(), links: texts, linkTargets, invalidWithoutMessage, fieldMessages };
}
