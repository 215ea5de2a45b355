// "How did it go?": the survey emailed to each side of a match when it ends (server/src/surveys), with a link to a
// page of two questions (a rating from 1 to 5 and an optional comment).
import type { Translate } from '../i18n/catalogue.js';
import { concernLine } from './concern.js';
import type { ConfirmationOrg, EmailText } from './confirmation.js';

export const SURVEY_KIND = 'match_survey';

export interface SurveyEmailFacts {
  side: 'tutee' | 'tutor';
  /** the recipient's first name, or null for a guardian (greeted without a name) */
  firstName: string | null;
  studentFirstName: string;
  surveyUrl: string;
  concernUrl: string;
  linkDays: number;
}

function bodyIn(t: Translate, org: ConfirmationOrg, facts: SurveyEmailFacts): string {
  return [
    facts.firstName === null ? t('email.checkin.hello') : t('email.checkin.helloName', { firstName: facts.firstName }),
    t(facts.side === 'tutee' ? 'email.survey.endedFamily' : 'email.survey.endedTutor', {
      studentFirstName: facts.studentFirstName,
    }),
    t('email.survey.ask', { url: facts.surveyUrl }),
    t('email.survey.howLink', { days: facts.linkDays }),
    t('email.confirmation.questions', { supportEmail: org.supportEmail }),
    org.orgName,
    concernLine(t, facts.concernUrl),
  ].join('\n\n');
}

/** The survey in the recipient's language (`t`), with the English text below when that is not English. */
export function surveyEmail(
  t: Translate,
  english: Translate | null,
  org: ConfirmationOrg,
  facts: SurveyEmailFacts,
): EmailText {
  const own = bodyIn(t, org, facts);
  const text =
    english === null ? own : `${own}\n\n${t('email.checkin.englishBelow')}\n\n---\n\n${bodyIn(english, org, facts)}`;
  return { subject: t('email.survey.subject', { orgName: org.orgName }), text: `${text}\n` };
}
