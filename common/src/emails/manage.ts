// The emails of "Manage my application" (server/src/applications): the link to an applicant session, and the request
// to confirm an address the applicant changed there.
import type { Translate } from '../i18n/catalogue.js';
import type { ConfirmationOrg, ConfirmLinkFacts, EmailText } from './confirmation.js';

export const MANAGE_LINK_KIND = 'manage_link';
export const CONFIRM_CHANGED_KIND = 'confirm_changed_email';
/** To the organisation's support address: an applicant in a current match asked for erasure. */
export const ERASURE_REQUEST_KIND = 'erasure_request';

/** The link to manage one's applications, in the language of the address's application. */
export function manageLinkEmail(t: Translate, org: ConfirmationOrg, url: string): EmailText {
  const paragraphs = [
    t('email.confirmation.hello'),
    t('email.manage.intro', { orgName: org.orgName }),
    url,
    t('email.manage.how'),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return { subject: t('email.manage.subject', { orgName: org.orgName }), text: `${paragraphs.join('\n\n')}\n` };
}

/** Asks the new address of an application to confirm itself, with a fresh confirmation link. */
export function confirmChangedEmail(
  t: Translate,
  org: ConfirmationOrg,
  reference: string,
  confirm: ConfirmLinkFacts,
): EmailText {
  const paragraphs = [
    t('email.confirmation.hello'),
    t('email.confirmChanged.intro', { orgName: org.orgName, reference }),
    t('email.confirmation.confirmLink', { url: confirm.url }),
    t('email.confirmation.confirmHow', { days: confirm.linkDays, deleteDays: confirm.deleteDays }),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return {
    subject: t('email.confirmReminder.subject', { orgName: org.orgName }),
    text: `${paragraphs.join('\n\n')}\n`,
  };
}
