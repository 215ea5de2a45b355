// The match notification emails staff copy from the Match Confirmation dialog: one to the tutor,
// one to the tutee (when the registrant is the student) or to the guardian. Built only from the
// records and configuration, so the dialog and any later automatic sending say the same thing.
import { GRADE_LEVELS, isStudentSubmitter, SUBJECTS, tutorGradeLabel } from '../catalog.js';
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

/** A grade or subject in the email's language, from the catalogue's vocabulary; a value it does not list stays as it is. */
function vocabularyWords(t: Translate, prefix: 'grade' | 'subject', value: string | null | undefined): string {
  if (!value) return '';
  const known = prefix === 'grade' ? GRADE_LEVELS.some((g) => g.key === value) : SUBJECTS.some((s) => s.key === value);
  return known ? t(`${prefix}.${value}` as MessageKey) : value;
}

/**
 * The tutor's email in the language of `t`: the dialog shows (and copies) it in English; the app sends it in the
 * tutor's form language, with the English below.
 */
export function tutorMatchEmail(
  tutee: TuteeFacts,
  tutor: TutorFacts,
  config: MatchEmailConfig,
  t: Translate,
): MatchEmail {
  const subjects = [tutee.subject_1, tutee.subject_2, tutee.subject_3]
    .map((key) => vocabularyWords(t, 'subject', key))
    .filter(Boolean);
  const { orgName, supportEmail } = config;
  const body = compose([
    [t('email.match.helloName', { firstName: tutor.tutor_first_name })],
    [t('email.matchTutor.matched', { orgName })],
    [
      field(t('email.matchTutor.name'), fullName(tutee.tutee_firstname, tutee.tutee_lastname, tutee.tutee_pronouns)),
      field(t('email.match.grade'), vocabularyWords(t, 'grade', tutee.tutee_grade)),
      field(t('email.match.school'), tutee.tutee_school),
      ...subjects.map((label, index) => field(t('email.matchTutor.subjectN', { n: index + 1 }), label)),
      field(t('email.matchTutor.details'), tutee.tutee_subject_details),
      field(t('email.matchTutor.misc'), tutee.tutee_misc_info),
    ],
    [
      field(t('email.matchTutor.studentEmail'), tutee.email_student),
      field(t('email.matchTutor.guardianEmail'), tutee.email_guardian),
      field(t('email.match.phone'), tutee.tutee_phone),
    ],
    [
      t('email.matchTutor.firstContact'),
      t('email.matchTutor.noResponse', { days: TUTOR_WAIT_BUSINESS_DAYS, supportEmail }),
    ],
    [
      field(t('email.matchTutor.tutorGuide'), config.tutorGuideUrl),
      field(t('email.matchTutor.training'), config.tutorTrainingUrl),
    ],
    [t('email.matchTutor.thanks'), t('email.match.team', { orgName })],
  ]);
  return {
    audience: 'tutor',
    subject: t('email.matchTutor.subject', { orgName, tuteeName: `${tutee.tutee_firstname} ${tutee.tutee_lastname}` }),
    to: present(tutor.tutor_email),
    cc: present(supportEmail),
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
    tutor: tutorMatchEmail(tutee, tutor, config, languages.english),
    family: familyEmail(tutee, tutor, config, languages.english),
    familyTranslated:
      family && family.language !== 'en'
        ? { ...familyEmail(tutee, tutor, config, family.t), language: family.language }
        : null,
  };
}
