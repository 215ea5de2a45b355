import { isLocaleCode, isStudentSubmitter, type LocaleCode } from '@tutoring/common';
import type { TuteeRow } from '../records/tuteeRecord.js';
import type { TutorRow } from '../records/tutorRecord.js';

/** One side of a match as the app's follow-up emails (check-ins, surveys) address it. */
export interface MatchRecipient {
  side: 'tutee' | 'tutor';
  /** null when no address is on file (older rows): that side gets nothing to bounce */
  to: string | null;
  language: LocaleCode;
  /** the recipient's first name, or null for a guardian (greeted without a name, as the confirmation does) */
  firstName: string | null;
}

/**
 * The family (the student's address when a student applied, else the guardian's, as its confirmation went) and the
 * tutor, each in the language its form was filled in.
 */
export function matchRecipients(tutee: TuteeRow, tutor: TutorRow): [MatchRecipient, MatchRecipient] {
  const student = isStudentSubmitter(tutee.submitter);
  const own = student ? tutee.email_student : tutee.email_guardian;
  const other = student ? tutee.email_guardian : tutee.email_student;
  const language = (code: string): LocaleCode => (isLocaleCode(code) ? code : 'en');
  return [
    {
      side: 'tutee',
      to: own?.trim() || other?.trim() || null,
      language: language(tutee.preferred_language),
      firstName: student ? tutee.first_name : null,
    },
    {
      side: 'tutor',
      to: tutor.email.trim() || null,
      language: language(tutor.preferred_language),
      firstName: tutor.first_name,
    },
  ];
}
