import { describe, expect, it } from 'vitest';
import { STUDENT_TERMS, TUTOR_TERMS } from '../terms.js';
import { tuteeSubmissionSchemaFor, tutorSubmissionSchemaFor } from '../schemas/submissions.js';
import { allTranslators } from '../i18n/allCatalogues.js';
import { LOCALE_CODES } from '../i18n/locales.js';
import { confirmationEmail, confirmReminderEmail } from './confirmation.js';

const tuteeSubmissionSchema = tuteeSubmissionSchemaFor('US');
const tutorSubmissionSchema = tutorSubmissionSchemaFor('US');

const TRANSLATORS = allTranslators();

const ORG = { orgName: 'Rochester Tutoring', supportEmail: 'help@example.org' };
const CONFIRM = { url: 'https://tutoring.example.org/confirm-email/abc', linkDays: 7, deleteDays: 30 };
const FACTS = {
  reference: 'T-7KQ4M2XR',
  expectedWaitDays: null,
  confirm: CONFIRM,
  manageUrl: 'https://tutoring.example.org/manage?lang=en',
};
/** Control and format characters other than the line feeds the template itself writes. */
const UNEXPECTED = /[\p{Cf}\p{Zl}\p{Zp}]|(?!\n)\p{Cc}/u;

const tutee = (firstName: string) => ({
  firstName,
  lastName: 'Hassan',
  studentOrGuardian: 'ParentOrGuardian',
  emailGuardian: 'parent@example.com',
  phone: '507-555-0101',
  gradeLevel: '7th',
  school: 'Riverside',
  subject1: 'K5_Math',
  subject2: 'K5_Reading',
  subject3: 'K5_Science',
  subjectDetails: 'Reading.',
  termsVersion: STUDENT_TERMS.version,
});

describe('the confirmation email and applicant text', () => {
  it.each(['Amina\nBcc: someone@example.com', 'Amina\u202Egnp.exe', 'Ami\u200Bna', 'Amina\t'.padEnd(8, 'x')])(
    'never gets a name with control or format characters (%j): the application is refused first',
    (firstName) => {
      expect(tuteeSubmissionSchema.safeParse(tutee(firstName)).success).toBe(false);
      const tutor = {
        firstName,
        lastName: 'Lee',
        email: 'lee@example.com',
        phone: '507-555-0199',
        grade: 'College',
        school: 'Mayo High School',
        PreK: true,
        K5Math: true,
        termsVersion: TUTOR_TERMS.version,
      };
      expect(tutorSubmissionSchema.safeParse(tutor).success).toBe(false);
    },
  );

  it.each(LOCALE_CODES)('carries only ordinary text for every accepted applicant, in %s', (code) => {
    const parsed = tuteeSubmissionSchema.parse(tutee('  Amina María '));
    for (const recipient of [
      { applicant: 'guardian', studentFirstName: parsed.firstName },
      { applicant: 'student', firstName: parsed.firstName },
      { applicant: 'tutor', firstName: parsed.firstName },
    ] as const) {
      const email = confirmationEmail(TRANSLATORS[code], ORG, recipient, FACTS);
      expect(email.text).toContain('Amina María');
      expect(email.text).toContain('T-7KQ4M2XR');
      expect(email.text).toContain(CONFIRM.url);
      expect(UNEXPECTED.test(email.text)).toBe(false);
      expect(UNEXPECTED.test(email.subject) || email.subject.includes('\n')).toBe(false);
      expect(email.text).toContain('help@example.org');
    }
  });

  it('gives the reference, the expected wait, what happens next and how to manage the application', () => {
    const guardian = { applicant: 'guardian', studentFirstName: 'Amina' } as const;
    expect(confirmationEmail(TRANSLATORS.en, ORG, guardian, { ...FACTS, expectedWaitDays: 12 })).toEqual({
      subject: 'Rochester Tutoring: we received your application',
      text:
        'Hello,\n\nThank you for requesting free tutoring for Amina from Rochester Tutoring. We have received your application.\n\n' +
        'Your reference is T-7KQ4M2XR. Please quote it whenever you write to us.\n\n' +
        'Please confirm your email address, so that we know we can reach you: https://tutoring.example.org/confirm-email/abc\n\n' +
        'The link opens a page with one button. It works for 7 days. An application whose email address is never confirmed is deleted after 30 days.\n\n' +
        'A member of our team will review it. You will be notified by email once a match is found.\n\n' +
        'Recently, applications for the same first subject and grade waited about 12 days for a tutor.\n\n' +
        'To see where your application stands, correct your details, withdraw it or ask for your data, open https://tutoring.example.org/manage?lang=en and enter this email address.\n\n' +
        'If you have any questions, write to us at help@example.org.\n\nRochester Tutoring\n',
    });
    expect(confirmationEmail(TRANSLATORS.en, ORG, guardian, FACTS).text).toContain(
      'We cannot yet say how long finding a match will take. We will write to you.',
    );
    expect(confirmationEmail(TRANSLATORS.en, ORG, guardian, { ...FACTS, expectedWaitDays: 1 }).text).toContain(
      'about 1 day for a tutor',
    );
    const spanish = confirmationEmail(TRANSLATORS.es, ORG, guardian, FACTS);
    expect(spanish.subject).toBe('Rochester Tutoring: recibimos su solicitud');
    expect(spanish.text).toContain('Gracias por solicitar tutoría gratuita para Amina a Rochester Tutoring.');
  });

  it.each(LOCALE_CODES)('reminds to confirm with the same link, in %s', (code) => {
    const email = confirmReminderEmail(TRANSLATORS[code], ORG, 'T-7KQ4M2XR', CONFIRM);
    expect(email.text).toContain(CONFIRM.url);
    expect(email.text).toContain('T-7KQ4M2XR');
    expect(UNEXPECTED.test(email.text)).toBe(false);
  });
});
