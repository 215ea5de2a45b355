import type { Translate } from '@tutoring/common';
import { linkMessages } from '../links';

/** Every text of a reconfirmation link's page, from the active language's catalogue, by whom it asks. */
export const reconfirmMessages = (t: Translate) => ({
  ask: { tutee: t('reconfirm.askTutee'), tutor: t('reconfirm.askTutor') },
  intro: t('reconfirm.intro'),
  answers: {
    tutee: { yes: t('reconfirm.yesTutee'), no: t('reconfirm.noTutee') },
    tutor: { yes: t('reconfirm.yesTutor'), no: t('reconfirm.noTutor') },
  },
  thanks: t('reconfirm.thanks'),
  thanksText: {
    tutee: { yes: t('reconfirm.thanksYesTutee'), no: t('reconfirm.thanksNoTutee') },
    tutor: { yes: t('reconfirm.thanksYesTutor'), no: t('reconfirm.thanksNoTutor') },
  },
  ...linkMessages(t),
});
