import type { Translate } from '@tutoring/common';
import { linkMessages } from '../links';

/** Every text of the Manage my application pages, from the active language's catalogue. */
export const manageMessages = (t: Translate) => ({
  ...linkMessages(t),
  title: t('manage.title'),
  intro: t('manage.intro'),
  emailLabel: t('manage.emailLabel'),
  send: t('manage.send'),
  sent: t('manage.sent'),
  sentText: t('manage.sentText'),
  emailInvalid: t('manage.emailInvalid'),
  failed: t('manage.failed'),
  open: t('manage.open'),
  openIntro: t('manage.openIntro'),
  listTitle: t('manage.listTitle'),
  none: t('manage.none'),
  kind: {
    tutee: (firstName: string) => t('manage.kind.tutee', { firstName }),
    tutor: (firstName: string) => t('manage.kind.tutor', { firstName }),
  },
  reference: (reference: string) => t('manage.reference', { reference }),
  status: {
    received: t('manage.status.received'),
    reviewing: t('manage.status.reviewing'),
    matched: (date: string) => t('manage.status.matched', { date }),
    ended: t('manage.status.ended'),
  },
  phone: t('manage.phone'),
  email: t('manage.email'),
  save: t('manage.save'),
  withdraw: t('manage.withdraw'),
  withdrawAsk: t('manage.withdrawAsk'),
  withdrawYes: t('manage.withdrawYes'),
  keep: t('manage.keep'),
  download: t('manage.download'),
  erase: t('manage.erase'),
  eraseAsk: t('manage.eraseAsk'),
  eraseYes: t('manage.eraseYes'),
  outcome: (supportEmail: string) => ({
    saved: t('manage.saved'),
    savedConfirm: t('manage.savedConfirm'),
    withdrawn: t('manage.status.ended'),
    erased: t('manage.erased'),
    eraseRequested: t('manage.eraseRequested'),
    inMatch: t('manage.inMatch', { supportEmail }),
    failed: t('manage.failed'),
  }),
  sessionEnded: t('manage.sessionEnded'),
  askAgain: t('manage.askAgain'),
});
export type ManageMessages = ReturnType<typeof manageMessages>;
