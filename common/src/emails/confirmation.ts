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
  /** the "Confirm your email address" link, and how long it and an unconfirmed application last */
  confirm: ConfirmLinkFacts;
  /** the Manage my application page, in the applicant's language */
  manageUrl: string;
}

export interface ConfirmLinkFacts {
  url: string;
  linkDays: number;
  /** RETAIN_UNCONFIRMED_DAYS */
  deleteDays: number;
}

export interface EmailText {
  subject: string;
  text: string;
}

export const CONFIRMATION_KIND = 'application_received';
/** The one reminder to confirm, due some days after the confirmation and deleted when the address is confirmed. */
export const CONFIRM_REMINDER_KIND = 'confirm_email_reminder';

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

/** The confirmation link and what it is for, shared by the confirmation and its reminder. */
function confirmParagraphs(t: Translate, confirm: ConfirmLinkFacts): string[] {
  return [
    t('email.confirmation.confirmLink', { url: confirm.url }),
    t('email.confirmation.confirmHow', { days: confirm.linkDays, deleteDays: confirm.deleteDays }),
  ];
}

/** The reminder to confirm the email address, in the applicant's language; the same link as the confirmation. */
export function confirmReminderEmail(
  t: Translate,
  org: ConfirmationOrg,
  reference: string,
  confirm: ConfirmLinkFacts,
): EmailText {
  const paragraphs = [
    t('email.confirmation.hello'),
    t('email.confirmReminder.intro', { orgName: org.orgName, reference }),
    ...confirmParagraphs(t, confirm),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return {
    subject: t('email.confirmReminder.subject', { orgName: org.orgName }),
    text: `${paragraphs.join('\n\n')}\n`,
  };
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
    ...confirmParagraphs(t, facts.confirm),
    t('email.confirmation.review'),
    expectedWaitText(t, facts.expectedWaitDays),
    t('email.confirmation.manage', { manageUrl: facts.manageUrl }),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return {
    subject: t('email.confirmation.subject', { orgName: org.orgName }),
    text: `${paragraphs.join('\n\n')}\n`,
  };
}
