// Guardian consent (GUARDIAN_CONSENT_BELOW_GRADE): a student who applies alone below that grade names a parent or
// guardian, whose "I agree" link must be pressed before the application can be matched. Shared by the wizard's step
// schema and the API's body schema, so both ask in exactly the same cases.
import { GRADE_KEYS, isStudentSubmitter } from './catalog.js';

/** Whether this application needs a guardian's consent; `belowGrade` null (the default) asks for none. */
export function needsGuardianConsent(submitter: string, grade: string, belowGrade: string | null): boolean {
  if (belowGrade === null || !isStudentSubmitter(submitter)) return false;
  const index = GRADE_KEYS.indexOf(grade);
  return index >= 0 && index < GRADE_KEYS.indexOf(belowGrade);
}
