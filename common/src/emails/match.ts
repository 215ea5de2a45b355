// The match notification emails staff copy from the Match Confirmation dialog: one to the tutor,
// one to the tutee (when the registrant is the student) or to the guardian. Built only from the
// records and configuration, so the dialog and any later automatic sending say the same thing.
import { gradeLabel, isStudentSubmitter, subjectLabel, tutorGradeLabel } from '../catalog.js';
import type { MessageKey, Translate } from '../i18n/catalogue.js';
import type { LocaleCode } from '../i18n/locales.js';
import type { TuteeRecord, TutorRecord } from '../records.js';

/** What the emails need from configuration (PublicConfigDto carries all of it). */
export interface MatchEmailConfig {
  orgName: string;
  supportEmail: string;
  tutorGuideUrl: string;
  tutorTrainingUrl: string;
  tuteeGuideUrl: string;
}

export type MatchEmailAudience = 'tutor' | 'tutee' | 'guardian';

export interface MatchEmail {
  audience: MatchEmailAudience;
  subject: string;
  to: string[];
  cc: string[];
  body: string;
}

export interface MatchEmails {
  tutor: MatchEmail;
  /** to the tutee when the registrant is the student, otherwise to the guardian, in English */
  family: MatchEmail;
  /** the same email in the language the family's form was filled in, when that is not English */
  familyTranslated: (MatchEmail & { language: LocaleCode }) | null;
}

/** The catalogues the family's email is written from: English always, and the family's language when it differs. */
export interface FamilyEmailLanguages {
  english: Translate;
  family: { language: LocaleCode; t: Translate } | null;
}

/** Business days the tutor waits for the tutee, and the family waits for the tutor, before telling the team. */
export const TUTOR_WAIT_BUSINESS_DAYS = 7;
export const FAMILY_WAIT_BUSINESS_DAYS = 5;

type TuteeFacts = Omit<TuteeRecord, 'id'>;
type TutorFacts = Omit<TutorRecord, 'id'>;
type Line = string | null | undefined | false;

/** "Label: value", or nothing when the value is blank. */
function field(label: string, value: string | null | undefined): Line {
  const text = value?.trim();
  return text ? `${label}: ${text}` : null;
}

/** Paragraphs of lines; blank lines and empty paragraphs disappear, so optional fields leave no gaps. */
function compose(paragraphs: Line[][]): string {
  return paragraphs
    .map((lines) => lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '').join('\n'))
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

function present(...values: (string | null | undefined)[]): string[] {
  return [...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v)))];
}

function fullName(first: string, last: string, pronouns: string | null): string {
  const name = `${first} ${last}`.trim();
  return pronouns?.trim() ? `${name} (${pronouns.trim()})` : name;
}

function tutorEmail(tutee: TuteeFacts, tutor: TutorFacts, config: MatchEmailConfig): MatchEmail {
  const subjects = [tutee.subject_1, tutee.subject_2, tutee.subject_3].map(subjectLabel).filter(Boolean);
  const body = compose([
    [`Hi ${tutor.tutor_first_name},`],
    [`Thank you for volunteering with ${config.orgName}! You have been matched with a tutee:`],
    [
      field('Name', fullName(tutee.tutee_firstname, tutee.tutee_lastname, tutee.tutee_pronouns)),
      field('Grade', gradeLabel(tutee.tutee_grade)),
      field('School', tutee.tutee_school),
      ...subjects.map((label, index) => field(`Subject ${index + 1}`, label)),
      field('Details', tutee.tutee_subject_details),
      field('Additional information', tutee.tutee_misc_info),
    ],
    [
      field('Student email', tutee.email_student),
      field('Parent/guardian email', tutee.email_guardian),
      field('Phone', tutee.tutee_phone),
    ],
    [
      `Please make the first contact: email the family to introduce yourself and set up your first session. We recommend online video sessions, for example on Zoom, Google Meet or Skype.`,
      `If the tutee does not respond after ${TUTOR_WAIT_BUSINESS_DAYS} business days, please contact us at ${config.supportEmail}.`,
    ],
    [field('Tutor guide', config.tutorGuideUrl), field('Tutor training modules', config.tutorTrainingUrl)],
    ['Thank you,', `The ${config.orgName} team`],
  ]);
  return {
    audience: 'tutor',
    subject: `${config.orgName}: you have been matched with ${tutee.tutee_firstname} ${tutee.tutee_lastname}`,
    to: present(tutor.tutor_email),
    cc: present(config.supportEmail),
    body,
  };
}

const TUTOR_GRADE_WORDS = new Set(['Freshman', 'Sophomore', 'Junior', 'Senior', 'College']);

/** The tutor's current grade in the email's language; a value the form never offered stays as it is. */
function tutorGradeWords(t: Translate, value: string): string {
  const grade = tutorGradeLabel(value);
  return TUTOR_GRADE_WORDS.has(grade) ? t(`email.match.tutorGrade.${grade}` as MessageKey) : grade;
}

function familyEmail(tutee: TuteeFacts, tutor: TutorFacts, config: MatchEmailConfig, t: Translate): MatchEmail {
  const student = isStudentSubmitter(tutee.student_or_guardian);
  const tutorName = `${tutor.tutor_first_name} ${tutor.tutor_last_name}`.trim();
  const to = present(student ? tutee.email_student : tutee.email_guardian);
  const { orgName, supportEmail } = config;
  const studentFirstName = tutee.tutee_firstname;
  const body = compose([
    [student ? t('email.match.helloName', { firstName: studentFirstName }) : t('email.match.hello')],
    [
      student
        ? t('email.match.goodNewsStudent', { orgName })
        : t('email.match.goodNewsGuardian', { orgName, studentFirstName }),
    ],
    [
      field(t('email.match.tutor'), fullName(tutor.tutor_first_name, tutor.tutor_last_name, tutor.tutor_pronouns)),
      field(t('email.match.grade'), tutorGradeWords(t, tutor.tutor_grade)),
      field(t('email.match.school'), tutor.tutor_school),
      field(t('email.match.email'), tutor.tutor_email),
      field(t('email.match.phone'), tutor.tutor_phone),
    ],
    [
      t('email.match.reachOut', { tutorName }),
      t('email.match.noContact', { days: FAMILY_WAIT_BUSINESS_DAYS, supportEmail }),
    ],
    [field(t('email.match.tuteeGuide'), config.tuteeGuideUrl)],
    [t('email.match.bestWishes'), t('email.match.team', { orgName })],
  ]);
  return {
    audience: student ? 'tutee' : 'guardian',
    subject: student
      ? t('email.match.subjectStudent', { orgName, tutorName })
      : t('email.match.subjectGuardian', { orgName, studentFirstName, tutorName }),
    to,
    // The other family address (if any) and the team stay informed.
    cc: present(student ? tutee.email_guardian : tutee.email_student, config.supportEmail).filter(
      (a) => !to.includes(a),
    ),
    body,
  };
}

export function buildMatchEmails(
  tutee: TuteeFacts,
  tutor: TutorFacts,
  config: MatchEmailConfig,
  languages: FamilyEmailLanguages,
): MatchEmails {
  const { family } = languages;
  return {
    tutor: tutorEmail(tutee, tutor, config),
    family: familyEmail(tutee, tutor, config, languages.english),
    familyTranslated:
      family && family.language !== 'en'
        ? { ...familyEmail(tutee, tutor, config, family.t), language: family.language }
        : null,
  };
}
