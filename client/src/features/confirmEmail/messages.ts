import type { Translate } from '@tutoring/common';
import { linkMessages } from '../links';
import type { ConfirmPurpose } from '../links';

/** Every text of a confirmation link's page, from the active language's catalogue. */
export const confirmEmailMessages = (t: Translate) => ({
  title: t('confirmEmail.title'),
  intro: t('confirmEmail.intro'),
  button: t('confirmEmail.button'),
  done: t('confirmEmail.done'),
  doneText: t('confirmEmail.doneText'),
  ...linkMessages(t),
  failed: t('confirmEmail.failed'),
});

/** The texts of a guardian's consent link's page: the same page, asking for agreement. */
const guardianConsentMessages = (t: Translate): ReturnType<typeof confirmEmailMessages> => ({
  ...confirmEmailMessages(t),
  title: t('guardianConsent.title'),
  intro: t('guardianConsent.intro'),
  button: t('guardianConsent.button'),
  done: t('guardianConsent.done'),
  doneText: t('guardianConsent.doneText'),
  failed: t('guardianConsent.failed'),
});

export const PAGE_MESSAGES: Record<ConfirmPurpose, typeof confirmEmailMessages> = {
  'confirm-email': confirmEmailMessages,
  'guardian-consent': guardianConsentMessages,
};
