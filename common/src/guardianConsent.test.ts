import { describe, expect, it } from 'vitest';
import { needsGuardianConsent } from './guardianConsent.js';
import { phoneCheckFor } from './schemas/phone.js';
import { EMPTY_STUDENT_DRAFT } from './schemas/studentDraft.js';
import { planStudentSubmission, studentInfoSchemaFor } from './schemas/studentWizard.js';
import { tuteeSubmissionSchemaFor } from './schemas/submissions.js';

const isPhone = phoneCheckFor('US');
const youngStudent = {
  ...EMPTY_STUDENT_DRAFT.info,
  submitter: 'Student',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.org',
  phone: '507-555-0100',
  school: 'Riverside Elementary',
  grade: '4th',
};

describe('guardian consent (GUARDIAN_CONSENT_BELOW_GRADE)', () => {
  it('is needed by a student applying alone below the grade only', () => {
    expect(needsGuardianConsent('Student', '5th', '6th')).toBe(true);
    expect(needsGuardianConsent('student', 'prek_kindergarten', '1st')).toBe(true);
    expect(needsGuardianConsent('Student', '6th', '6th')).toBe(false);
    expect(needsGuardianConsent('Student', '9th', '6th')).toBe(false);
    expect(needsGuardianConsent('ParentOrGuardian', '2nd', '6th')).toBe(false);
    expect(needsGuardianConsent('Student', '2nd', null)).toBe(false);
    expect(needsGuardianConsent('Student', '', '6th')).toBe(false);
  });

  it("makes the wizard's step and the API body ask for the guardian's address in the same cases", () => {
    const step = studentInfoSchemaFor(isPhone, '6th');
    const missing = step.safeParse(youngStudent);
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual(['parentEmail']);
    expect(step.safeParse({ ...youngStudent, parentEmail: 'parent@example.org' }).success).toBe(true);
    expect(step.safeParse({ ...youngStudent, grade: '6th' }).success).toBe(true);
    expect(studentInfoSchemaFor(isPhone).safeParse(youngStudent).success).toBe(true);

    const draft = {
      info: youngStudent,
      subjects: {
        primarySubject: 'K5_Math',
        secondarySubject: 'K5_Reading',
        tertiarySubject: 'K5_Science',
        detailedNeeds: 'Fractions',
      },
      additional: { availability: [], additionalInfo: '' },
    };
    expect(planStudentSubmission(draft, isPhone, '6th')).toEqual({ ok: false, incompleteStep: 'info' });
    const plan = planStudentSubmission(draft, isPhone);
    if (!plan.ok) throw new Error('the draft is complete without the setting');
    expect(tuteeSubmissionSchemaFor('US').safeParse(plan.submission).success).toBe(true);
    const refused = tuteeSubmissionSchemaFor('US', '6th').safeParse(plan.submission);
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['emailGuardian']);
    const named = { ...plan.submission, emailGuardian: 'parent@example.org' };
    expect(tuteeSubmissionSchemaFor('US', '6th').parse(named).emailGuardian).toBe('parent@example.org');
  });
});
