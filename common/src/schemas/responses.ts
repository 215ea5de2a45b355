// The API's answers as zod schemas: the OpenAPI document (GET /api/openapi.json) is generated from these, and the
// API tests check real answers against that document. Each schema's inferred type must equal the TypeScript type the
// server builds its answer with (the checks at the end fail to compile otherwise), so the two cannot drift apart.
import { z } from 'zod';
import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECT_KEYS,
  SUBJECTS,
  SUBMITTERS,
  TUTOR_OTHER_SUBJECT,
  tutorSubjectRecordFlag,
} from '../catalog.js';
import { EXPECTED_WAIT_MIN_MATCHES, EXPECTED_WAIT_WINDOW_DAYS, REFERENCE_PATTERN } from '../applicationReference.js';
import { END_REASON_KEYS } from '../matchEnd.js';
import { AVAILABILITY_SLOTS } from '../slots.js';
import { STAFF_ROLES } from '../staffRoles.js';
import { contactStatusSchema } from './checkins.js';
import { surveyResultSchema } from './surveys.js';
import { reconfirmReasonSchema } from './reconfirmations.js';
import type { ProgrammeOverview } from '../overview.js';
import {
  MATCH_EMAIL_ROLES,
  MATCH_EMAIL_STATUSES,
  type MatchEmailState,
  type MatchListItem,
  type MatchRecord,
  type TuteeListRecord,
  type TuteeRecord,
  type TutorRecord,
} from '../records.js';
import type { TermsText } from '../terms.js';
import type { PublicConfigDto, StaffUserDto } from './auth.js';
import type { ApiErrorBody } from './errors.js';
import type { DoNotPairEntry } from './matchLifecycle.js';
import type { ErasureSummary } from './personData.js';
import type { OrganisationSettings } from './settings.js';
import type { AuditEntryDto } from './audit.js';
import { ONE_TIME_PASSWORD_HOURS, type StaffAccountDto, type StaffAccountWithPasswordDto } from './staffAccounts.js';
import type { StaffSessionDto } from './staffSessions.js';
import {
  MFA_METHODS,
  type MfaChallengeDto,
  type MfaStatusDto,
  type RecoveryCodesDto,
  type TotpEnrolmentDto,
  type PasskeyDto,
} from './mfa.js';

/** A boolean field per name, keyed by the catalogue's typed names so the inferred type keeps them. */
function flags<Name extends string>(names: readonly Name[]): Record<Name, z.ZodBoolean> {
  return Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<Name, z.ZodBoolean>;
}

const timestamp = z.string().meta({ description: 'ISO 8601 date and time', examples: ['2026-11-02T14:05:00.000Z'] });
const subjectKey = z.enum(SUBJECT_KEYS);
const endReason = z.enum(END_REASON_KEYS);
const availabilitySlots = z.array(z.enum(AVAILABILITY_SLOTS)).meta({
  description:
    '"When can you meet?": the slots ticked on the form\'s weekday x time-of-day grid, in week order; [] when not answered',
  examples: [['tue_evening', 'thu_evening']],
});
const formLanguage = z.string().meta({
  description:
    "the language the application form was filled in: a catalogue code such as 'es' ('en' for applications from before languages)",
  examples: ['es'],
});

export const apiErrorSchema = z
  .object({
    error: z.object({
      message: z.string(),
      fieldErrors: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .meta({ description: 'messages per field, for 400 answers' }),
    }),
  })
  .meta({ id: 'ApiError' });

export const staffUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    mustChangePassword: z.boolean().meta({
      description: 'true after an admin set a one-time password: other staff calls answer 403 until it is changed',
    }),
    mustEnrolSecondFactor: z.literal(true).optional().meta({
      description:
        'present only when STAFF_MFA asks this member for a second factor and none is set up: other staff calls answer 403 until one is',
    }),
  })
  .meta({ id: 'StaffUser' });

export const mfaChallengeSchema = z
  .object({
    mfaRequired: z.literal(true),
    methods: z.array(z.enum(MFA_METHODS)).meta({ description: 'what POST /api/user/login/mfa accepts as `code`' }),
  })
  .meta({ id: 'MfaChallenge' });

export const totpEnrolmentSchema = z
  .object({
    secret: z.string().meta({ description: 'base32, for typing into an authenticator app by hand' }),
    otpauthUrl: z.string().meta({ description: 'the otpauth:// URL a QR code carries' }),
  })
  .meta({ id: 'TotpEnrolment' });

