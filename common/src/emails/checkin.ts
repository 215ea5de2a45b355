// "Did you meet?": the check-in emailed to each side of a match some business days after it was made
// (server/src/checkins), with a Yes and a No link to a page whose button records the answer.
import type { Translate } from '../i18n/catalogue.js';
import { concernLine } from './concern.js';
import type { ConfirmationOrg, EmailText } from './confirmation.js';

export const CHECKIN_KIND = 'match_checkin';

export interface CheckinEmailFacts {
  /** tutee: the family ("Has your tutor contacted you?"); tutor: "Has your student replied?" */
  side: 'tutee' | 'tutor';
  /** the recipient's first name, or null for a guardian (greeted without a name, as the confirmation does) */
  firstName: string | null;
  studentFirstName: string;
  yesUrl: string;
  noUrl: string;
  concernUrl: string;
  linkDays: number;
}

function bodyIn(t: Translate, org: ConfirmationOrg, facts: CheckinEmailFacts): string {
  const paragraphs = [
    facts.firstName === null ? t('email.checkin.hello') : t('email.checkin.helloName', { firstName: facts.firstName }),
    t(facts.side === 'tutee' ? 'email.checkin.askFamily' : 'email.checkin.askTutor', {
      studentFirstName: facts.studentFirstName,
    }),
    `${t('email.checkin.yesLink', { url: facts.yesUrl })}\n${t('email.checkin.noLink', { url: facts.noUrl })}`,
    t('email.checkin.howLinks', { days: facts.linkDays }),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
    concernLine(t, facts.concernUrl),
  ];
  return paragraphs.join('\n\n');
}

/**
 * The check-in in the recipient's language (`t`), with the English text below it when that language is not English
 * (`english` null): English is the binding text, and a reader can show it to someone who helps them.
 */
export function checkinEmail(
  t: Translate,
  english: Translate | null,
  org: ConfirmationOrg,
  facts: CheckinEmailFacts,
): EmailText {
  const subjectKey = facts.side === 'tutee' ? 'email.checkin.subjectFamily' : 'email.checkin.subjectTutor';
  const own = bodyIn(t, org, facts);
  const text =
    english === null ? own : `${own}\n\n${t('email.checkin.englishBelow')}\n\n---\n\n${bodyIn(english, org, facts)}`;
  return { subject: t(subjectKey, { orgName: org.orgName }), text: `${text}\n` };
}
