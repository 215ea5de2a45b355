// The phone region without the phone library: the public entry imports this; the library itself (phone.ts, about
// 28 KB gzipped with its `min` metadata) is imported from '@tutoring/common/phone' by the server and, lazily, by
// the wizards' contact steps, so /home and the other steps stay within the bundle budget.
import type { CountryCode } from 'libphonenumber-js/min';

/** An ISO 3166-1 alpha-2 code libphonenumber-js knows, e.g. 'US'. */
export type PhoneRegion = CountryCode;

export const DEFAULT_PHONE_REGION: PhoneRegion = 'US';

/** Whether a text is a phone number (phone.ts decides); the wizard schemas take one so they need not load the library. */
export type PhoneCheck = (text: string) => boolean;
