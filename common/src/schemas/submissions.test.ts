import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, SUBJECTS } from '../catalog.js';
import { STUDENT_TERMS, TUTOR_TERMS } from '../terms.js';
import { SUBMISSION_MESSAGES as M } from './submissionMessages.js';
import {
  confirmationRequestSchema,
  tuteeSubmissionSchemaFor,
  tutorSubmissionSchemaFor,
  type TuteeSubmission,
  type TutorSubmission,
} from './submissions.js';

const tuteeSubmissionSchema = tuteeSubmissionSchemaFor('US');
const tutorSubmissionSchema = tutorSubmissionSchemaFor('US');

const tutee = (overrides: Partial<TuteeSubmission> = {}): TuteeSubmission => ({
  firstName: 'Amina',
  lastName: 'Hassan',
  pronouns: '',
  studentOrGuardian: 'ParentOrGuardian',
  emailGuardian: 'parent@example.com',
  emailStudent: '',
  phone: '507-555-0101',
  gradeLevel: 'prek_kindergarten',
  school: 'Bamber Valley',
  subject1: 'K5_Math',
  subject2: 'K5_Reading',
  subject3: 'K5_Science',
  subjectDetails: 'Reading aloud.',
  miscInfo: '',
  Other: '',
  termsVersion: STUDENT_TERMS.version,
  ...overrides,
});

const tutor = (overrides: Partial<TutorSubmission> = {}): TutorSubmission => ({
  firstName: 'Lee',
  lastName: 'Nguyen',
  email: 'lee@example.com',
  phone: '507-555-0199',
  grade: 'College',
  school: 'Other school',
  PreK: true,
  K5Math: true,
  termsVersion: TUTOR_TERMS.version,
  ...overrides,
});

