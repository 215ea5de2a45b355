import { staffMessages } from '../../i18n/staffText';

/** Every text of the Settings page, from the staff catalogue. */
export const settingsMessages = staffMessages((t) => ({
  title: t('settings.title'),
  intro: t('settings.intro'),
  welcome: t('settings.welcome'),
  organisationHeading: t('settings.organisationHeading'),
  orgName: t('settings.orgName'),
  orgWebsite: t('settings.orgWebsite'),
  supportEmail: t('settings.supportEmail'),
  supportEmailHint: t('settings.supportEmailHint'),
  guidesHeading: t('settings.guidesHeading'),
  tutorGuideUrl: t('settings.tutorGuideUrl'),
  tutorTrainingUrl: t('settings.tutorTrainingUrl'),
  tuteeGuideUrl: t('settings.tuteeGuideUrl'),
  listsHeading: t('settings.listsHeading'),
  schools: t('settings.schools'),
  schoolsHint: t('settings.schoolsHint'),
  recordYears: t('settings.recordYears'),
  recordYearsHint: t('settings.recordYearsHint'),
  save: t('settings.save'),
  saved: t('settings.saved'),
  loadFailed: t('settings.loadFailed'),
  saveFailed: t('settings.saveFailed'),
  invalid: t('settings.invalid'),
  retry: t('settings.retry'),
}));
