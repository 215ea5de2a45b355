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

/** What the application was given at submission, quoted in the email. */
export interface ConfirmationFacts {
  /** T-XXXXXXXX or V-XXXXXXXX */
  reference: string;
  /** median days to a match for applications like this one; null when there is too little data (and for tutors) */
  expectedWaitDays: number | null;
}

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

/** The expected wait as one sentence, or that we will write, in the applicant's language. */
export function expectedWaitText(t: Translate, expectedWaitDays: number | null): string {
  return expectedWaitDays === null
    ? t('email.confirmation.waitUnknown')
    : t('email.confirmation.waitDays', { days: expectedWaitDays });
}

/** `t` says the catalogue of the applicant's language (the one their form was filled in). */
export function confirmationEmail(
  t: Translate,
  org: ConfirmationOrg,
  recipient: ConfirmationRecipient,
  facts: ConfirmationFacts,
): EmailText {
  const paragraphs = [
    ...greetingAndThanks(t, org, recipient),
    t('email.confirmation.reference', { reference: facts.reference }),
    t('email.confirmation.review'),
    expectedWaitText(t, facts.expectedWaitDays),
    t('email.confirmation.manage', { supportEmail: org.supportEmail, reference: facts.reference }),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return {
    subject: t('email.confirmation.subject', { orgName: org.orgName }),
    text: `${paragraphs.join('\n\n')}\n`,
  };
}
