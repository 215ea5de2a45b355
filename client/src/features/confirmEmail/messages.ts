import type { Translate } from '@tutoring/common';
import { linkMessages } from '../links';

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
