// The two public application bodies ("Tutee as sent on submit", "Tutor as sent on submit").
// Parsing checks the wizard rules plus the database's length limits, and
// normalises the catalogue flags into keys, so the server stores exactly what these schemas return.
import { z } from 'zod';
import {
  GRADE_KEYS,
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECT_KEYS,
  SUBJECTS,
  SUBMITTERS,
  TUTOR_CURRENT_GRADE_VALUES,
  TUTOR_OTHER_SUBJECT,
  subjectByCode,
} from '../catalog.js';
import { STUDENT_TERMS, TUTOR_TERMS } from '../terms.js';
import { needsGuardianConsent } from '../guardianConsent.js';
import { availabilityAnswerSchema } from '../availability.js';
import type { AvailabilitySlot } from '../slots.js';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../i18n/locales.js';
import { phoneNumberE164 } from './phone.js';
import type { PhoneRegion } from './phoneRegion.js';
import { cleanMultiLine, hasTwoLetters, isPlainSingleLine } from './plainText.js';
import { SUBMISSION_MESSAGES } from './submissionMessages.js';

const M = SUBMISSION_MESSAGES;

// A basic shape check only: it catches the typical slip (missing @ or domain) without rejecting real addresses.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A single-line answer: names, pronouns, addresses, phone, school, other language (see plainText.ts). */
const requiredText = (max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(max, M.tooLong(max))
    .refine(isPlainSingleLine, M.singleLine);

/** Optional single-line text: '' or missing is stored as null. */
const optionalText = (max: number) =>
  z
    .string({ error: M.text })
    .trim()
    .max(max, M.tooLong(max))
    .refine(isPlainSingleLine, M.singleLine)
    .nullish()
    .transform((value) => value || null);

/** A multi-line answer (detailed needs, additional information): keeps its line breaks, drops other invisible characters. */
const requiredLongText = (max: number) =>
  z.string({ error: M.required }).overwrite(cleanMultiLine).trim().min(1, M.required).max(max, M.tooLong(max));

const optionalLongText = (max: number) =>
  z
    .string({ error: M.text })
    .overwrite(cleanMultiLine)
    .trim()
    .max(max, M.tooLong(max))
    .nullish()
    .transform((value) => value || null);

const optionalEmail = optionalText(254).refine((value) => value === null || EMAIL_SHAPE.test(value), M.email);

/** A phone number of the region, or international with +, stored in E.164 (phone.ts). */
const phoneNumber = (region: PhoneRegion) =>
  requiredText(40).transform((text, ctx) => {
    const e164 = phoneNumberE164(text, region);
    if (e164 !== null) return e164;
    ctx.issues.push({ code: 'custom', message: M.phone, input: text });
    return z.NEVER;
  });

/** At least two letters; an empty answer is only "required". */
const schoolName = requiredText(200).refine((value) => value === '' || hasTwoLetters(value), M.school);

/** A subject choice: the stored key, or the student form's numeric code 1..41 (number or digits). */
const subjectChoice = z
  .union([z.string(), z.number()], { error: M.subject })
  .transform((value) => {
    const text = String(value).trim();
    return /^\d+$/.test(text) ? (subjectByCode(Number(text))?.key ?? text) : text;
  })
  .pipe(z.enum(SUBJECT_KEYS, { error: M.subject }));

const flag = z.boolean({ error: M.flag }).nullish();

/** Zod shape of optional booleans named by the catalogue, e.g. { Spanish, Somali, ... }. */
function flagShape(names: readonly string[]): Record<string, typeof flag> {
  return Object.fromEntries(names.map((name) => [name, flag]));
}

interface FlagEntry {
  flag: string;
  key: string;
}

/** Keys of the entries whose flag is true in the body. */
function tickedKeys(body: Record<string, unknown>, entries: readonly FlagEntry[]): string[] {
  return entries.filter((entry) => body[entry.flag] === true).map((entry) => entry.key);
}

/** Lets a cross-field rule run once the fields it reads parsed, so one reply lists every problem at once. */
function fieldsParsed(fields: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      // An issue without a path means the body itself is not an object: no rule can read it.
      return field === undefined || fields.includes(String(field));
    });
}

const LANGUAGE_FLAGS: readonly FlagEntry[] = LANGUAGES.map((l) => ({ flag: l.flag, key: l.key }));
const GRADE_FLAGS: readonly FlagEntry[] = GRADE_LEVELS.map((g) => ({ flag: g.tutorFlag, key: g.key }));
const SUBJECT_FLAGS: readonly FlagEntry[] = [
  ...SUBJECTS.map((s) => ({ flag: s.tutorFlag, key: s.key })),
  { flag: TUTOR_OTHER_SUBJECT.tutorFlag, key: TUTOR_OTHER_SUBJECT.key },
];

/**
 * Booleans named by the catalogue (LANGUAGES[].flag, GRADE_LEVELS[].tutorFlag, SUBJECTS[].tutorFlag, 'Other'); missing
 * means false. The index also admits the one list-valued field, `availability`.
 */
