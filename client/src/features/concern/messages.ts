import { CONCERN_MESSAGE_MAX, type ConcernContact, type Translate } from '@tutoring/common';
import { linkMessages } from '../links';

/** Every text of the "Report a concern" page, from the active language's catalogue. */
export const concernMessages = (t: Translate) => ({
  title: t('concern.title'),
  intro: t('concern.intro'),
  messageLabel: t('concern.messageLabel'),
  messageHint: t('concern.messageHint', { max: CONCERN_MESSAGE_MAX }),
  messageRequired: t('concern.messageRequired'),
  contactLegend: t('concern.contactLegend'),
  contact: {
    email: t('concern.contactEmail'),
    phone: t('concern.contactPhone'),
    none: t('concern.contactNone'),
  } satisfies Record<ConcernContact, string>,
  submit: t('concern.submit'),
  sent: t('concern.sent'),
  sentText: t('concern.sentText'),
  ...linkMessages(t),
});
