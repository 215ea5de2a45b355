import type { Translate } from '@tutoring/common';
import { linkMessages } from '../links';

/** Every text of a check-in link's page, from the active language's catalogue. */
export const checkinMessages = (t: Translate) => ({
  ask: { tutee: t('checkin.askTutee'), tutor: t('checkin.askTutor') },
  intro: t('checkin.intro'),
  yes: t('checkin.yes'),
  no: t('checkin.no'),
  thanks: t('checkin.thanks'),
  thanksText: { yes: t('checkin.thanksYes'), no: t('checkin.thanksNo') },
  ...linkMessages(t),
});
