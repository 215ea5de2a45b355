import type { Page } from 'playwright-core';
import publicEnglish from '../../common/src/i18n/catalogues/en.json' with { type: 'json' };
import staffEnglish from '../../common/src/i18n/staff/en.json' with { type: 'json' };

/** Every message key of the public and staff catalogues: a screen that shows one has read a text before its catalogue loaded. */
const MESSAGE_KEYS = [...Object.keys(publicEnglish.messages), ...Object.keys(staffEnglish.messages)];

/** The catalogue keys the page shows as text or gives as an accessible name, placeholder or title, in place of their message. */
export async function visibleMessageKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const attributes = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((e) =>
      ['aria-label', 'placeholder', 'title'].map((name) => e.getAttribute(name) ?? ''),
    );
    const shown = new Set(
      [document.body.innerText, document.title, ...attributes].flatMap((text) => text.split(/[\s,:;()"]+/)),
    );
    return keys.filter((key) => shown.has(key));
  }, MESSAGE_KEYS);
}
