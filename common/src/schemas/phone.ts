// Phone numbers as families type them ("(507) 285-0142", "507.285.0142", "+44 20 7946 0958"), checked with
// libphonenumber-js against the organisation's region (PHONE_REGION) and stored in E.164 ("+15072850142"), so staff
// and emails see one form. The `min` metadata checks length and leading digits per country; it keeps the public
// entry small (the full metadata's per-type patterns would triple the library's size for little gain here).
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_REGION, type PhoneCheck, type PhoneRegion } from './phoneRegion.js';

export function isPhoneRegion(code: string): code is PhoneRegion {
  return isSupportedCountry(code);
}

/**
 * The number in E.164, or null when the text is not one valid number: a national number of the region, or an
 * international one starting with +. Surrounding words are not searched for a number, and an extension is refused
 * (E.164 has none, and dropping it silently would store a number that does not reach the person).
 */
export function phoneNumberE164(text: string, region: PhoneRegion): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: region, extract: false });
  if (!parsed?.isValid() || parsed.ext !== undefined) return null;
  return parsed.number;
}

/** The wizards' check for the configured region (GET /api/config); a code this library does not know means the default. */
export function phoneCheckFor(region: string): PhoneCheck {
  const known = isPhoneRegion(region) ? region : DEFAULT_PHONE_REGION;
  return (text) => phoneNumberE164(text, known) !== null;
}
