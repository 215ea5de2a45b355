import { staffMessages } from '../../i18n/staffText';
/** Texts of the admin's export and erasure controls on a tutee's or tutor's profile. */
export const personDataMessages = staffMessages((t) => ({
  heading: t('personData.heading'),
  download: t('personData.download'),
  erase: t('personData.erase'),
  /** the buttons' names for screen readers: whose data; each starts with the visible text (WCAG 2.5.3, label in name) */
  downloadName: (name: string) => t('personData.downloadName', { name }),
  eraseName: (name: string) => t('personData.eraseName', { name }),
  dialogTitle: (name: string) => t('personData.dialogTitle', { name }),
  intro: (name: string) => t('personData.intro', { name }),
  downloadFirst: t('personData.downloadFirst'),
  confirmLabel: (name: string) => t('personData.confirmLabel', { name }),
  cancel: t('personData.cancel'),
  confirm: t('personData.confirm'),
  erasing: t('personData.erasing'),
  failed: t('personData.failed'),
  erased: (name: string) => t('personData.erased', { name }),
}));
