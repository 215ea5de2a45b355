import type { AttentionKind } from '@tutoring/common';
import { staffMessages } from '../../i18n/staffText';

/** Every text of Needs attention (page, badge, Overview line), from the staff catalogue. */
export const attentionMessages = staffMessages((t) => ({
  title: t('attention.title'),
  intro: t('attention.intro'),
  empty: t('attention.empty'),
  count: (n: number) => t('attention.count', { n }),
  badgeLabel: (n: number) => t('attention.badgeLabel', { n }),
  overviewLink: t('attention.overviewLink'),
  kind: {
    no_contact: t('attention.kind.no_contact'),
    no_answer: t('attention.kind.no_answer'),
    email_failed: t('attention.kind.email_failed'),
  } satisfies Record<AttentionKind, string>,
  emailTo: (role: string) => t('attention.emailTo', { role }),
  role: { tutor: t('attention.role.tutor'), family: t('attention.role.family') },
  pair: (tutee: string, tutor: string) => t('attention.pair', { tutee, tutor }),
  since: (date: string) => t('attention.since', { date }),
  resend: t('attention.resend'),
  endAndRematch: t('attention.endAndRematch'),
  markHandled: t('attention.markHandled'),
  note: t('attention.note'),
  noteFor: (tutee: string) => t('attention.noteFor', { tutee }),
  saveHandled: t('attention.saveHandled'),
  saving: t('attention.saving'),
  cancel: t('attention.cancel'),
  handled: (tutee: string, tutor: string) => t('attention.handled', { tutee, tutor }),
  resent: t('attention.resent'),
  loadFailed: t('attention.loadFailed'),
  handledFailed: t('attention.handledFailed'),
}));
