import { describe, expect, it } from 'vitest';
import { STUDENT_TERMS, TUTOR_TERMS } from '../terms.js';
import { tuteeSubmissionSchema, tutorSubmissionSchema } from '../schemas/submissions.js';
import { confirmationEmail } from './confirmation.js';

const ORG = { orgName: 'Rochester Tutoring', supportEmail: 'help@example.org' };
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
      const tutor = { firstName, lastName: 'Lee', email: 'lee@example.com', phone: '1', grade: 'College', school: 'X', PreK: true, K5Math: true, termsVersion: TUTOR_TERMS.version };
      expect(tutorSubmissionSchema.safeParse(tutor).success).toBe(false);
    },
  );

  it('carries only ordinary text for every accepted applicant', () => {
    const parsed = tuteeSubmissionSchema.parse(tutee('  Amina María '));
    for (const recipient of [
      { applicant: 'guardian', studentFirstName: parsed.firstName },
      { applicant: 'student', firstName: parsed.firstName },
      { applicant: 'tutor', firstName: parsed.firstName },
    ] as const) {
      const email = confirmationEmail(ORG, recipient);
      expect(email.text).toContain('Amina María');
      expect(UNEXPECTED.test(email.text)).toBe(false);
      expect(UNEXPECTED.test(email.subject) || email.subject.includes('\n')).toBe(false);
    }
  });
});
