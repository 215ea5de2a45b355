// The email that asks a parent or guardian to agree to a young student's application (GUARDIAN_CONSENT_BELOW_GRADE),
// in the language the student's form was filled in.
import type { Translate } from '../i18n/catalogue.js';
import type { ConfirmationOrg, EmailText } from './confirmation.js';

export const GUARDIAN_CONSENT_KIND = 'guardian_consent';

export interface GuardianConsentFacts {
  studentFirstName: string;
  reference: string;
  /** the "I agree" page */
  url: string;
  linkDays: number;
}

/** `t` says the catalogue of the student's form. */
export function guardianConsentEmail(t: Translate, org: ConfirmationOrg, facts: GuardianConsentFacts): EmailText {
  const { orgName } = org;
  const paragraphs = [
    t('email.confirmation.hello'),
    t('email.guardianConsent.intro', { orgName, studentFirstName: facts.studentFirstName, reference: facts.reference }),
    t('email.guardianConsent.why'),
    t('email.guardianConsent.link', { url: facts.url }),
    t('email.guardianConsent.how', { days: facts.linkDays }),
    t('email.guardianConsent.notYou'),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    orgName,
  ];
  return {
    subject: t('email.guardianConsent.subject', { orgName, studentFirstName: facts.studentFirstName }),
    text: `${paragraphs.join('\n\n')}\n`,
  };
}