export const recoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).meta({ description: 'single-use codes, shown only in this answer' }),
  })
  .meta({ id: 'RecoveryCodes' });

export const passkeySchema = z
  .object({
    id: z
      .string()
      .meta({ description: 'the credential id (base64url); names it in DELETE /api/user/mfa/passkeys/{id}' }),
    name: z.string(),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable(),
  })
  .meta({ id: 'Passkey' });

export const passkeyCreatedSchema = z
  .object({
    passkey: passkeySchema,
    recoveryCodes: z.array(z.string()).meta({
      description: 'single-use codes, shown only here, when the account had none (its first factor); else empty',
    }),
  })
  .meta({ id: 'PasskeyCreated' });

export const webauthnOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .meta({ id: 'WebAuthnOptions', description: 'for navigator.credentials (create or get), as JSON' });

export const mfaStatusSchema = z
  .object({
    totp: z.boolean(),
    passkeys: z.number().int(),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().meta({ description: 'STAFF_MFA asks this member for a second factor' }),
  })
  .meta({ id: 'MfaStatus' });

export const staffAccountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    mustChangePassword: z.boolean(),
    hasSecondFactor: z.boolean().meta({ description: 'an authenticator app is set up: sign-in asks for its code' }),
    createdAt: timestamp,
    lastSignedInAt: timestamp.nullable(),
  })
  .meta({ id: 'StaffAccount' });

export const staffAccountWithPasswordSchema = staffAccountSchema
  .extend({
    oneTimePassword: z.string().meta({
      description: `chosen by the server and shown only in this answer; signs in for ${ONE_TIME_PASSWORD_HOURS} hours, then must be changed at first sign-in`,
    }),
  })
  .meta({ id: 'StaffAccountWithPassword' });

export const staffSessionSchema = z
  .object({
    id: z.string().meta({ description: 'opaque; names the session in DELETE /api/user/sessions/{id}' }),
    browser: z.string().nullable().meta({
      description: "read from the User-Agent at sign-in, e.g. 'Chrome on Android'; null when none was sent",
    }),
    address: z.string().nullable().meta({ description: 'the address it signed in from' }),
    lastActiveAt: timestamp.meta({ description: 'its last request, up to a minute behind' }),
    current: z.boolean().meta({ description: 'the session that asked' }),
  })
  .meta({ id: 'StaffSession' });

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    createdAt: timestamp,
    actor: z.string().nullable().meta({
      description: 'the staff member who acted; null for a sign-in attempt, the command line or a background job',
    }),
    action: z.string(),
    entity: z.string(),
    entityId: z.number().int().nullable(),
    account: z.string().nullable().meta({ description: 'the staff account a staff_user row is about, by name' }),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });

export const publicConfigSchema = z
  .object({
    orgName: z.string(),
    orgWebsite: z.string(),
    supportEmail: z.string(),
    needsSetup: z
      .boolean()
      .meta({ description: 'true until the first staff account exists (first-run setup at /registration)' }),
    tutorGuideUrl: z.string(),
    tutorTrainingUrl: z.string(),
    tuteeGuideUrl: z.string(),
    schools: z.array(z.string()).meta({ description: "the tutor form's school menu, before Other" }),
    recordYears: z.array(z.number()).meta({ description: "the records page's year filter, newest first" }),
    phoneRegion: z.string().meta({
      description: 'the country (ISO 3166-1 alpha-2) of phone numbers written without +, which the forms check',
    }),
    guardianConsentBelowGrade: z.string().nullable().meta({
      description:
        "a student who applies alone below this tutee grade must give a guardian's email, who must agree before any match; null: never",
    }),
    retention: z
      .object({
        unmatchedMonths: z.number(),
        matchedMonths: z.number(),
        emailDays: z.number(),
        auditMonths: z.number(),
        unconfirmedDays: z.number(),
      })
      .meta({ description: 'how long personal data is kept, as the public terms page states it' }),
  })
  .meta({ id: 'PublicConfig' });

/** GET and PUT /api/settings: the organisation's details, as the Settings page saves them. */
export const settingsResponseSchema = z
  .object({
    orgName: z.string(),
    orgWebsite: z.string(),
    supportEmail: z.string(),
    tutorGuideUrl: z.string(),
    tutorTrainingUrl: z.string(),
    tuteeGuideUrl: z.string(),
    schools: z.array(z.string()).meta({ description: "the tutor form's school menu, before Other" }),
    recordYears: z.array(z.number()).meta({ description: "the records page's year filter, newest first" }),
  })
  .meta({ id: 'Settings' });

