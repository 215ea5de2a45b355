import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { EMPTY_STUDENT_DRAFT, type StudentDraft } from '@tutoring/common';
import { wizardSliceOptions } from '../registration';
import { guardianContactOf } from './anotherChild';

describe('Apply for another child', () => {
  const student = createSlice(wizardSliceOptions('studentWizard', EMPTY_STUDENT_DRAFT, 'test-student'));
  const submittedBy = (info: Partial<StudentDraft['info']>) => {
    const draft: StudentDraft = {
      info: {
        ...EMPTY_STUDENT_DRAFT.info,
        firstName: 'Amina',
        lastName: 'Hassan',
        email: 'amina@example.com',
        school: 'Kellogg',
        grade: '7th',
        languages: ['somali'],
        ...info,
      },
      subjects: { ...EMPTY_STUDENT_DRAFT.subjects, primarySubject: 'math_geom', detailedNeeds: 'Proofs' },
      additional: { availability: [], additionalInfo: 'Afternoons' },
    };
    const done = student.reducer(
      student.reducer(student.reducer(undefined, student.actions.stepSaved(draft)), student.actions.termsChanged(true)),
      student.actions.submitSucceeded({ reference: 'T-7KQ4M2XR', expectedWaitDays: 9, kept: guardianContactOf(draft) }),
    );
    return student.reducer(done, student.actions.nextApplicationStarted());
  };

  it("keeps the guardian's email and phone and nothing else", () => {
    const next = submittedBy({ submitter: 'ParentOrGuardian', parentEmail: 'parent@example.com', phone: '5075550101' });
    expect(next.draft).toEqual({
      ...EMPTY_STUDENT_DRAFT,
      info: { ...EMPTY_STUDENT_DRAFT.info, parentEmail: 'parent@example.com', phone: '5075550101' },
    });
    expect(next).toMatchObject({ termsAccepted: false, status: 'idle', submitted: null, idempotencyKey: null });
  });

  it("keeps only the guardian's email when the student applied with their own phone", () => {
    const next = submittedBy({ submitter: 'Student', parentEmail: 'parent@example.com', phone: '5075550199' });
    expect(next.draft.info).toEqual({ ...EMPTY_STUDENT_DRAFT.info, parentEmail: 'parent@example.com' });
  });
});
