import { useEffect, useState } from 'react';
import { createTranslator, type LocaleCode, type StaffMessageKey, type StaffTranslate } from '@tutoring/common';
import { STAFF_CATALOGUES } from 'virtual:staff-catalogues';

// The staff screens speak the staff catalogue (common/src/i18n/staff/<code>.json): in the language the visitor
// chose when that language has a staff catalogue, else in English. Only English has one today; adding a file adds
// a staff language. The catalogue loads with the first staff screen, never on a family's page.

let active: { locale: LocaleCode; translate: StaffTranslate } | undefined;

/** The language the staff screens are shown in for a visitor who chose `locale`. */
function staffLocaleFor(locale: LocaleCode): LocaleCode {
  return locale in STAFF_CATALOGUES ? locale : 'en';
}

/** Loads the staff catalogue for `locale` (or English) and makes it the one staffT speaks. */
export async function loadStaffText(locale: LocaleCode): Promise<LocaleCode> {
  const code = staffLocaleFor(locale);
  if (active?.locale === code) return code;
  const catalogue = (await STAFF_CATALOGUES[code]!()).default;
  active = { locale: code, translate: createTranslator<StaffMessageKey>(code, catalogue) };
  return code;
}

/** The language the staff screens are shown in now (English before the first staff screen loads its catalogue). */
export function staffLocale(): LocaleCode {
  return active?.locale ?? 'en';
}

/**
 * One staff screen text. Staff screens render inside <StaffLanguage>, which loads the catalogue first; a text asked
 * for before that shows its key, so the mistake is seen rather than hidden.
 */
export const staffT: StaffTranslate = (key, values) => (active ? active.translate(key, values) : key);

/** The staff language once its catalogue is loaded for the visitor's `locale`, else undefined; no locale, no load. */
export function useStaffText(locale: LocaleCode | undefined): LocaleCode | undefined {
  const wanted = locale && staffLocaleFor(locale);
  const [loaded, setLoaded] = useState<LocaleCode | undefined>(active?.locale);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadStaffText(wanted).then((code) => {
      if (current) setLoaded(code);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted && loaded === wanted ? loaded : undefined;
}

/**
 * A staff screen's messages (built from the staff catalogue by `build`) as one object whose texts are read from the
 * catalogue in force when they are read, so modules may hold it before the catalogue has loaded. Built once per
 * staff language.
 */
export function staffMessages<Messages extends object>(build: (t: StaffTranslate) => Messages): Messages {
  const built = new Map<LocaleCode, Messages>();
  const current = (): Messages => {
    if (!active) return build(staffT);
    let messages = built.get(active.locale);
    if (!messages) built.set(active.locale, (messages = build(staffT)));
    return messages;
  };
  return new Proxy({} as Messages, {
    get: (_, property) => Reflect.get(current(), property),
    has: (_, property) => Reflect.has(current(), property),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, property) => Reflect.getOwnPropertyDescriptor(current(), property),
  });
}