type CatalogueFlags = { [flag: string]: string | number | boolean | null | undefined | readonly string[] };

/** "When can you meet?" (availability.ts): missing or null, as the original client sends, is no answer. */
const availability = availabilityAnswerSchema.nullish().transform((slots) => slots ?? []);

/** "Tutee as sent on submit", as the student wizard sends it to POST /api/tutees. */
export interface TuteeSubmission extends CatalogueFlags {
  firstName: string;
  lastName: string;
  pronouns?: string | null;
  studentOrGuardian: string;
  emailGuardian?: string | null;
  emailStudent?: string | null;
  phone: string;
  gradeLevel: string;
  school: string;
  /** stored subject key (e.g. 'math_alg2') or numeric code 1..41 */
  subject1: string | number;
  subject2: string | number;
  subject3: string | number;
  subjectDetails: string;
  miscInfo?: string | null;
  /** the other-language text, '' when none */
  Other?: string | null;
  /** the terms version the form showed; the original client sends none (see termsAccepted) */
  termsVersion?: string;
  /** the language the form was filled in (a catalogue code, e.g. 'es'); 'en' when absent */
  preferred_language?: string;
  /** "When can you meet?": slot keys such as 'tue_evening'; absent or [] when not answered */
  availability?: readonly string[] | null;
}

/** "Tutor as sent on submit", as the tutor wizard sends it to POST /api/tutors. */
export interface TutorSubmission extends CatalogueFlags {
  firstName: string;
  lastName: string;
  email: string;
  pronouns?: string | null;
  phone: string;
  grade: string;
  school: string;
  miscInfo?: string | null;
  otherLanguage?: string | null;
  /** the terms version the form showed; the original client sends none (see termsAccepted) */
  termsVersion?: string;
  /** the language the form was filled in (a catalogue code, e.g. 'es'); 'en' when absent */
  preferred_language?: string;
  /** "When can you meet?": slot keys such as 'tue_evening'; absent or [] when not answered */
  availability?: readonly string[] | null;
}

/** A tutee application after validation: catalogue keys, null for empty optional text. */
export interface NewTutee {
  submitter: (typeof SUBMITTERS)[number];
  firstName: string;
  lastName: string;
  pronouns: string | null;
  emailGuardian: string | null;
  emailStudent: string | null;
  phone: string;
  grade: string;
  school: string;
  subjects: [string, string, string];
  subjectDetails: string;
  miscInfo: string | null;
  languages: string[];
  languageOther: string | null;
  termsVersion: string;
  /** false when the client sent no termsVersion and the current one was recorded for it */
  termsVersionStated: boolean;
  /** the form's language: its emails are written in it, and its terms were shown in it */
  preferredLanguage: LocaleCode;
  /** "When can you meet?", in catalogue order; [] when not answered */
  availability: AvailabilitySlot[];
}

/** A tutor application after validation: catalogue keys, null for empty optional text. */
export interface NewTutor {
  firstName: string;
  lastName: string;
  email: string;
  pronouns: string | null;
  phone: string;
  grade: string;
  school: string;
  miscInfo: string | null;
  gradeLevels: string[];
  subjects: string[];
  languages: string[];
  languageOther: string | null;
  termsVersion: string;
  /** false when the client sent no termsVersion and the current one was recorded for it */
  termsVersionStated: boolean;
  /** the form's language: its emails are written in it, and its terms were shown in it */
  preferredLanguage: LocaleCode;
  /** "When can you meet?", in catalogue order; [] when not answered */
  availability: AvailabilitySlot[];
}

/**
 * The terms version a submission accepted. The original client shows the current terms and requires the box, but
 * its body has no version: a missing one is recorded as the current version, marked as not stated. A stated version
 * must be the current one, so a form that showed older terms is refused and shows the new ones.
 */
const termsAccepted = (current: string) =>
  z
    .literal(current, { error: M.terms })
    .optional()
    .transform((version) => ({ termsVersion: current, termsVersionStated: version !== undefined }));

/** The form's language; clients that send none (the old product) get English. */
const preferredLanguage = z.enum(LOCALE_CODES, { error: M.language }).default(DEFAULT_LOCALE);

const tuteeFields = (region: PhoneRegion) =>
  z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    pronouns: optionalText(50),
    studentOrGuardian: z.enum(SUBMITTERS, { error: M.submitter }),
    emailGuardian: optionalEmail,
    emailStudent: optionalEmail,
    phone: phoneNumber(region),
    gradeLevel: z.enum(GRADE_KEYS, { error: M.grade }),
    school: schoolName,
    subject1: subjectChoice,
    subject2: subjectChoice,
    subject3: subjectChoice,
    subjectDetails: requiredLongText(4000),
    miscInfo: optionalLongText(4000),
    Other: optionalText(100),
    termsVersion: termsAccepted(STUDENT_TERMS.version),
    preferred_language: preferredLanguage,
    availability,
    ...flagShape(LANGUAGE_FLAGS.map((l) => l.flag)),
  });

