import type { Translate } from '@tutoring/common';

/** Every text of a check-in link's page, from the active language's catalogue. */
export const checkinMessages = (t: Translate) => ({
  ask: { tutee: t('checkin.askTutee'), tutor: t('checkin.askTutor') },
  intro: t('checkin.intro'),
  yes: t('checkin.yes'),
  no: t('checkin.no'),
  thanks: t('checkin.thanks'),
  thanksText: { yes: t('checkin.thanksYes'), no: t('checkin.thanksNo') },
  gone: { used: t('checkin.used'), expired: t('checkin.expired') },
  goneText: (supportEmail: string) => t('checkin.goneText', { supportEmail }),
  failed: t('checkin.failed'),
  loading: t('checkin.loading'),
});
