import { describe, expect, it } from 'vitest';
import { phoneCheckFor } from './phone.js';
import { STUDENT_TERMS } from '../terms.js';
import { EMPTY_STUDENT_DRAFT, studentStepsDone } from './studentDraft.js';
import {
  planStudentSubmission,
  studentAdditionalSchema,
  studentInfoSchemaFor,
  studentSubjectsSchema,
  type StudentDraft,
} from './studentWizard.js';
import { tuteeSubmissionSchemaFor } from './submissions.js';
import { REQUIRED_FIELDS_MESSAGE, WIZARD_MESSAGES, stepAlertMessage } from './wizardFields.js';

const studentInfoSchema = studentInfoSchemaFor(phoneCheckFor('US'));
const tuteeSubmissionSchema = tuteeSubmissionSchemaFor('US');

const info = {
  ...EMPTY_STUDENT_DRAFT.info,
  submitter: 'ParentOrGuardian',
  firstName: ' Ana ',
  lastName: 'Lopez',
  parentEmail: 'parent@example.org',
  phone: '507-555-0100',
  school: 'Riverside Elementary',
  grade: '7th',
};
const subjects = {
  primarySubject: 'math_alg2',
  secondarySubject: 'K5_Science',
  tertiarySubject: 'act_prep',
  detailedNeeds: 'Homework help',
};
const draft: StudentDraft = { info, subjects, additional: { availability: [], additionalInfo: '' } };

function alertOf(result: { success: boolean; error?: Parameters<typeof stepAlertMessage>[0] }): string {
  return result.error ? stepAlertMessage(result.error) : '';
}

describe('student step 1 (info)', () => {
  it('accepts a complete step and trims text', () => {
    const parsed = studentInfoSchema.parse(info);
    expect(parsed.firstName).toBe('Ana');
  });

  it.each(['submitter', 'firstName', 'lastName', 'phone', 'school', 'grade'] as const)(
    'blocks an empty %s with the fixed alert',
    (field) => {
      const result = studentInfoSchema.safeParse({ ...info, [field]: '  ' });
      expect(alertOf(result)).toBe(REQUIRED_FIELDS_MESSAGE);
    },
  );

  it('needs the parent email from a parent or guardian and the student email from a student', () => {
    expect(alertOf(studentInfoSchema.safeParse({ ...info, parentEmail: '' }))).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(studentInfoSchema.safeParse({ ...info, parentEmail: '', email: 'kid@example.org' }).success).toBe(false);
    expect(
      studentInfoSchema.safeParse({ ...info, submitter: 'Student', parentEmail: '', email: 'kid@example.org' }).success,
    ).toBe(true);
    const missing = studentInfoSchema.safeParse({ ...info, submitter: 'Student' });
    expect(missing.error?.issues.map((i) => i.path)).toEqual([['email']]);
  });

  it('rejects an address without a domain with its own message', () => {
    expect(alertOf(studentInfoSchema.safeParse({ ...info, parentEmail: 'parent@' }))).toBe(WIZARD_MESSAGES.email);
  });

  it('rejects an unknown submitter, grade or language', () => {
    expect(studentInfoSchema.safeParse({ ...info, submitter: 'Teacher' }).success).toBe(false);
    expect(studentInfoSchema.safeParse({ ...info, grade: '13th' }).success).toBe(false);
    expect(studentInfoSchema.safeParse({ ...info, languages: ['klingon'] }).success).toBe(false);
  });

  it('needs the other language written while Other is ticked', () => {
    expect(alertOf(studentInfoSchema.safeParse({ ...info, otherLanguageChecked: true }))).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(studentInfoSchema.safeParse({ ...info, otherLanguageChecked: true, otherLanguage: 'Oromo' }).success).toBe(
      true,
    );
  });

  it.each(['firstName', 'lastName', 'pronouns', 'phone', 'school'] as const)(
    'refuses line breaks and invisible characters in %s',
    (field) => {
      for (const bad of ['\n', '\u202E', '\u200B']) {
        expect(alertOf(studentInfoSchema.safeParse({ ...info, [field]: `Ab${bad}cd` }))).toBe(
          WIZARD_MESSAGES.singleLine,
        );
      }
      expect(alertOf(studentInfoSchema.safeParse({ ...info, parentEmail: 'parent\u200B@example.org' }))).toBe(
        WIZARD_MESSAGES.singleLine,
      );
      expect(
        alertOf(studentInfoSchema.safeParse({ ...info, otherLanguageChecked: true, otherLanguage: 'Oro\tmo' })),
      ).toBe(WIZARD_MESSAGES.singleLine);
    },
  );

  it('keeps to the API length limits', () => {
    expect(alertOf(studentInfoSchema.safeParse({ ...info, firstName: 'a'.repeat(101) }))).toBe(
      WIZARD_MESSAGES.tooLong(100),
    );
  });
});

