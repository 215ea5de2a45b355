import {
  apiErrorSchema,
  MFA_MESSAGES,
  mfaCodeSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
} from '@tutoring/common';
import type { AppContext } from '../../context.js';
import type { ApiRoute } from '../../http/apiRoute.js';
import { unauthorized } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { createMfaCodeLimiter } from './limiter.js';
import { createSecondFactors } from './service.js';

const TAG = 'Staff account';

/**
 * /api/user/mfa: the signed-in staff member's own second factors. 'signedIn' access: a member whom STAFF_MFA asks for
 * a factor and who has none may call nothing else.
 */
export function mfaRoutes({ config, db }: AppContext): ApiRoute[] {
  const secondFactors = createSecondFactors(config, db);
  return [
    {
      method: 'GET',
      path: '/api/user/mfa',
      access: 'signedIn',
      tag: TAG,
      summary: 'Your second factors',
      responses: { 200: { description: 'what is set up, and whether STAFF_MFA asks for it', json: mfaStatusSchema } },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        res.json(await secondFactors.status(req.user));
      },
    },
    {
      method: 'POST',
      path: '/api/user/mfa/totp',
      access: 'signedIn',
      tag: TAG,
      summary: 'Start setting up an authenticator app',
      description:
        'A new secret, for a QR code or typing in; it signs in only once confirmed. Asking again replaces an unconfirmed one.',
      responses: {
        200: { description: 'the secret and its otpauth:// URL', json: totpEnrolmentSchema },
        409: { description: 'an authenticator app is set up already: remove it first', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        res.set('Cache-Control', 'no-store').json(await secondFactors.startTotp(req.user));
      },
    },
    {
      method: 'POST',
      path: '/api/user/mfa/totp/confirm',
      access: 'signedIn',
      tag: TAG,
      summary: 'Confirm the authenticator app with its current code',
      description:
        'From now on sign-in asks for a code. The answer holds 10 single-use recovery codes, shown only here.',
      body: mfaCodeSchema,
      responses: {
        200: { description: 'the recovery codes', json: recoveryCodesSchema },
        400: { description: 'the code is not right', json: apiErrorSchema },
        409: { description: 'no set-up was started, or one is confirmed already', json: apiErrorSchema },
        429: { description: 'too many wrong codes; Retry-After says when to try again', json: apiErrorSchema },
      },
      middleware: [createMfaCodeLimiter(config, db)],
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const { code } = parseInput(mfaCodeSchema, req.body, MFA_MESSAGES.enterCode);
        const recoveryCodes = await secondFactors.confirmTotp(req.user, code);
        res.set('Cache-Control', 'no-store').json({ recoveryCodes });
      },
    },
    {
      method: 'DELETE',
      path: '/api/user/mfa',
      access: 'signedIn',
      tag: TAG,
      summary: 'Remove your second factors',
      description:
        'The authenticator app and the recovery codes. Where STAFF_MFA asks for a second factor, set up a new one at once.',
      responses: { 204: { description: 'removed, or there was none' } },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        await secondFactors.remove(req, req.user.id, req.user.id);
        res.status(204).end();
      },
    },
  ];
}
