import { describe, expect, it } from 'vitest';
import { phoneCheckFor } from '@tutoring/common/phone';
import {
  EMPTY_STUDENT_DRAFT,
  EMPTY_TUTOR_DRAFT,
  additionalInfoSchema,
  fieldProblems,
  studentInfoSchemaFor,
  studentSubjectsSchema,
  tutorInfoSchemaFor,
  tutorSubjectsSchema,
} from '@tutoring/common';
import type { z } from 'zod';
import { allTranslators } from '@tutoring/common/i18n/all';
import { fieldErrorKey, fieldErrorMessage as messageIn, type WizardStepKey } from './fieldErrorMessages';

const studentInfoSchema = studentInfoSchemaFor(phoneCheckFor('US'));
const tutorInfoSchema = tutorInfoSchemaFor(phoneCheckFor('US'));

const english = allTranslators().en;
const fieldErrorMessage = (...args: Parameters<typeof messageIn> extends [unknown, ...infer Rest] ? Rest : never) =>
  messageIn(english, ...args);

const TOO_LONG = 'x'.repeat(4001);
const HIDDEN = 'a\u202Eb';

/** Every way each step can be refused: empty, too long, hidden characters, a bad address, repeated subjects. */
const CASES: [WizardStepKey, z.ZodType, object][] = [
  [
    'studentInfo',
    studentInfoSchema,
    { ...EMPTY_STUDENT_DRAFT.info, submitter: 'ParentOrGuardian', otherLanguageChecked: true },
  ],
  ['studentInfo', studentInfoSchema, { ...EMPTY_STUDENT_DRAFT.info, submitter: 'Student', otherLanguageChecked: true }],
  [
    'studentInfo',
    studentInfoSchema,
    {
      ...EMPTY_STUDENT_DRAFT.info,
      firstName: TOO_LONG,
      lastName: TOO_LONG,
      pronouns: TOO_LONG,
      parentEmail: TOO_LONG,
      email: TOO_LONG,
      phone: TOO_LONG,
      school: TOO_LONG,
      otherLanguage: TOO_LONG,
      languages: ['klingon'],
    },
  ],
  [
    'studentInfo',
    studentInfoSchema,
    {
      ...EMPTY_STUDENT_DRAFT.info,
      firstName: HIDDEN,
      lastName: HIDDEN,
      pronouns: HIDDEN,
      parentEmail: HIDDEN,
      email: HIDDEN,
      phone: HIDDEN,
      school: HIDDEN,
      otherLanguage: HIDDEN,
    },
  ],
  ['studentInfo', studentInfoSchema, { ...EMPTY_STUDENT_DRAFT.info, parentEmail: 'parent@', email: 'kid@example' }],
  ['studentSubjects', studentSubjectsSchema, { ...EMPTY_STUDENT_DRAFT.subjects, detailedNeeds: TOO_LONG }],
  [
    'studentSubjects',
    studentSubjectsSchema,
    { primarySubject: 'ap_bio', secondarySubject: 'ap_bio', tertiarySubject: 'ap_bio', detailedNeeds: '' },
  ],
  ['tutorInfo', tutorInfoSchema, EMPTY_TUTOR_DRAFT.info],
  [
    'tutorInfo',
    tutorInfoSchema,
    {
      ...EMPTY_TUTOR_DRAFT.info,
      firstName: TOO_LONG,
      lastName: TOO_LONG,
      pronouns: TOO_LONG,
      email: TOO_LONG,
      phone: TOO_LONG,
      school: TOO_LONG,
    },
  ],
  [
    'tutorInfo',
    tutorInfoSchema,
    {
      ...EMPTY_TUTOR_DRAFT.info,
      firstName: HIDDEN,
      lastName: HIDDEN,
      pronouns: HIDDEN,
      email: HIDDEN,
      phone: HIDDEN,
      school: HIDDEN,
    },
  ],
  ['tutorInfo', tutorInfoSchema, { ...EMPTY_TUTOR_DRAFT.info, email: 'sam.example.org' }],
  ['studentInfo', studentInfoSchema, { ...EMPTY_STUDENT_DRAFT.info, phone: 'call me maybe', school: 'x' }],
  ['tutorInfo', tutorInfoSchema, { ...EMPTY_TUTOR_DRAFT.info, phone: '555-1234', school: '12', otherSchool: true }],
  [
    'tutorSubjects',
    tutorSubjectsSchema,
    { ...EMPTY_TUTOR_DRAFT.subjects, otherLanguageChecked: true, languages: ['klingon'] },
  ],
  ['tutorSubjects', tutorSubjectsSchema, { ...EMPTY_TUTOR_DRAFT.subjects, otherLanguage: TOO_LONG }],
  ['tutorSubjects', tutorSubjectsSchema, { ...EMPTY_TUTOR_DRAFT.subjects, otherLanguage: HIDDEN }],
  ['additional', additionalInfoSchema, { additionalInfo: TOO_LONG }],
];

