// The "application received" email queued with every public application, in the language of its form.
import type { Translate } from '../i18n/catalogue.js';

export interface ConfirmationOrg {
  orgName: string;
  supportEmail: string;
}

export type ConfirmationRecipient =
  | { applicant: 'tutor'; firstName: string }
  | { applicant: 'student'; firstName: string }
  | { applicant: 'guardian'; studentFirstName: string };

export interface EmailText {
  subject: string;
  text: string;
}

export const CONFIRMATION_KIND = 'application_received';

function greetingAndThanks(t: Translate, org: ConfirmationOrg, recipient: ConfirmationRecipient): string[] {
  const { orgName } = org;
  switch (recipient.applicant) {
    case 'tutor':
      return [
        t('email.confirmation.helloName', { firstName: recipient.firstName }),
        t('email.confirmation.thanksTutor', { orgName }),
      ];
    case 'student':
      return [
        t('email.confirmation.helloName', { firstName: recipient.firstName }),
        t('email.confirmation.thanksStudent', { orgName }),
      ];
    case 'guardian':
      return [
        t('email.confirmation.hello'),
        t('email.confirmation.thanksGuardian', { orgName, studentFirstName: recipient.studentFirstName }),
      ];
  }
}

/** `t` says the catalogue of the applicant's language (the one their form was filled in). */
export function confirmationEmail(t: Translate, org: ConfirmationOrg, recipient: ConfirmationRecipient): EmailText {
  const paragraphs = [
    ...greetingAndThanks(t, org, recipient),
    t('email.confirmation.review'),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return {
    subject: t('email.confirmation.subject', { orgName: org.orgName }),
    text: `${paragraphs.join('\n\n')}\n`,
  };
}
