// "Do you still need a tutor?" / "Are you still available to tutor?": the reconfirmation emailed to each waiting
// family and available tutor when staff start a round (server/src/reconfirmations), and its one reminder, each with a
// Yes and a No link to a page whose button records the answer.
import type { Translate } from '../i18n/catalogue.js';
import type { ConfirmationOrg, EmailText } from './confirmation.js';

export const RECONFIRM_KIND = 'reconfirmation';
export const RECONFIRM_REMINDER_KIND = 'reconfirmation_reminder';

export interface ReconfirmEmailFacts {
  role: 'tutee' | 'tutor';
  reminder: boolean;
  /** the recipient's first name, or null for a guardian (greeted without a name, as the confirmation does) */
  firstName: string | null;
  studentFirstName: string;
  yesUrl: string;
  noUrl: string;
  /** days from this email until an unanswered tutee is taken off the list, or a tutor paused */
  daysLeft: number;
}

function bodyIn(t: Translate, org: ConfirmationOrg, facts: ReconfirmEmailFacts): string {
  const family = facts.role === 'tutee';
  const paragraphs = [
    facts.firstName === null ? t('email.checkin.hello') : t('email.checkin.helloName', { firstName: facts.firstName }),
    ...(facts.reminder ? [t('email.reconfirm.reminder')] : []),
    family
      ? t('email.reconfirm.askFamily', { studentFirstName: facts.studentFirstName })
      : t('email.reconfirm.askTutor'),
    `${t('email.checkin.yesLink', { url: facts.yesUrl })}\n${t('email.checkin.noLink', { url: facts.noUrl })}`,
    family
      ? t('email.reconfirm.howLinksFamily', { days: facts.daysLeft, studentFirstName: facts.studentFirstName })
      : t('email.reconfirm.howLinksTutor', { days: facts.daysLeft }),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
  ];
  return paragraphs.join('\n\n');
}

/** The question or its reminder in the recipient's language (`t`), with the English text below unless it is English. */
export function reconfirmEmail(
  t: Translate,
  english: Translate | null,
  org: ConfirmationOrg,
  facts: ReconfirmEmailFacts,
): EmailText {
  const question = t(facts.role === 'tutee' ? 'email.reconfirm.subjectFamily' : 'email.reconfirm.subjectTutor', {
    orgName: org.orgName,
  });
  const own = bodyIn(t, org, facts);
  const text =
    english === null ? own : `${own}\n\n${t('email.checkin.englishBelow')}\n\n---\n\n${bodyIn(english, org, facts)}`;
  return {
    subject: facts.reminder ? t('email.reconfirm.subjectReminder', { subject: question }) : question,
    text: `${text}\n`,
  };
}