export const erasureSummarySchema = z
  .object({
    matches: z.number().int().meta({ description: "the person's matches, now kept only as anonymous counts" }),
    emails: z.number().int(),
    doNotPair: z.number().int(),
  })
  .meta({ id: 'ErasureSummary' });

const termsTextSchema = z
  .object({
    version: z.string().meta({ description: 'send it back as termsVersion when submitting the form' }),
    paragraphs: z.array(z.string()).readonly(),
  })
  .meta({ id: 'TermsText' });

export const termsSchema = z.object({ tutee: termsTextSchema, tutor: termsTextSchema }).meta({ id: 'Terms' });

export const createdIdSchema = z.object({ id: z.number().int() }).meta({ id: 'CreatedId' });

/** POST /api/tutees and /api/tutors: the new application's id, its reference and the expected wait for a tutor. */
export const applicationReceivedSchema = z
  .object({
    id: z.number().int(),
    reference: z
      .string()
      .regex(REFERENCE_PATTERN)
      .meta({
        description:
          'T- (family) or V- (volunteer) and 8 characters without look-alikes; also in the confirmation email',
        examples: ['T-7KQ4M2XR'],
      }),
    expectedWaitDays: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({
        description: `median days to a match over the last ${EXPECTED_WAIT_WINDOW_DAYS} days for the first subject and grade; null with fewer than ${EXPECTED_WAIT_MIN_MATCHES} such matches, and for tutors`,
      }),
  })
  .meta({ id: 'ApplicationReceived' });
export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>;

const applicationReference = z
  .string()
  .nullable()
  .meta({ description: 'the reference given at submission; null for applications from before references' });

export const tuteeRecordSchema = z
  .object({
    id: z.number().int(),
    active_tutee: z.boolean(),
    tutee_matched: z.boolean().meta({ description: 'true while the tutee has a current match' }),
    student_or_guardian: z.string().meta({ examples: [...SUBMITTERS] }),
    tutee_firstname: z.string(),
    tutee_lastname: z.string(),
    tutee_pronouns: z.string().nullable(),
    email_guardian: z.string().nullable(),
    email_student: z.string().nullable(),
    tutee_phone: z.string(),
    tutee_grade: z.string(),
    tutee_school: z.string(),
    tutee_submission_timestamp: timestamp,
    tutee_subject_details: z.string(),
    tutee_misc_info: z.string().nullable(),
    subject_1: subjectKey,
    subject_2: subjectKey,
    subject_3: subjectKey,
    tutee_language_other: z.string().nullable(),
    tutee_previous_tutors: z
      .array(z.string())
      .meta({ description: "the tutors of the tutee's ended matches, earliest first" }),
    preferred_language: formLanguage,
    tutee_reference: applicationReference,
    tutee_email_confirmed_at: timestamp.nullable().meta({
      description: 'when the applicant confirmed their email address from the link of the confirmation email',
    }),
    tutee_email_unconfirmed: z.boolean().meta({
      description: 'true: the applicant was sent a confirmation link and has not confirmed (staff may still match)',
    }),
    tutee_withdrawn_at: timestamp.nullable().meta({
      description: 'when the applicant withdrew the application from Manage my application',
    }),
    tutee_last_confirmed_at: timestamp
      .nullable()
      .meta({ description: 'when the family last answered yes to "Do you still need a tutor?"; null if never' }),
    tutee_inactive_reason: reconfirmReasonSchema
      .nullable()
      .meta({ description: 'why a reconfirmation deactivated the tutee; null when active or deactivated by staff' }),
    tutee_guardian_consented_at: timestamp.nullable().meta({
      description: 'when a guardian agreed from the consent link (GUARDIAN_CONSENT_BELOW_GRADE)',
    }),
    tutee_guardian_consent_pending: z.boolean().meta({
      description: 'true: a guardian was asked to agree and has not; the tutee cannot be matched until then',
    }),
    tutee_availability: availabilitySlots,
    ...flags(LANGUAGES.map((l) => `tutee_language_${l.key}` as const)),
  })
  .meta({ id: 'TuteeRecord' });

