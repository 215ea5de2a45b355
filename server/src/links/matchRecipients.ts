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
 * The family's address as its confirmation went (the student's when a student applied, else the guardian's), and
 * the name to greet: the student's, or none for a guardian.
 */
export function familyContact(
  tutee: Pick<TuteeRow, 'submitter' | 'email_student' | 'email_guardian' | 'first_name'>,
): Pick<MatchRecipient, 'to' | 'firstName'> {
  const student = isStudentSubmitter(tutee.submitter);
  const own = student ? tutee.email_student : tutee.email_guardian;
  const other = student ? tutee.email_guardian : tutee.email_student;
  return { to: own?.trim() || other?.trim() || null, firstName: student ? tutee.first_name : null };
}

/** The family and the tutor of a match, each in the language its form was filled in. */
export function matchRecipients(tutee: TuteeRow, tutor: TutorRow): [MatchRecipient, MatchRecipient] {
  const language = (code: string): LocaleCode => (isLocaleCode(code) ? code : 'en');
  return [
    { side: 'tutee', ...familyContact(tutee), language: language(tutee.preferred_language) },
    {
      side: 'tutor',
      to: tutor.email.trim() || null,
      language: language(tutor.preferred_language),
      firstName: tutor.first_name,
    },
  ];
}
