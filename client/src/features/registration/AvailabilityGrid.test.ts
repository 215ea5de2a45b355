import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_SLOTS, type LocaleCode } from '@tutoring/common';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadLocale } from '../../i18n/loadLocale';
import { AvailabilityGrid } from './AvailabilityGrid';
import { availabilityAnswer } from './availabilityText';

async function render(locale: LocaleCode, selected: string[]): Promise<string> {
  const grid = createElement(AvailabilityGrid, { idPrefix: 'student', selected, onChange: () => undefined });
  return renderToStaticMarkup(createElement(I18nProvider, { initial: await loadLocale(locale), children: grid }));
}

describe('"When can you meet?" grid', () => {
  it('is a table of days by times of day with one labelled box per slot, the answer ticked', async () => {
    const html = await render('en', ['tue_evening', 'sat_morning']);
    expect(html).toContain('<legend class="wizard-legend">When can you meet?</legend>');
    expect(html.match(/<th scope="col">/g)).toHaveLength(4);
    expect(html.match(/<th scope="row">/g)).toHaveLength(7);
    expect(html).toContain('<th scope="row">Tuesday</th>');
    for (const slot of AVAILABILITY_SLOTS) {
      expect(html).toContain(`<label for="student-availability-${slot}">`);
      expect(html).toContain(`id="student-availability-${slot}"`);
    }
    expect(html.match(/<input[^>]*type="checkbox"/g)).toHaveLength(21);
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toMatch(/id="student-availability-tue_evening"[^>]*checked=""/);
    expect(html).toContain('<span class="visually-hidden">Tuesday evening</span>');
  });

  it("names each box in the form's language, in its word order", async () => {
    const spanish = await render('es', []);
    expect(spanish).toContain('¿Cuándo pueden reunirse?');
    expect(spanish).toContain('<span class="visually-hidden">Martes por la noche</span>');
    const vietnamese = await render('vi', []);
    expect(vietnamese).toContain('<span class="visually-hidden">Tối Thứ Ba</span>');
  });

  it('reviews the answer as the slots in week order', async () => {
    const { t } = await loadLocale('en');
    expect(availabilityAnswer(t, ['sat_morning', 'tue_evening'])).toBe('Tuesday evening, Saturday morning');
    expect(availabilityAnswer(t, [])).toBe('');
  });
});
