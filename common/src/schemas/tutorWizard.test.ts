import { describe, expect, it } from 'vitest';
import { phoneCheckFor } from './phone.js';
import { GRADE_LEVELS, SUBJECTS } from '../catalog.js';
import { TUTOR_TERMS } from '../terms.js';
import { tutorSubmissionSchemaFor } from './submissions.js';
import { EMPTY_TUTOR_DRAFT, tutorStepsDone } from './tutorDraft.js';
import {
  planTutorSubmission,
  tutorAdditionalSchema,
  tutorInfoSchemaFor,
  tutorSubjectsSchema,
  type TutorDraft,
} from './tutorWizard.js';
import { REQUIRED_FIELDS_MESSAGE, WIZARD_MESSAGES, stepAlertMessage } from './wizardFields.js';

const tutorSubmissionSchema = tutorSubmissionSchemaFor('US');
const tutorInfoSchema = tutorInfoSchemaFor(phoneCheckFor('US'));

const info = {
  firstName: 'Sam',
  lastName: 'Lee',
  pronouns: '',
  email: 'sam@example.org',
  phone: '507-555-0101',
  grade: 'Junior',
  school: 'Mayo High School',
  otherSchool: false,
};
const subjects = {
  grades: ['7th'],
  subjects: ['math_pre_algebra'],
  languages: [],
  otherLanguageChecked: false,
  otherLanguage: '',
};
const draft: TutorDraft = { info, subjects, additional: { availability: [], additionalInfo: '' } };

function alertOf(result: { error?: Parameters<typeof stepAlertMessage>[0] }): string {
  return result.error ? stepAlertMessage(result.error) : '';
}

describe('tutor step 1 (info)', () => {
  it('accepts a complete step, with a named or a typed school', () => {
    expect(tutorInfoSchema.safeParse(info).success).toBe(true);
    expect(tutorInfoSchema.safeParse({ ...info, school: 'Rochester Online', otherSchool: true }).success).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'grade', 'school'] as const)(
    'blocks an empty %s with the fixed alert',
    (field) => {
      expect(alertOf(tutorInfoSchema.safeParse({ ...info, [field]: ' ' }))).toBe(REQUIRED_FIELDS_MESSAGE);
    },
  );

  it.each(['firstName', 'lastName', 'pronouns', 'email', 'phone', 'school'] as const)(
    'refuses a bidi override in %s',
    (field) => {
      expect(alertOf(tutorInfoSchema.safeParse({ ...info, [field]: 'a\u202Eb@example.org' }))).toBe(
        WIZARD_MESSAGES.singleLine,
      );
    },
  );

  it('rejects a malformed email and an unknown current grade', () => {
    expect(alertOf(tutorInfoSchema.safeParse({ ...info, email: 'sam.example.org' }))).toBe(WIZARD_MESSAGES.email);
    expect(tutorInfoSchema.safeParse({ ...info, grade: '9th' }).success).toBe(false);
  });
});

