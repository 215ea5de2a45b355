import type { Translate } from '@tutoring/common';

/** Every text of the landing page, from the active language's catalogue. */
export const homeMessages = (t: Translate) => ({
  eyebrow: t('home.eyebrow'),
  title: (orgName: string) => t('home.title', { orgName }),
  intro: t('home.intro'),
  studentCardTitle: t('home.studentCardTitle'),
  studentCardText: t('home.studentCardText'),
  studentButton: t('home.studentButton'),
  tutorCardTitle: t('home.tutorCardTitle'),
  tutorCardText: t('home.tutorCardText'),
  tutorButton: t('home.tutorButton'),
  howTitle: t('home.howTitle'),
  howSteps: [
    { title: t('home.howSteps.1.title'), text: t('home.howSteps.1.text') },
    { title: t('home.howSteps.2.title'), text: t('home.howSteps.2.text') },
    { title: t('home.howSteps.3.title'), text: t('home.howSteps.3.text') },
  ],
  free: t('home.free'),
  manageLink: t('home.manageLink'),
});