/**
 * POST /api/tutees for an organisation whose phone numbers are of `region` unless they start with +. With
 * `consentBelowGrade` (GUARDIAN_CONSENT_BELOW_GRADE), a student applying alone below that grade must name a guardian.
 */
export const tuteeSubmissionSchemaFor = (
  region: PhoneRegion,
  consentBelowGrade: string | null = null,
): z.ZodType<NewTutee, TuteeSubmission> =>
  tuteeFields(region)
    .refine(
      (body) =>
        body.emailGuardian !== null ||
        (body.studentOrGuardian !== 'ParentOrGuardian' &&
          !needsGuardianConsent(body.studentOrGuardian, body.gradeLevel, consentBelowGrade)),
      {
        path: ['emailGuardian'],
        message: M.guardianEmail,
        when: fieldsParsed(['studentOrGuardian', 'emailGuardian']),
      },
    )
    .refine((body) => body.studentOrGuardian !== 'Student' || body.emailStudent !== null, {
      path: ['emailStudent'],
      message: M.studentEmail,
      when: fieldsParsed(['studentOrGuardian', 'emailStudent']),
    })
    .refine((body) => body.subject2 !== body.subject1, {
      path: ['subject2'],
      message: M.distinctSubjects,
      when: fieldsParsed(['subject1', 'subject2']),
    })
    .refine((body) => body.subject3 !== body.subject1 && body.subject3 !== body.subject2, {
      path: ['subject3'],
      message: M.distinctSubjects,
      when: fieldsParsed(['subject1', 'subject2', 'subject3']),
    })
    .transform((body): NewTutee => ({
      submitter: body.studentOrGuardian,
      firstName: body.firstName,
      lastName: body.lastName,
      pronouns: body.pronouns,
      emailGuardian: body.emailGuardian,
      emailStudent: body.emailStudent,
      phone: body.phone,
      grade: body.gradeLevel,
      school: body.school,
      subjects: [body.subject1, body.subject2, body.subject3],
      subjectDetails: body.subjectDetails,
      miscInfo: body.miscInfo,
      languages: tickedKeys(body, LANGUAGE_FLAGS),
      languageOther: body.Other,
      ...body.termsVersion,
      preferredLanguage: body.preferred_language,
      availability: body.availability,
    }));

const tutorFields = (region: PhoneRegion) =>
  z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: requiredText(254).regex(EMAIL_SHAPE, M.email),
    pronouns: optionalText(50),
    phone: phoneNumber(region),
    grade: z.enum(TUTOR_CURRENT_GRADE_VALUES, { error: M.grade }),
    school: schoolName,
    miscInfo: optionalLongText(4000),
    otherLanguage: optionalText(100),
    termsVersion: termsAccepted(TUTOR_TERMS.version),
    preferred_language: preferredLanguage,
    availability,
    ...flagShape([...GRADE_FLAGS, ...SUBJECT_FLAGS, ...LANGUAGE_FLAGS].map((f) => f.flag)),
  });

/** POST /api/tutors, as tuteeSubmissionSchemaFor. */
export const tutorSubmissionSchemaFor = (region: PhoneRegion): z.ZodType<NewTutor, TutorSubmission> =>
  tutorFields(region)
    .refine((body) => tickedKeys(body, GRADE_FLAGS).length > 0, {
      path: ['gradeLevels'],
      message: M.gradeLevels,
      when: fieldsParsed(GRADE_FLAGS.map((f) => f.flag)),
    })
    .refine((body) => tickedKeys(body, SUBJECT_FLAGS).length > 0, {
      path: ['subjects'],
      message: M.subjects,
      when: fieldsParsed(SUBJECT_FLAGS.map((f) => f.flag)),
    })
    .transform((body): NewTutor => ({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      pronouns: body.pronouns,
      phone: body.phone,
      grade: body.grade,
      school: body.school,
      miscInfo: body.miscInfo,
      gradeLevels: tickedKeys(body, GRADE_FLAGS),
      subjects: tickedKeys(body, SUBJECT_FLAGS),
      languages: tickedKeys(body, LANGUAGE_FLAGS),
      languageOther: body.otherLanguage,
      ...body.termsVersion,
      preferredLanguage: body.preferred_language,
      availability: body.availability,
    }));

/** POST /api/mail: asks for the confirmation queued for this address to go out. */
export const confirmationRequestSchema = z.object({
  email: requiredText(254),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

/** An email address as the forms check it (Manage my application asks for one, and corrects one). */
export const emailAddressSchema = requiredText(254).refine((value) => EMAIL_SHAPE.test(value), M.email);
/** A phone number as the forms check it, for the region (PHONE_REGION), stored in E.164. */
export const phoneNumberSchemaFor = phoneNumber;
