import type { FieldProblem, FieldRule, MessageKey, Translate } from '@tutoring/common';

/**
 * Which rules of each field of both wizards have their own message, by step; the words are the catalogue's
 * fieldError.<step>.<field>.<rule> (GOV.UK style: say what to do), with a {max} placeholder only.
 * Within a step the fields are listed in the order of the form: the error summary lists problems in that order.
 */
export type WizardStepKey = 'studentInfo' | 'studentSubjects' | 'tutorInfo' | 'tutorSubjects' | 'additional';

const TEXT: readonly FieldRule[] = ['required', 'tooLong', 'singleLine'];
const OPTIONAL_TEXT: readonly FieldRule[] = ['tooLong', 'singleLine'];
const EMAIL: readonly FieldRule[] = ['required', 'email', 'tooLong', 'singleLine'];
const PHONE: readonly FieldRule[] = ['required', 'phone', 'tooLong', 'singleLine'];
const SCHOOL: readonly FieldRule[] = ['required', 'school', 'tooLong', 'singleLine'];

const FIELD_RULES = {
  studentInfo: {
    submitter: ['required'],
    firstName: TEXT,
    lastName: TEXT,
    pronouns: OPTIONAL_TEXT,
    parentEmail: EMAIL,
    email: EMAIL,
    phone: PHONE,
    school: SCHOOL,
    grade: ['required'],
    languages: ['invalid'],
    otherLanguage: TEXT,
  },
  studentSubjects: {
    primarySubject: ['required'],
    secondarySubject: ['required', 'distinct'],
    tertiarySubject: ['required', 'distinct'],
    detailedNeeds: ['required', 'tooLong'],
  },
  tutorInfo: {
    firstName: TEXT,
    lastName: TEXT,
    pronouns: OPTIONAL_TEXT,
    email: EMAIL,
    phone: PHONE,
    grade: ['required'],
    school: SCHOOL,
    /** the School Name field shown when Other is chosen: the schema reports it as school */
    schoolName: SCHOOL,
  },
  tutorSubjects: {
    grades: ['required'],
    subjects: ['required'],
    languages: ['invalid'],
    otherLanguage: TEXT,
  },
  additional: {
    availability: ['invalid'],
    additionalInfo: ['tooLong'],
  },
} satisfies Record<WizardStepKey, Record<string, readonly FieldRule[]>>;

/** The catalogue key of one field's message for one rule, or undefined when the table has no words for it. */
export function fieldErrorKey(step: WizardStepKey, field: string, rule: FieldRule): MessageKey | undefined {
  const rules: Record<string, readonly FieldRule[] | undefined> = FIELD_RULES[step];
  return rules[field]?.includes(rule) ? (`fieldError.${step}.${field}.${rule}` as MessageKey) : undefined;
}

/** The message for one problem; `field` may be a step's own name for it (schoolName), else the schema's. */
export function fieldErrorMessage(
  t: Translate,
  step: WizardStepKey,
  problem: FieldProblem,
  field = problem.field,
): string {
  // A rule the table has no words for is said generally; a unit test keeps every reachable rule in the table.
  const key = fieldErrorKey(step, field, problem.rule) ?? 'fieldError.fallback';
  return t(key, { max: problem.max ?? '' });
}

/** The step's alert: the fixed text when anything required is missing, else the first problem's (as stepAlertMessage). */
export function stepAlert(t: Translate, problems: readonly FieldProblem[]): string {
  if (problems.length === 0) return '';
  if (problems.some((problem) => problem.rule === 'required')) return t('alert.required');
  const first = problems[0]!;
  return first.rule === 'tooLong'
    ? t('alert.tooLong', { max: first.max ?? '' })
    : t(`alert.${first.rule}` as MessageKey);
}

/** A step's fields in the order of its form, for the error summary. */
export function fieldOrder(step: WizardStepKey): string[] {
  return Object.keys(FIELD_RULES[step]);
}