describe('per-field error messages', () => {
  it.each(CASES.map(([step, schema, values], index) => [`${step} #${index}`, step, schema, values] as const))(
    'words every problem of %s from the table',
    (_name, step, schema, values) => {
      const result = schema.safeParse(values);
      expect(result.success).toBe(false);
      for (const problem of fieldProblems(result.error!)) {
        expect(fieldErrorKey(step, problem.field, problem.rule), `${step}.${problem.field}.${problem.rule}`).toBeTypeOf(
          'string',
        );
        expect(fieldErrorMessage(step, problem)).not.toMatch(/\{max\}|^$/);
      }
    },
  );

  it('names every empty required field of a step at once, contact email and other language included', () => {
    const result = studentInfoSchema.safeParse({
      ...EMPTY_STUDENT_DRAFT.info,
      submitter: 'ParentOrGuardian',
      otherLanguageChecked: true,
    });
    const messages = fieldProblems(result.error!).map((problem) => fieldErrorMessage('studentInfo', problem));
    expect(messages).toEqual([
      "Enter the student's first name",
      "Enter the student's last name",
      'Enter a phone number',
      "Enter the student's school",
      'Choose the grade',
      "Enter the parent or guardian's email address",
      'Enter the other language spoken at home, or untick Other',
    ]);
  });

  it('says the GOV.UK-style messages the issue names', () => {
    const tutor = tutorSubjectsSchema.safeParse(EMPTY_TUTOR_DRAFT.subjects);
    expect(fieldProblems(tutor.error!).map((problem) => fieldErrorMessage('tutorSubjects', problem))).toEqual([
      'Tick at least one grade you can tutor',
      'Tick at least one subject you can tutor',
    ]);
    const email = studentInfoSchema.safeParse({ ...EMPTY_STUDENT_DRAFT.info, parentEmail: 'parent@' });
    expect(fieldProblems(email.error!).map((problem) => fieldErrorMessage('studentInfo', problem))).toContain(
      'Enter an email address like name@example.com',
    );
    const subjects = studentSubjectsSchema.safeParse({
      ...EMPTY_STUDENT_DRAFT.subjects,
      primarySubject: 'ap_bio',
      secondarySubject: 'ap_chem',
    });
    expect(fieldProblems(subjects.error!).map((problem) => fieldErrorMessage('studentSubjects', problem))).toEqual([
      'Choose a third subject',
      'Enter what the student needs help with',
    ]);
    expect(fieldErrorMessage('tutorInfo', { field: 'school', rule: 'required' }, 'schoolName')).toBe(
      'Enter the name of your school',
    );
    const contact = studentInfoSchema.safeParse({ ...EMPTY_STUDENT_DRAFT.info, phone: 'call me maybe', school: 'x' });
    expect(fieldProblems(contact.error!).map((problem) => fieldErrorMessage('studentInfo', problem))).toEqual(
      expect.arrayContaining([
        'Enter a phone number with its area code, or an international number starting with +',
        "Enter the full name of the student's school",
      ]),
    );
    expect(fieldErrorMessage('tutorInfo', { field: 'school', rule: 'school' }, 'schoolName')).toBe(
      'Enter the full name of your school',
    );
    expect(fieldErrorMessage('tutorInfo', { field: 'firstName', rule: 'tooLong', max: 100 })).toBe(
      'Your first name must be 100 characters or fewer',
    );
  });
});
