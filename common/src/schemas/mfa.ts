// Staff sign-in's second factor: POST /api/user/login/mfa, /api/user/mfa/totp, /api/user/mfa/totp/confirm.
import { z } from 'zod';

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** The second factors a staff member can answer the sign-in's second step with. */
export const MFA_METHODS = ['totp', 'recovery'] as const;
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

/** POST /api/user/mfa/totp/confirm: the recovery codes, shown this once. */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

/** GET /api/user/mfa: the signed-in staff member's second factors. */
export interface MfaStatusDto {
  totp: boolean;
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
