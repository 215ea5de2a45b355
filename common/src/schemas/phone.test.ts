import { describe, expect, it } from 'vitest';
import { STUDENT_TERMS, TUTOR_TERMS } from '../terms.js';
import { isPhoneRegion, phoneCheckFor, phoneNumberE164 } from './phone.js';
import { hasTwoLetters } from './plainText.js';
import { SUBMISSION_MESSAGES as M } from './submissionMessages.js';
import { EMPTY_STUDENT_DRAFT } from './studentDraft.js';
import { studentInfoSchemaFor } from './studentWizard.js';
import { tuteeSubmissionSchemaFor, tutorSubmissionSchemaFor } from './submissions.js';
import { EMPTY_TUTOR_DRAFT } from './tutorDraft.js';
import { tutorInfoSchemaFor } from './tutorWizard.js';

describe('phoneNumberE164', () => {
  it.each([
    ['507-285-0142', '+15072850142'],
    ['(507) 285-0142', '+15072850142'],
    ['507.285.0142', '+15072850142'],
    ['1 507 285 0142', '+15072850142'],
    ['+1 (507) 285-0142', '+15072850142'],
    ['٥٠٧٢٨٥٠١٤٢', '+15072850142'],
  ])('takes the US number %s as %s', (text, e164) => {
    expect(phoneNumberE164(text, 'US')).toBe(e164);
  });

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+52 55 1234 5678', '+525512345678'],
    ['+252 61 1234567', '+252611234567'],
  ])('takes the international number %s whatever the region', (text, e164) => {
    expect(phoneNumberE164(text, 'US')).toBe(e164);
    expect(phoneNumberE164(text, 'CA')).toBe(e164);
  });

  it.each(['call me maybe', '555-1234', '12', '507 285 01421', 'call 507-285-0142', '507-285-0142 ext. 12', '+1', ''])(
    'refuses %j',
    (text) => {
      expect(phoneNumberE164(text, 'US')).toBeNull();
    },
  );

  it('reads a number without + in the configured region', () => {
    expect(phoneNumberE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(phoneNumberE164('020 7946 0958', 'US')).toBeNull();
  });

  it('knows the region codes the configuration may name', () => {
    expect(isPhoneRegion('US')).toBe(true);
    expect(isPhoneRegion('SO')).toBe(true);
    expect(isPhoneRegion('XX')).toBe(false);
    expect(isPhoneRegion('us')).toBe(false);
  });
});

describe('hasTwoLetters', () => {
  it.each(['Mayo High School', 'PS 12', 'مدرسة', '第一中学', 'Ék'])('takes %j', (text) => {
    expect(hasTwoLetters(text)).toBe(true);
  });
  it.each(['x', '12', '1 2 3', '-', 'x.'])('refuses %j', (text) => {
    expect(hasTwoLetters(text)).toBe(false);
  });
});

describe('the API bodies', () => {
  const tutee = (change: Record<string, unknown>) => ({
    firstName: 'Amina',
    lastName: 'Hassan',
    studentOrGuardian: 'Student',
    emailStudent: 'amina@example.com',
    phone: '507-285-0142',
    gradeLevel: '7th',
    school: 'Kellogg Middle School',
    subject1: 'K5_Math',
    subject2: 'K5_Reading',
    subject3: 'K5_Science',
    subjectDetails: 'Fractions.',
    termsVersion: STUDENT_TERMS.version,
    ...change,
  });
  const tutor = (change: Record<string, unknown>) => ({
    firstName: 'Lee',
    lastName: 'Nguyen',
    email: 'lee@example.com',
    phone: '507-285-0199',
    grade: 'College',
    school: 'Mayo High School',
    PreK: true,
    K5Math: true,
    termsVersion: TUTOR_TERMS.version,
    ...change,
  });
  const tuteeSchema = tuteeSubmissionSchemaFor('US');
  const tutorSchema = tutorSubmissionSchemaFor('US');

  it('store phone numbers in E.164', () => {
    expect(tuteeSchema.parse(tutee({})).phone).toBe('+15072850142');
    expect(tutorSchema.parse(tutor({ phone: '+44 20 7946 0958' })).phone).toBe('+442079460958');
    expect(tuteeSubmissionSchemaFor('GB').parse(tutee({ phone: '020 7946 0958' })).phone).toBe('+442079460958');
  });

  it.each([
    ['phone', 'call me maybe', M.phone],
    ['phone', '555-1234', M.phone],
    ['school', 'x', M.school],
    ['school', '12', M.school],
  ])('refuses the %s %j with its own message', (field, value, message) => {
    for (const result of [
      tuteeSchema.safeParse(tutee({ [field]: value })),
      tutorSchema.safeParse(tutor({ [field]: value })),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
    }
  });

  it('says only "required" for an empty phone or school', () => {
    const result = tuteeSchema.safeParse(tutee({ phone: '', school: '' }));
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['phone', M.required],
      ['school', M.required],
    ]);
  });

  it('still checks email addresses for form', () => {
    expect(tutorSchema.safeParse(tutor({ email: 'lee@example' })).error?.issues[0]?.message).toBe(M.email);
    expect(tuteeSchema.safeParse(tutee({ emailStudent: 'amina example.com' })).error?.issues[0]?.message).toBe(M.email);
  });
});

describe('the wizard steps', () => {
  const student = {
    ...EMPTY_STUDENT_DRAFT.info,
    submitter: 'Student',
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    grade: '7th',
  };
  const tutorInfo = { ...EMPTY_TUTOR_DRAFT.info, firstName: 'A', lastName: 'B', email: 'a@b.co', grade: 'College' };

  it('keep the phone as typed once it is valid, in the region or with +', () => {
    const info = studentInfoSchemaFor(phoneCheckFor('US')).parse({
      ...student,
      phone: '(507) 285-0142',
      school: 'Kellogg',
    });
    expect(info.phone).toBe('(507) 285-0142');
    expect(
      tutorInfoSchemaFor(phoneCheckFor('CA')).parse({ ...tutorInfo, phone: '+44 20 7946 0958', school: 'Mayo' }).phone,
    ).toBe('+44 20 7946 0958');
  });

  it('refuse a phone that is no number and a school without two letters, each with its message', () => {
    const result = studentInfoSchemaFor(phoneCheckFor('US')).safeParse({
      ...student,
      phone: 'call me maybe',
      school: 'x',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['phone', M.phone],
      ['school', M.school],
    ]);
    const tutorResult = tutorInfoSchemaFor(phoneCheckFor('US')).safeParse({
      ...tutorInfo,
      phone: '555-1234',
      school: 'x',
      otherSchool: true,
    });
    expect(tutorResult.error?.issues.map((issue) => issue.message)).toEqual([M.phone, M.school]);
  });
});
