// The applicant's own endpoints under /api/applications (server/src/applications): confirming the email address from
// the confirmation's link, and "Manage my application" without an account.
import { z } from 'zod';
import type { PhoneRegion } from './phoneRegion.js';
import { emailAddressSchema, phoneNumberSchemaFor } from './submissions.js';

/** What a confirmation link's page needs: the applicant's language (the page opens in it). Nothing else. */
export const confirmEmailPageSchema = z.object({ language: z.string() }).meta({ id: 'ConfirmEmailPage' });
export type ConfirmEmailPage = z.infer<typeof confirmEmailPageSchema>;

export const emailConfirmedSchema = z.object({ confirmed: z.literal(true) }).meta({ id: 'EmailConfirmed' });

/** POST /api/applications/guardian-consent/:token: the guardian's agreement is recorded. */
export const guardianConsentGivenSchema = z.object({ consented: z.literal(true) }).meta({ id: 'GuardianConsentGiven' });

/** POST /api/applications/link: the address to send a manage link to. */
export const manageLinkRequestSchema = z.object({ email: emailAddressSchema }).meta({ id: 'ManageLinkRequest' });

/** The one answer of POST /api/applications/link, whether or not the address has applications. */
export const MANAGE_LINK_ANSWER = 'If we have an application for this address, we have sent a link.';
export const manageLinkSentSchema = z.object({ message: z.literal(MANAGE_LINK_ANSWER) }).meta({ id: 'ManageLinkSent' });

/**
 * Where an application stands, in the applicant's words: received (the email address is not confirmed yet), being
 * reviewed (waiting for a match), matched (since matchedSince), ended (withdrawn, deactivated, or its match ended).
 */
export const APPLICATION_STATUSES = ['received', 'reviewing', 'matched', 'ended'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICANT_ROLES = ['tutee', 'tutor'] as const;

/** One application of the session's address, as its applicant sees it. */
export const applicantApplicationSchema = z
  .object({
    role: z.enum(APPLICANT_ROLES),
    id: z.number().int(),
    reference: z.string().nullable(),
    firstName: z.string().meta({ description: "the student's first name for a tutee, the volunteer's for a tutor" }),
    submittedAt: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    matchedSince: z.string().nullable().meta({ description: 'ISO 8601, when status is matched' }),
    withdrawn: z.boolean(),
    phone: z.string(),
    email: z.string().meta({ description: "the session's address, as the application holds it" }),
  })
  .meta({ id: 'ApplicantApplication' });
export type ApplicantApplication = z.infer<typeof applicantApplicationSchema>;

export const applicantApplicationsSchema = z
  .object({
    applications: z.array(applicantApplicationSchema),
    expiresAt: z.string().meta({ description: 'when the applicant session ends (30 minutes after the link opened)' }),
  })
  .meta({ id: 'ApplicantApplications' });
export type ApplicantApplications = z.infer<typeof applicantApplicationsSchema>;

export const applicantApplicationParamsSchema = z.object({
  role: z.enum(APPLICANT_ROLES),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** PUT /api/applications/mine/:role/:id: corrected contact details; a new address must be confirmed again. */
export const contactUpdateSchemaFor = (region: PhoneRegion) =>
  z.object({ phone: phoneNumberSchemaFor(region).optional(), email: emailAddressSchema.optional() });

export const contactUpdatedSchema = z
  .object({
    application: applicantApplicationSchema.nullable().meta({
      description: 'the application after the change; null when its address changed (it left this session)',
    }),
    confirmationSent: z.boolean().meta({ description: 'true: the new address was sent a link to confirm it' }),
  })
  .meta({ id: 'ContactUpdated' });

export const erasureAnswerSchema = z
  .object({
    outcome: z.enum(['erased', 'requested']).meta({
      description: 'erased: at once; requested: the application is in a current match, so our team was asked to do it',
    }),
  })
  .meta({ id: 'ApplicantErasure' });
