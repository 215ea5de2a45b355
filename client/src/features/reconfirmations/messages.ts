import type { ReconfirmReason } from '@tutoring/common';
import { staffMessages } from '../../i18n/staffText';

/** The staff texts of reconfirmation: the round's button and dialog, a paused tutor, a tutee's reason. */
export const reconfirmationMessages = staffMessages((t) => ({
  start: t('reconfirm.start'),
  dialogTitle: t('reconfirm.dialogTitle'),
  intro: t('reconfirm.intro'),
  askTutees: t('reconfirm.askTutees'),
  askTutors: t('reconfirm.askTutors'),
  sendOn: t('reconfirm.sendOn'),
  sendOnHelp: t('reconfirm.sendOnHelp'),
  cancel: t('reconfirm.cancel'),
  confirm: t('reconfirm.confirm'),
  sending: t('reconfirm.sending'),
  failed: t('reconfirm.failed'),
  queued: (tutees: number, tutors: number, remindOn: string, expiresOn: string) =>
    t('reconfirm.queued', { tutees, tutors, remindOn, expiresOn }),
  paused: t('reconfirm.paused'),
  pausedSince: (date: string, reason: ReconfirmReason) =>
    t('reconfirm.pausedSince', { date, reason: t(`reconfirm.tutorReason.${reason}`) }),
  tuteeReason: (reason: ReconfirmReason) => t(`reconfirm.tuteeReason.${reason}`),
  resume: t('reconfirm.resume'),
  resumeFailed: t('reconfirm.resumeFailed'),
}));
