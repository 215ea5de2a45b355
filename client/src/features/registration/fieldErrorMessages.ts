import type { FieldProblem, FieldRule } from '@tutoring/common';

/**
 * The error message of each field of both wizards, by step, field and broken rule (GOV.UK style: say what to do).
 * One table, whole sentences with a {max} placeholder only, so a translation is a second table of the same shape.
 * Within a step the fields are listed in the order of the form: the error summary lists problems in that order.
 */
type RuleMessages = Partial<Record<FieldRule, string>>;

export type WizardStepKey = 'studentInfo' | 'studentSubjects' | 'tutorInfo' | 'tutorSubjects' | 'additional';

const LONG_TEXT_TOO_LONG = 'Use {max} characters or fewer';

export const FIELD_ERROR_MESSAGES = {
  studentInfo: {
    submitter: { required: 'Choose whether you are the student or a parent or guardian' },
    firstName: {
      required: "Enter the student's first name",
      tooLong: "The student's first name must be {max} characters or fewer",
      singleLine: "Remove line breaks, tabs and hidden characters from the student's first name",
    },
    lastName: {
      required: "Enter the student's last name",
      tooLong: "The student's last name must be {max} characters or fewer",
      singleLine: "Remove line breaks, tabs and hidden characters from the student's last name",
    },
    pronouns: {
      tooLong: 'Pronouns must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the pronouns',
    },
    parentEmail: {
      required: "Enter the parent or guardian's email address",
      email: 'Enter an email address like name@example.com',
      tooLong: 'The email address must be {max} characters or fewer',
      singleLine: 'Remove spaces, line breaks and hidden characters from the email address',
    },
    email: {
      required: "Enter the student's email address",
      email: 'Enter an email address like name@example.com',
      tooLong: 'The email address must be {max} characters or fewer',
      singleLine: 'Remove spaces, line breaks and hidden characters from the email address',
    },
    phone: {
      required: 'Enter a phone number',
      tooLong: 'The phone number must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the phone number',
    },
    school: {
      required: "Enter the student's school",
      tooLong: 'The school must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the school',
    },
    grade: { required: 'Choose the grade' },
    languages: { invalid: 'Choose languages from the list' },
    otherLanguage: {
      required: 'Enter the other language spoken at home, or untick Other',
      tooLong: 'The other language must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the other language',
    },
  },
  studentSubjects: {
    primarySubject: { required: 'Choose a first subject' },
    secondarySubject: { required: 'Choose a second subject', distinct: 'Choose a second subject that is not the first' },
    tertiarySubject: { required: 'Choose a third subject', distinct: 'Choose a third subject that is not the first or second' },
    detailedNeeds: { required: 'Enter what the student needs help with', tooLong: LONG_TEXT_TOO_LONG },
  },
  tutorInfo: {
    firstName: {
      required: 'Enter your first name',
      tooLong: 'Your first name must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from your first name',
    },
    lastName: {
      required: 'Enter your last name',
      tooLong: 'Your last name must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from your last name',
    },
    pronouns: {
      tooLong: 'Pronouns must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from your pronouns',
    },
    email: {
      required: 'Enter your email address',
      email: 'Enter an email address like name@example.com',
      tooLong: 'The email address must be {max} characters or fewer',
      singleLine: 'Remove spaces, line breaks and hidden characters from the email address',
    },
    phone: {
      required: 'Enter your phone number',
      tooLong: 'The phone number must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the phone number',
    },
    grade: { required: 'Choose your current grade' },
    school: {
      required: 'Choose your school',
      tooLong: 'The school name must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the school name',
    },
    /** the School Name field shown when Other is chosen: the schema reports it as school */
    schoolName: {
      required: 'Enter the name of your school',
      tooLong: 'The school name must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the school name',
    },
  },
  tutorSubjects: {
    grades: { required: 'Tick at least one grade you can tutor' },
    subjects: { required: 'Tick at least one subject you can tutor' },
    languages: { invalid: 'Choose languages from the list' },
    otherLanguage: {
      required: 'Enter the other language you can tutor in, or untick Other',
      tooLong: 'The other language must be {max} characters or fewer',
      singleLine: 'Remove line breaks, tabs and hidden characters from the other language',
    },
  },
  additional: {
    additionalInfo: { tooLong: LONG_TEXT_TOO_LONG },
  },
} satisfies Record<WizardStepKey, Record<string, RuleMessages>>;

/** Said of a rule the table has no words for; a unit test keeps every reachable rule in the table. */
const FALLBACK = 'Check this answer';

/** The message for one problem; `field` may be a step's own name for it (schoolName), else the schema's. */
export function fieldErrorMessage(step: WizardStepKey, problem: FieldProblem, field = problem.field): string {
  const messages: Record<string, RuleMessages | undefined> = FIELD_ERROR_MESSAGES[step];
  const text = messages[field]?.[problem.rule] ?? FALLBACK;
  return text.replace('{max}', String(problem.max ?? ''));
}

/** A step's fields in the order of its form, for the error summary. */
export function fieldOrder(step: WizardStepKey): string[] {
  return Object.keys(FIELD_ERROR_MESSAGES[step]);
}