/** The field errors of a failed parse, by field. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string[]> {
  expect(result.success).toBe(false);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('tuteeSubmissionSchema', () => {
  it('normalises a valid body: trimmed text, NULL for empty optional text, subject keys, language keys', () => {
    const parsed = tuteeSubmissionSchema.parse(
      tutee({ firstName: '  Amina ', Somali: true, Arabic: true, Other: ' Oromo ', subject1: 1, subject2: '2' }),
    );
    expect(parsed).toEqual({
      submitter: 'ParentOrGuardian',
      firstName: 'Amina',
      lastName: 'Hassan',
      pronouns: null,
      emailGuardian: 'parent@example.com',
      emailStudent: null,
      phone: '+15075550101',
      grade: 'prek_kindergarten',
      school: 'Bamber Valley',
      subjects: ['K5_Math', 'K5_Reading', 'K5_Science'],
      subjectDetails: 'Reading aloud.',
      miscInfo: null,
      languages: ['somali', 'arabic'],
      languageOther: 'Oromo',
      termsVersion: STUDENT_TERMS.version,
      termsVersionStated: true,
      preferredLanguage: 'en',
      availability: [],
    });
  });

  it("keeps the form's language, English when the body names none, and refuses one the forms do not offer", () => {
    expect(tuteeSubmissionSchema.parse(tutee({ preferred_language: 'zh-Hans' })).preferredLanguage).toBe('zh-Hans');
    expect(tutorSubmissionSchema.parse(tutor({ preferred_language: 'hmn' })).preferredLanguage).toBe('hmn');
    expect(errorsOf(tuteeSubmissionSchema.safeParse(tutee({ preferred_language: 'de' })))).toEqual({
      preferred_language: ['Choose a language the form offers.'],
    });
  });

  it('takes a body without termsVersion (the original client) as accepting the current terms, not stated', () => {
    const { termsVersion: _tutee, ...unstatedTutee } = tutee();
    expect(tuteeSubmissionSchema.parse(unstatedTutee)).toMatchObject({
      termsVersion: STUDENT_TERMS.version,
      termsVersionStated: false,
    });
    const { termsVersion: _tutor, ...unstatedTutor } = tutor();
    expect(tutorSubmissionSchema.parse(unstatedTutor)).toMatchObject({
      termsVersion: TUTOR_TERMS.version,
      termsVersionStated: false,
    });
    expect(errorsOf(tuteeSubmissionSchema.safeParse(tutee({ termsVersion: 'student-2000-01-01' })))).toEqual({
      termsVersion: [M.terms],
    });
  });

  it('maps every subject code 1..41 to its key', () => {
    for (const subject of SUBJECTS) {
      const others = SUBJECTS.filter((s) => s.key !== subject.key);
      const parsed = tuteeSubmissionSchema.parse(
        tutee({ subject1: subject.code, subject2: others[0]!.key, subject3: others[1]!.key }),
      );
      expect(parsed.subjects[0]).toBe(subject.key);
    }
  });

  it('maps each language flag to its own key and treats missing flags as false', () => {
    for (const language of LANGUAGES) {
      expect(tuteeSubmissionSchema.parse(tutee({ [language.flag]: true })).languages).toEqual([language.key]);
    }
    expect(tuteeSubmissionSchema.parse(tutee()).languages).toEqual([]);
  });

  it.each([
    ['firstName', { firstName: ' ' }, M.required],
    ['lastName', { lastName: undefined }, M.required],
    ['phone', { phone: '' }, M.required],
    ['school', { school: '' }, M.required],
    ['gradeLevel', { gradeLevel: 'kindergarten' }, M.grade],
    ['studentOrGuardian', { studentOrGuardian: '' }, M.submitter],
    ['subjectDetails', { subjectDetails: '' }, M.required],
    ['subject1', { subject1: '' }, M.subject],
    ['subject2', { subject2: 0 }, M.subject],
    ['subject3', { subject3: 'cooking' }, M.subject],
    ['subject2', { subject2: 'K5_Math' }, M.distinctSubjects],
    ['subject3', { subject3: 'K5_Reading' }, M.distinctSubjects],
    ['emailGuardian', { emailGuardian: '' }, M.guardianEmail],
    ['emailStudent', { studentOrGuardian: 'Student', emailStudent: '' }, M.studentEmail],
    ['emailStudent', { emailStudent: 'amina@' }, M.email],
    ['emailGuardian', { emailGuardian: 'parent @example.com' }, M.email],
    ['firstName', { firstName: 'x'.repeat(101) }, M.tooLong(100)],
    ['pronouns', { pronouns: 'x'.repeat(51) }, M.tooLong(50)],
    ['emailGuardian', { emailGuardian: `${'x'.repeat(243)}@example.com` }, M.tooLong(254)],
    ['phone', { phone: '5'.repeat(41) }, M.tooLong(40)],
    ['school', { school: 'x'.repeat(201) }, M.tooLong(200)],
    ['subjectDetails', { subjectDetails: 'x'.repeat(4001) }, M.tooLong(4000)],
    ['miscInfo', { miscInfo: 'x'.repeat(4001) }, M.tooLong(4000)],
    ['Other', { Other: 'x'.repeat(101) }, M.tooLong(100)],
    ['Hmong', { Hmong: 1 }, M.flag],
    ['termsVersion', { termsVersion: TUTOR_TERMS.version }, M.terms],
  ] as const)('rejects a bad %s with "%s"', (field, overrides, message) => {
    expect(errorsOf(tuteeSubmissionSchema.safeParse(tutee(overrides)))[field]).toContain(message);
  });

  it.each(['firstName', 'lastName', 'pronouns', 'emailGuardian', 'emailStudent', 'phone', 'school', 'Other'] as const)(
    'refuses control and format characters in the single-line field %s',
    (field) => {
      for (const bad of ['\u202E', '\n', '\t', '\u200B', '\u0007']) {
        const value = field.startsWith('email') ? `pa${bad}rent@example.com` : `Ab${bad}cd`;
        expect(errorsOf(tuteeSubmissionSchema.safeParse(tutee({ [field]: value })))[field]).toEqual([M.singleLine]);
      }
    },
  );

  it('keeps line breaks in multi-line fields and drops other control and format characters', () => {
    const parsed = tuteeSubmissionSchema.parse(
      tutee({ subjectDetails: 'Frac\u200Btions\r\nand decimals\u202E', miscInfo: 'After\tschool\n\u2066Fridays' }),
    );
    expect(parsed.subjectDetails).toBe('Fractions\r\nand decimals');
    expect(parsed.miscInfo).toBe('After school\nFridays');
    expect(errorsOf(tuteeSubmissionSchema.safeParse(tutee({ subjectDetails: '\u200B\u200B' }))).subjectDetails).toEqual(
      [M.required],
    );
  });

  it('says "Must be text." when optional text arrives as another type', () => {
    expect(errorsOf(tuteeSubmissionSchema.safeParse({ ...tutee(), Other: true })).Other).toContain(M.text);
  });

  it('lists every problem at once, cross-field rules included', () => {
    const errors = errorsOf(
      tuteeSubmissionSchema.safeParse(
        tutee({ firstName: '', emailGuardian: '', subject2: 'K5_Math', subject3: 'nope' }),
      ),
    );
    expect(errors).toEqual({
      firstName: [M.required],
      emailGuardian: [M.guardianEmail],
      subject2: [M.distinctSubjects],
      subject3: [M.subject],
    });
  });

  it('needs only the email of whoever is applying', () => {
    expect(
      tuteeSubmissionSchema.safeParse(
        tutee({ studentOrGuardian: 'Student', emailGuardian: '', emailStudent: 'amina@example.com' }),
      ).success,
    ).toBe(true);
    expect(
      tuteeSubmissionSchema.safeParse(tutee({ studentOrGuardian: 'ParentOrGuardian', emailStudent: '' })).success,
    ).toBe(true);
  });
});

describe('tutorSubmissionSchema', () => {
  it('normalises a valid body into grade, subject and language keys', () => {
    const parsed = tutorSubmissionSchema.parse(
      tutor({ Other: true, Tagalog: true, otherLanguage: 'Karen', pronouns: 'he/him', miscInfo: '' }),
    );
    expect(parsed).toEqual({
      firstName: 'Lee',
      lastName: 'Nguyen',
      email: 'lee@example.com',
      pronouns: 'he/him',
      phone: '+15075550199',
      grade: 'College',
      school: 'Other school',
      miscInfo: null,
      gradeLevels: ['prek_kindergarten'],
      subjects: ['K5_Math', 'other'],
      languages: ['tagalog'],
      languageOther: 'Karen',
      termsVersion: TUTOR_TERMS.version,
      termsVersionStated: true,
      preferredLanguage: 'en',
      availability: [],
    });
  });

  it('maps each grade and subject flag to its own key; Linear Algebra is independent of Pre-Algebra', () => {
    for (const grade of GRADE_LEVELS) {
      expect(tutorSubmissionSchema.parse(tutor({ PreK: false, [grade.tutorFlag]: true })).gradeLevels).toEqual([
        grade.key,
      ]);
    }
    for (const subject of SUBJECTS) {
      expect(tutorSubmissionSchema.parse(tutor({ K5Math: false, [subject.tutorFlag]: true })).subjects).toEqual([
        subject.key,
      ]);
    }
    expect(
      tutorSubmissionSchema.parse(tutor({ K5Math: false, MathLinearAlgebra: true, MathPreAlgebra: false })).subjects,
    ).toEqual(['math_alg1_linear_alg']);
  });

  it.each([
    ['firstName', { firstName: '' }, M.required],
    ['lastName', { lastName: '' }, M.required],
    ['email', { email: '' }, M.required],
    ['email', { email: 'lee@example' }, M.email],
    ['phone', { phone: undefined }, M.required],
    ['grade', { grade: 'Senior Citizen' }, M.grade],
    ['school', { school: '' }, M.required],
    ['gradeLevels', { PreK: false }, M.gradeLevels],
    ['subjects', { K5Math: false }, M.subjects],
    ['otherLanguage', { otherLanguage: 'x'.repeat(101) }, M.tooLong(100)],
    ['miscInfo', { miscInfo: 'x'.repeat(4001) }, M.tooLong(4000)],
    ['ACTPrep', { ACTPrep: 'true' }, M.flag],
    ['termsVersion', { termsVersion: '' }, M.terms],
  ] as const)('rejects a bad %s with "%s"', (field, overrides, message) => {
    expect(errorsOf(tutorSubmissionSchema.safeParse(tutor(overrides)))[field]).toContain(message);
  });
});

describe('tutorSubmissionSchema and applicant text', () => {
  it.each(['firstName', 'lastName', 'pronouns', 'email', 'phone', 'school', 'otherLanguage'] as const)(
    'refuses a bidi override in %s',
    (field) => {
      const value = field === 'email' ? 'lee\u202E@example.com' : 'Lee\u202Emoc.exe';
      expect(errorsOf(tutorSubmissionSchema.safeParse(tutor({ [field]: value })))[field]).toEqual([M.singleLine]);
    },
  );

  it('drops a zero-width space from the additional information', () => {
    expect(tutorSubmissionSchema.parse(tutor({ miscInfo: 'Week\u200Bends\nonly' })).miscInfo).toBe('Weekends\nonly');
  });
});

describe('confirmationRequestSchema', () => {
  it('takes an address and nothing else', () => {
    expect(confirmationRequestSchema.parse({ email: ' lee@example.com ', subject: 'x' })).toEqual({
      email: 'lee@example.com',
    });
    expect(confirmationRequestSchema.safeParse({}).success).toBe(false);
  });
});
