import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, SUBJECTS, tutorSubjectRecordFlag } from '../catalog.js';
import { tuteeLanguageFlag, tutorLanguageFlag, type TuteeRecord, type TutorRecord } from '../records.js';
import { allTranslators } from '../i18n/allCatalogues.js';
import { LOCALE_CODES } from '../i18n/locales.js';
import { buildMatchEmails, type FamilyEmailLanguages, type MatchEmail, type MatchEmailConfig } from './match.js';

const TRANSLATORS = allTranslators();
const ENGLISH_ONLY: FamilyEmailLanguages = { english: TRANSLATORS.en, family: null };

const config: MatchEmailConfig = {
  orgName: 'Rochester Tutoring',
  supportEmail: 'help@tutoring.example',
  tutorGuideUrl: 'https://tutoring.example/tutor-guide',
  tutorTrainingUrl: 'https://tutoring.example/training',
  tuteeGuideUrl: 'https://tutoring.example/tutee-guide',
};

function tutee(overrides: Partial<TuteeRecord> = {}): TuteeRecord {
  const record = {
    id: 1,
    active_tutee: true,
    tutee_matched: false,
    student_or_guardian: 'ParentOrGuardian',
    tutee_firstname: 'Ana',
    tutee_lastname: 'Lee',
    tutee_pronouns: null,
    email_guardian: 'parent@family.example',
    email_student: null,
    tutee_phone: '507-555-0101',
    tutee_grade: 'prek_kindergarten',
    tutee_school: 'Lincoln Elementary',
    tutee_submission_timestamp: '2024-03-05T12:00:00.000Z',
    tutee_subject_details: 'Counting and letters',
    tutee_misc_info: null,
    subject_1: 'K5_Math',
    subject_2: 'K5_Reading',
    subject_3: 'math_alg2',
    tutee_language_other: null,
    ...overrides,
  } as TuteeRecord;
  for (const l of LANGUAGES) record[tuteeLanguageFlag(l.key)] ??= false;
  return record;
}

function tutor(overrides: Partial<TutorRecord> = {}): TutorRecord {
  const record = {
    id: 2,
    active_tutor: true,
    tutor_capacity: 1,
    tutor_current_matches: 0,
    tutor_first_name: 'Sam',
    tutor_last_name: 'Ng',
    tutor_pronouns: null,
    tutor_email: 'sam@school.example',
    tutor_phone: '507-555-0199',
    tutor_grade: 'Junior',
    tutor_school: 'Mayo High School',
    tutor_submission_timestamp: '2024-01-01T00:00:00.000Z',
    tutor_miscinfo: null,
    tutor_language_other: null,
    tutor_other: false,
    ...overrides,
  } as TutorRecord;
  for (const l of LANGUAGES) record[tutorLanguageFlag(l.key)] ??= false;
  for (const g of GRADE_LEVELS) record[g.recordFlag] ??= false;
  for (const s of SUBJECTS) record[tutorSubjectRecordFlag(s.key)] ??= false;
  return record;
}