describe('tutor step 2 (subjects)', () => {
  it('needs at least one grade and one subject; languages are optional', () => {
    expect(tutorSubjectsSchema.safeParse(subjects).success).toBe(true);
    expect(alertOf(tutorSubjectsSchema.safeParse({ ...subjects, grades: [] }))).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(alertOf(tutorSubjectsSchema.safeParse({ ...subjects, subjects: [] }))).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('accepts the Other subject and rejects unknown keys', () => {
    expect(tutorSubjectsSchema.safeParse({ ...subjects, subjects: ['other'] }).success).toBe(true);
    expect(tutorSubjectsSchema.safeParse({ ...subjects, subjects: ['basket_weaving'] }).success).toBe(false);
    expect(tutorSubjectsSchema.safeParse({ ...subjects, grades: ['13th'] }).success).toBe(false);
  });

  it('needs the other language written while Other is ticked', () => {
    expect(alertOf(tutorSubjectsSchema.safeParse({ ...subjects, otherLanguageChecked: true }))).toBe(
      REQUIRED_FIELDS_MESSAGE,
    );
  });
});

describe('tutor step 3 (additional)', () => {
  it('is optional', () => {
    expect(tutorAdditionalSchema.safeParse({ availability: [], additionalInfo: '' }).success).toBe(true);
  });

  it('keeps line breaks and drops a zero-width space', () => {
    expect(
      tutorAdditionalSchema.parse({ availability: [], additionalInfo: 'Week\u200Bends\r\nonly' }).additionalInfo,
    ).toBe('Weekends\r\nonly');
  });
});

describe('tutor progress checks', () => {
  it('marks each step by its own rule', () => {
    expect(tutorStepsDone(EMPTY_TUTOR_DRAFT, false)).toEqual({
      info: false,
      subjects: false,
      additional: false,
      terms: false,
    });
    const languageOnly = { ...EMPTY_TUTOR_DRAFT, subjects: { ...EMPTY_TUTOR_DRAFT.subjects, languages: ['hmong'] } };
    expect(tutorStepsDone(languageOnly, false).subjects).toBe(true);
    expect(tutorStepsDone({ ...draft, additional: { availability: [], additionalInfo: 'Weekends' } }, true)).toEqual({
      info: true,
      subjects: true,
      additional: true,
      terms: true,
    });
  });
});

describe('tutor draft to "Tutor as sent on submit"', () => {
  it('maps every field and one flag per catalogue entry', () => {
    const plan = planTutorSubmission(
      {
        info: { ...info, pronouns: 'he/him', school: 'Rochester Online', otherSchool: true },
        subjects: {
          grades: ['prek_kindergarten', '12th'],
          subjects: ['K5_Science', 'other'],
          languages: ['spanish'],
          otherLanguageChecked: true,
          otherLanguage: 'Oromo',
        },
        additional: { availability: [], additionalInfo: 'Evenings' },
      },
      phoneCheckFor('US'),
    );
    if (!plan.ok) throw new Error('draft should be complete');
    const { submission } = plan;
    expect(plan.mailTo).toBe('sam@example.org');
    expect(submission).toMatchObject({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.org',
      pronouns: 'he/him',
      phone: '507-555-0101',
      grade: 'Junior',
      school: 'Rochester Online',
      miscInfo: 'Evenings',
      PreK: true,
      TwelfthGrade: true,
      FirstGrade: false,
      K5Science: true,
      K5SocialStudies: false,
      Other: true,
      Spanish: true,
      Somali: false,
      otherLanguage: 'Oromo',
      termsVersion: TUTOR_TERMS.version,
    });
    for (const grade of GRADE_LEVELS) expect(typeof submission[grade.tutorFlag]).toBe('boolean');
    for (const subject of SUBJECTS) expect(typeof submission[subject.tutorFlag]).toBe('boolean');
  });

  it('keeps Linear Algebra independent of Pre-Algebra', () => {
    const preAlgebraOnly = planTutorSubmission(draft, phoneCheckFor('US'));
    expect(
      preAlgebraOnly.ok && [preAlgebraOnly.submission.MathPreAlgebra, preAlgebraOnly.submission.MathLinearAlgebra],
    ).toEqual([true, false]);
    const linearOnly = planTutorSubmission(
      { ...draft, subjects: { ...subjects, subjects: ['math_alg1_linear_alg'] } },
      phoneCheckFor('US'),
    );
    expect(linearOnly.ok && [linearOnly.submission.MathPreAlgebra, linearOnly.submission.MathLinearAlgebra]).toEqual([
      false,
      true,
    ]);
  });

  it('sends no other language once Other is unticked', () => {
    const plan = planTutorSubmission(
      { ...draft, subjects: { ...subjects, otherLanguage: 'Oromo' } },
      phoneCheckFor('US'),
    );
    expect(plan.ok && plan.submission.otherLanguage).toBe('');
  });

  it('names the first incomplete step instead of building a body', () => {
    expect(planTutorSubmission(EMPTY_TUTOR_DRAFT, phoneCheckFor('US'))).toEqual({ ok: false, incompleteStep: 'info' });
    expect(planTutorSubmission({ ...draft, subjects: EMPTY_TUTOR_DRAFT.subjects }, phoneCheckFor('US'))).toEqual({
      ok: false,
      incompleteStep: 'subjects',
    });
  });

  it('builds a body the API schema accepts', () => {
    const plan = planTutorSubmission(draft, phoneCheckFor('US'));
    if (!plan.ok) throw new Error('draft should be complete');
    const parsed = tutorSubmissionSchema.parse(plan.submission);
    expect(parsed.subjects).toEqual(['math_pre_algebra']);
  });
});