/** A row of the tutee lists (GET /api/tutees...): the record with what the triage columns show. */
export const tuteeListRecordSchema = tuteeRecordSchema
  .extend({
    subject_names: z
      .array(z.string())
      .meta({ description: 'the three subjects by their English names, first choice first' }),
    language_names: z.array(z.string()).meta({
      description: "the languages the tutee speaks by their English names, the tutee's own other language last",
    }),
    days_waiting: z.number().int().meta({ description: 'whole days since the application' }),
    best_group: z.enum(['A', 'B', 'C', 'D']).nullable().meta({
      description:
        'the best candidate group of the match page (A teaches all three subjects ... D only the first); null when the tutee has no candidate or is not waiting',
    }),
    candidate_count: z.number().int().nullable().meta({
      description:
        'how many tutors are candidates (all groups: available, teach the first subject at the grade, not former or barred); null when the tutee is not waiting (matched or deactivated)',
    }),
  })
  .meta({ id: 'TuteeListRecord' });

export const tutorRecordSchema = z
  .object({
    id: z.number().int(),
    active_tutor: z.boolean(),
    tutor_capacity: z.number().int().meta({ description: 'how many tutees the tutor takes at once' }),
    tutor_current_matches: z.number().int(),
    tutor_first_name: z.string(),
    tutor_last_name: z.string(),
    tutor_pronouns: z.string().nullable(),
    tutor_email: z.string(),
    tutor_phone: z.string(),
    tutor_grade: z.string(),
    tutor_school: z.string(),
    tutor_submission_timestamp: timestamp,
    tutor_miscinfo: z.string().nullable(),
    tutor_language_other: z.string().nullable(),
    [TUTOR_OTHER_SUBJECT.recordFlag]: z.boolean().meta({ description: 'the tutor form\'s "Other" subject box' }),
    preferred_language: formLanguage,
    tutor_reference: applicationReference,
    tutor_email_confirmed_at: timestamp.nullable().meta({
      description: 'when the applicant confirmed their email address from the link of the confirmation email',
    }),
    tutor_email_unconfirmed: z.boolean().meta({
      description: 'true: the applicant was sent a confirmation link and has not confirmed (staff may still match)',
    }),
    tutor_withdrawn_at: timestamp.nullable().meta({
      description: 'when the applicant withdrew the application from Manage my application',
    }),
    tutor_last_confirmed_at: timestamp
      .nullable()
      .meta({ description: 'when the tutor last answered yes to "Are you still available to tutor?"; null if never' }),
    tutor_paused_at: timestamp
      .nullable()
      .meta({ description: 'set while the tutor is paused: offered to no one until staff resume them' }),
    tutor_paused_reason: reconfirmReasonSchema.nullable(),
    tutor_availability: availabilitySlots,
    ...flags(LANGUAGES.map((l) => `tutor_language_${l.key}` as const)),
    ...flags(GRADE_LEVELS.map((g) => g.recordFlag)),
    ...flags(SUBJECTS.map((s) => tutorSubjectRecordFlag(s.key))),
  })
  .meta({ id: 'TutorRecord' });

export const matchEmailStateSchema = z
  .object({
    id: z.number().int(),
    role: z.enum(MATCH_EMAIL_ROLES),
    address: z.string(),
    cc: z.array(z.string()),
    language: z.string().meta({ description: "the email's language; the English text follows when it is not 'en'" }),
    status: z.enum(MATCH_EMAIL_STATUSES),
    sent_at: timestamp.nullable(),
    failed_at: timestamp.nullable().meta({ description: 'set once MAIL_MAX_ATTEMPTS sends have failed' }),
    attempts: z.number().int(),
  })
  .meta({ id: 'MatchEmailState' });

export const matchRecordSchema = z
  .object({
    match_id: z.number().int(),
    match_timestamp: timestamp,
    tutee_id: z.number().int(),
    tutor_id: z.number().int(),
    ended_at: timestamp.nullable().meta({ description: 'null while the match is current' }),
    end_reason: endReason.nullable(),
    end_note: z.string().nullable(),
    tutee_preferred_language: formLanguage,
    tutor_preferred_language: formLanguage,
    contact_status: contactStatusSchema,
    emails: z.array(matchEmailStateSchema).meta({ description: 'the emails sent from the app about this match' }),
    surveys: z
      .array(surveyResultSchema)
      .meta({ description: 'the answers to "How did it go?", asked of both sides when the match ended' }),
    ...tuteeRecordSchema.omit({ id: true, tutee_previous_tutors: true, preferred_language: true }).shape,
    ...tutorRecordSchema.omit({ id: true, preferred_language: true }).shape,
  })
  .meta({ id: 'MatchRecord' });