function expectTidy(email: MatchEmail): void {
  expect(email.body).not.toMatch(/undefined|null|NaN|\[object/);
  expect(email.subject).not.toMatch(/undefined|null/);
  expect(email.body).not.toMatch(/\n\s*\n\s*\n/); // never two blank lines in a row
  expect(email.body).not.toMatch(/^[A-Za-z /]+:\s*$/m); // never a label without a value
  expect(email.body).not.toMatch(/[ \t]+$/m);
  expect(email.body.startsWith('\n')).toBe(false);
  expect(email.body.endsWith('\n')).toBe(false);
  for (const address of [...email.to, ...email.cc]) expect(address).toMatch(/@/);
}

describe('match emails', () => {
  it('writes to the tutor with the tutee facts, first contact, 7 business days and both tutor links', () => {
    const { tutor: email } = buildMatchEmails(
      tutee({ tutee_misc_info: 'Prefers evenings' }),
      tutor(),
      config,
      ENGLISH_ONLY,
    );
    expect(email.audience).toBe('tutor');
    expect(email.to).toEqual(['sam@school.example']);
    expect(email.cc).toEqual(['help@tutoring.example']);
    expect(email.subject).toBe('Rochester Tutoring: you have been matched with Ana Lee');
    for (const text of [
      'Hi Sam,',
      'Name: Ana Lee',
      'Grade: Pre-K/Kindergarten',
      'School: Lincoln Elementary',
      'Subject 1: K-5 Math',
      'Subject 2: K-5 Reading',
      'Subject 3: Algebra II',
      'Details: Counting and letters',
      'Additional information: Prefers evenings',
      'Parent/guardian email: parent@family.example',
      'Phone: 507-555-0101',
      'Please make the first contact',
      'does not respond after 7 business days',
      'help@tutoring.example',
      'Tutor guide: https://tutoring.example/tutor-guide',
      'Tutor training modules: https://tutoring.example/training',
    ]) {
      expect(email.body).toContain(text);
    }
    expectTidy(email);
  });

  it('writes to the guardian when a parent or guardian registered: tutor contact, video tools, 5 business days, tutee guide', () => {
    const { family } = buildMatchEmails(tutee(), tutor({ tutor_pronouns: 'he/him' }), config, ENGLISH_ONLY);
    expect(family.audience).toBe('guardian');
    expect(family.to).toEqual(['parent@family.example']);
    expect(family.cc).toEqual(['help@tutoring.example']);
    expect(family.subject).toBe("Rochester Tutoring: meet Ana's tutor, Sam Ng");
    for (const text of [
      'Hello,',
      'found a volunteer tutor for Ana',
      'Tutor: Sam Ng (he/him)',
      'Grade: Junior',
      'School: Mayo High School',
      'Email: sam@school.example',
      'Phone: 507-555-0199',
      'Sam Ng will reach out',
      'Zoom, Google Meet or Skype',
      'does not reach out after 5 business days',
      'Tutee guide: https://tutoring.example/tutee-guide',
    ]) {
      expect(family.body).toContain(text);
    }
    expect(family.body).not.toContain('7 business days');
    expectTidy(family);
  });

  it.each(['Student', 'student'])(
    'writes to the tutee when the registrant is the student (%s), copying the guardian',
    (submitter) => {
      const { family } = buildMatchEmails(
        tutee({ student_or_guardian: submitter, email_student: 'ana@student.example' }),
        tutor({ tutor_grade: 'In College' }),
        config,
        ENGLISH_ONLY,
      );
      expect(family.audience).toBe('tutee');
      expect(family.to).toEqual(['ana@student.example']);
      expect(family.cc).toEqual(['parent@family.example', 'help@tutoring.example']);
      expect(family.subject).toBe('Rochester Tutoring: meet your tutor, Sam Ng');
      expect(family.body).toContain('Hi Ana,');
      expect(family.body).toContain('found you a volunteer tutor');
      expect(family.body).toContain('Grade: College');
      expect(family.body).toContain('5 business days');
      expectTidy(family);
    },
  );

  it('leaves out blank optional fields without leaving empty lines or the words undefined/null', () => {
    const emails = buildMatchEmails(
      tutee({
        tutee_pronouns: '  ',
        tutee_misc_info: '',
        email_guardian: null,
        email_student: 'ana@student.example',
        student_or_guardian: 'Student',
      }),
      tutor({ tutor_pronouns: null, tutor_phone: ' ' }),
      config,
      ENGLISH_ONLY,
    );
    expect(emails.tutor.body).not.toContain('Additional information');
    expect(emails.tutor.body).not.toContain('Parent/guardian email');
    expect(emails.tutor.body).toContain('Name: Ana Lee\n');
    expect(emails.family.body).not.toContain('Phone');
    expect(emails.family.cc).toEqual(['help@tutoring.example']);
    expectTidy(emails.tutor);
    expectTidy(emails.family);
  });

  it("writes the family's email in English and again in the family's language, the same facts in both", () => {
    const emails = buildMatchEmails(tutee(), tutor(), config, {
      english: TRANSLATORS.en,
      family: { language: 'es', t: TRANSLATORS.es },
    });
    expect(emails.family.subject).toBe("Rochester Tutoring: meet Ana's tutor, Sam Ng");
    const spanish = emails.familyTranslated!;
    expect(spanish.language).toBe('es');
    expect(spanish.subject).toBe('Rochester Tutoring: conozca al tutor de Ana, Sam Ng');
    expect(spanish.body).toContain('Grado: 11.º grado');
    expect(spanish.body).toContain('5 días hábiles');
    expect(spanish.body).toContain('https://tutoring.example/tutee-guide');
    expect({ to: spanish.to, cc: spanish.cc, audience: spanish.audience }).toEqual({
      to: emails.family.to,
      cc: emails.family.cc,
      audience: emails.family.audience,
    });
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))('writes a tidy family email in %s', (code) => {
    const emails = buildMatchEmails(
      tutee({ student_or_guardian: 'Student', email_student: 'ana@student.example' }),
      tutor(),
      config,
      {
        english: TRANSLATORS.en,
        family: { language: code, t: TRANSLATORS[code] },
      },
    );
    expect(emails.familyTranslated?.body).toContain('Sam Ng');
    expect(emails.familyTranslated?.body).toContain('help@tutoring.example');
    expectTidy(emails.familyTranslated!);
  });

  it('adds no second email for a family that used English', () => {
    expect(
      buildMatchEmails(tutee(), tutor(), config, {
        english: TRANSLATORS.en,
        family: { language: 'en', t: TRANSLATORS.en },
      }).familyTranslated,
    ).toBeNull();
  });
});