describe('student step 2 (subjects)', () => {
  it('accepts three different subjects and the detailed needs', () => {
    expect(studentSubjectsSchema.safeParse(subjects).success).toBe(true);
  });

  it.each(['primarySubject', 'secondarySubject', 'tertiarySubject', 'detailedNeeds'] as const)(
    'blocks an empty %s with the fixed alert',
    (field) => {
      expect(alertOf(studentSubjectsSchema.safeParse({ ...subjects, [field]: '' }))).toBe(REQUIRED_FIELDS_MESSAGE);
    },
  );

  it('keeps line breaks in the detailed needs and drops invisible characters', () => {
    expect(
      studentSubjectsSchema.parse({ ...subjects, detailedNeeds: 'Frac\u200Btions\nand\u202E decimals' }).detailedNeeds,
    ).toBe('Fractions\nand decimals');
  });

  it('needs three distinct choices', () => {
    expect(alertOf(studentSubjectsSchema.safeParse({ ...subjects, tertiarySubject: 'math_alg2' }))).toBe(
      WIZARD_MESSAGES.distinctSubjects,
    );
    expect(alertOf(studentSubjectsSchema.safeParse({ ...subjects, secondarySubject: 'math_alg2' }))).toBe(
      WIZARD_MESSAGES.distinctSubjects,
    );
  });
});

describe('student step 3 (additional)', () => {
  it('is optional', () => {
    expect(studentAdditionalSchema.safeParse({ availability: [], additionalInfo: '' }).success).toBe(true);
  });

  it('keeps the grid answer in week order and refuses a time the grid does not have', () => {
    const answer = { availability: ['sat_morning', 'tue_evening'], additionalInfo: '' };
    expect(studentAdditionalSchema.parse(answer).availability).toEqual(['tue_evening', 'sat_morning']);
    expect(studentAdditionalSchema.safeParse({ ...answer, availability: ['tue_night'] }).success).toBe(false);
  });
});

describe('student progress checks', () => {
  it('marks each step by its own rule', () => {
    expect(studentStepsDone(EMPTY_STUDENT_DRAFT, false)).toEqual({
      info: false,
      subjects: false,
      additional: false,
      terms: false,
    });
    const partial = { ...EMPTY_STUDENT_DRAFT, info: { ...EMPTY_STUDENT_DRAFT.info, submitter: 'Student' } };
    expect(studentStepsDone(partial, false).info).toBe(true);
    expect(studentStepsDone({ ...draft, additional: { availability: [], additionalInfo: 'Evenings' } }, true)).toEqual({
      info: true,
      subjects: true,
      additional: true,
      terms: true,
    });
  });
});

describe('student draft to "Tutee as sent on submit"', () => {
  it('maps every field, the language flags, the other language and the terms version', () => {
    const plan = planStudentSubmission(
      {
        ...draft,
        info: {
          ...info,
          pronouns: 'she/her',
          email: 'kid@example.org',
          languages: ['somali', 'hmong'],
          otherLanguageChecked: true,
          otherLanguage: 'Oromo',
        },
        additional: { availability: ['tue_evening', 'thu_evening'], additionalInfo: 'After school' },
      },
      phoneCheckFor('US'),
    );
    expect(plan).toEqual({
      ok: true,
      mailTo: 'parent@example.org',
      submission: {
        firstName: 'Ana',
        lastName: 'Lopez',
        pronouns: 'she/her',
        studentOrGuardian: 'ParentOrGuardian',
        emailGuardian: 'parent@example.org',
        emailStudent: 'kid@example.org',
        phone: '507-555-0100',
        gradeLevel: '7th',
        school: 'Riverside Elementary',
        subject1: 'math_alg2',
        subject2: 'K5_Science',
        subject3: 'act_prep',
        subjectDetails: 'Homework help',
        miscInfo: 'After school',
        availability: ['tue_evening', 'thu_evening'],
        Spanish: false,
        Somali: true,
        Arabic: false,
        Chinese: false,
        Tagalog: false,
        French: false,
        Vietnamese: false,
        Hmong: true,
        Other: 'Oromo',
        termsVersion: STUDENT_TERMS.version,
      },
    });
  });

  it('mails the student when the student applies', () => {
    const plan = planStudentSubmission(
      { ...draft, info: { ...info, submitter: 'Student', email: 'kid@example.org' } },
      phoneCheckFor('US'),
    );
    expect(plan.ok && plan.mailTo).toBe('kid@example.org');
  });

  it('sends no other language once Other is unticked', () => {
    const plan = planStudentSubmission({ ...draft, info: { ...info, otherLanguage: 'Oromo' } }, phoneCheckFor('US'));
    expect(plan.ok && plan.submission.Other).toBe('');
  });

  it('names the first incomplete step instead of building a body', () => {
    expect(planStudentSubmission(EMPTY_STUDENT_DRAFT, phoneCheckFor('US'))).toEqual({
      ok: false,
      incompleteStep: 'info',
    });
    expect(planStudentSubmission({ ...draft, subjects: EMPTY_STUDENT_DRAFT.subjects }, phoneCheckFor('US'))).toEqual({
      ok: false,
      incompleteStep: 'subjects',
    });
  });

  it('builds a body the API schema accepts', () => {
    const plan = planStudentSubmission(draft, phoneCheckFor('US'));
    if (!plan.ok) throw new Error('draft should be complete');
    expect(tuteeSubmissionSchema.safeParse(plan.submission).success).toBe(true);
  });
});
