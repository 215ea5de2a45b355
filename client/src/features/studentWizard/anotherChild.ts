import { EMPTY_STUDENT_DRAFT, type StudentDraft } from '@tutoring/common';

/**
 * What "Apply for another child" starts from: the guardian's contact details and nothing else. The phone number is
 * the guardian's only when a guardian applied; a student's own number and email stay with that student.
 */
export function guardianContactOf(draft: StudentDraft): Partial<StudentDraft> {
  const { submitter, parentEmail, phone } = draft.info;
  const guardianApplied = submitter === 'ParentOrGuardian';
  return { info: { ...EMPTY_STUDENT_DRAFT.info, parentEmail, phone: guardianApplied ? phone : '' } };
}
