// Staff sign-in's second factor: POST /api/user/login/mfa, /api/user/mfa/totp, /api/user/mfa/totp/confirm.
import { z } from 'zod';

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** The second factors a staff member can answer the sign-in's second step with. */
export const MFA_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** The login answer while a second factor is due: the session is not signed in until POST /api/user/login/mfa. */
export interface MfaChallengeDto {
  mfaRequired: true;
  methods: MfaMethod[];
}

/** POST /api/user/mfa/totp: a new, not yet confirmed authenticator secret (base32) and its otpauth:// URL. */
export interface TotpEnrolmentDto {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/user/mfa/totp/confirm: the recovery codes, shown this once (none when a passkey already gave some). */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

/** GET /api/user/mfa: the signed-in staff member's second factors. */
export interface MfaStatusDto {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  /** STAFF_MFA asks this member for a second factor: removing the last one means enrolling again at once */
  required: boolean;
}

export const MFA_MESSAGES = {
  enterCode: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  noPendingSignIn: 'Your sign-in has timed out. Please sign in with your username and password again.',
  tooMany: 'Too many wrong codes. Please wait a few minutes and try again.',
  noEnrolment: 'Start adding an authenticator app first.',
  alreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another one.',
  mustEnrol: 'Set up two-step sign-in before you continue.',
} as const;

/** A code typed at the second step or to confirm an authenticator: 6 digits, or a recovery code (dashes and spaces allowed). */
export const mfaCodeSchema = z.object({
  code: z
    .string({ error: MFA_MESSAGES.enterCode })
    .trim()
    .min(6, MFA_MESSAGES.enterCode)
    .max(40, MFA_MESSAGES.enterCode),
});
export type MfaCode = z.infer<typeof mfaCodeSchema>;

/** A staff member's passkey as their list shows it (GET /api/user/mfa/passkeys). */
export interface PasskeyDto {
  /** the credential id (base64url) */
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const PASSKEY_MESSAGES = {
  badResponse: 'The passkey answer could not be read. Please try again.',
  notVerified: 'The passkey could not be checked. Please try again.',
  noChallenge: 'The passkey request has timed out. Please try again.',
  notFound: 'You have no passkey with that id.',
  badId: 'That is not a passkey id.',
} as const;

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_MESSAGES.badResponse)
  .max(16_384);
const credentialCommon = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Only the extension the app reads; others are dropped.
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
};

/** What the browser's navigator.credentials.create() answered, as @simplewebauthn/browser serialises it. */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** What navigator.credentials.get() answered, as @simplewebauthn/browser serialises it. */
export const passkeyAssertionSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** POST /api/user/mfa/passkeys: the new passkey, with a name the staff member recognises it by. */
export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().max(60, 'Use at most 60 characters.').optional(),
  response: passkeyRegistrationResponseSchema,
});

/** POST /api/user/login/mfa: a code, or a passkey's answer. */
export const mfaAnswerSchema = z.union([mfaCodeSchema, z.object({ passkey: passkeyAssertionSchema })], {
  error: MFA_MESSAGES.enterCode,
});
export type MfaAnswer = z.infer<typeof mfaAnswerSchema>;

export const passkeyParamsSchema = z.object({
  id: base64url.min(1, PASSKEY_MESSAGES.badId).max(1400, PASSKEY_MESSAGES.badId),
});