export const matchListItemSchema = z
  .object({
    match_id: z.number().int(),
    match_timestamp: timestamp,
    ended_at: timestamp.nullable(),
    end_reason: endReason.nullable(),
    tutee_id: z.number().int(),
    tutor_id: z.number().int(),
    tutee_firstname: z.string(),
    tutee_lastname: z.string(),
    tutor_first_name: z.string(),
    tutor_last_name: z.string(),
    active_tutee: z.boolean(),
    tutee_matched: z.boolean(),
    contact_status: contactStatusSchema,
  })
  .meta({ id: 'MatchListItem' });

export const doNotPairEntrySchema = z
  .object({
    tutee_id: z.number().int(),
    tutor_id: z.number().int(),
    tutee_name: z.string(),
    tutor_name: z.string(),
    reason: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'DoNotPairEntry' });

export const programmeOverviewSchema = z
  .object({
    schoolYearStart: z.string().meta({ description: 'the first day of the current school year, YYYY-MM-DD' }),
    pending: z.object({ tutees: z.number().int(), tutors: z.number().int() }),
    matches: z.object({
      current: z.number().int(),
      startedThisYear: z.number().int(),
      endedThisYear: z.number().int(),
    }),
    wait: z.object({ medianDays: z.number().nullable(), longestDays: z.number().nullable() }),
    supplyGap: z.array(
      z.object({
        subject: z.string(),
        grade: z.string(),
        waitingTutees: z.number().int(),
        availableTutors: z.number().int(),
      }),
    ),
    followUp: z
      .object({
        matches: z.number().int().meta({ description: 'matches started this school year (of people not erased)' }),
        metShare: z.number().nullable().meta({ description: 'share of them a side confirmed as met, 0-1' }),
        noContactShare: z.number().nullable().meta({ description: 'share of them a side said had no contact, 0-1' }),
        medianDaysToContact: z
          .number()
          .nullable()
          .meta({ description: 'median days from the match to the first check-in answered yes' }),
        averageRating: z
          .number()
          .nullable()
          .meta({ description: 'average survey rating (1-5) given this school year' }),
        ratings: z.number().int().meta({ description: 'survey ratings given this school year' }),
      })
      .meta({ description: 'what check-ins and surveys say of this school year' }),
  })
  .meta({ id: 'ProgrammeOverview' });

// Compile-time checks: each schema describes exactly the type the server answers with.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type ResponseSchemaChecks = [
  Check<Same<z.infer<typeof apiErrorSchema>, ApiErrorBody>>,
  Check<Same<z.infer<typeof staffUserSchema>, StaffUserDto>>,
  Check<Same<z.infer<typeof staffAccountSchema>, StaffAccountDto>>,
  Check<Same<z.infer<typeof staffAccountWithPasswordSchema>, StaffAccountWithPasswordDto>>,
  Check<Same<z.infer<typeof staffSessionSchema>, StaffSessionDto>>,
  Check<Same<z.infer<typeof mfaChallengeSchema>, MfaChallengeDto>>,
  Check<Same<z.infer<typeof totpEnrolmentSchema>, TotpEnrolmentDto>>,
  Check<Same<z.infer<typeof recoveryCodesSchema>, RecoveryCodesDto>>,
  Check<Same<z.infer<typeof mfaStatusSchema>, MfaStatusDto>>,
  Check<Same<z.infer<typeof passkeySchema>, PasskeyDto>>,
  Check<Same<z.infer<typeof auditEntrySchema>, AuditEntryDto>>,
  Check<Same<z.infer<typeof publicConfigSchema>, PublicConfigDto>>,
  Check<Same<z.infer<typeof settingsResponseSchema>, OrganisationSettings>>,
  Check<Same<z.infer<typeof termsTextSchema>, TermsText>>,
  Check<Same<z.infer<typeof tuteeRecordSchema>, TuteeRecord>>,
  Check<Same<z.infer<typeof tuteeListRecordSchema>, TuteeListRecord>>,
  Check<Same<z.infer<typeof tutorRecordSchema>, TutorRecord>>,
  Check<Same<z.infer<typeof matchEmailStateSchema>, MatchEmailState>>,
  Check<Same<z.infer<typeof matchRecordSchema>, MatchRecord>>,
  Check<Same<z.infer<typeof matchListItemSchema>, MatchListItem>>,
  Check<Same<z.infer<typeof doNotPairEntrySchema>, DoNotPairEntry>>,
  Check<Same<z.infer<typeof erasureSummarySchema>, ErasureSummary>>,
  Check<Same<z.infer<typeof programmeOverviewSchema>, ProgrammeOverview>>,
];
