import { z } from 'zod';
import {
  apiErrorSchema,
  PASSKEY_MESSAGES,
  passkeyCreatedSchema,
  passkeyParamsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  webauthnOptionsSchema,
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
      method: 'GET',
      path: '/api/user/mfa/passkeys',
      access: 'signedIn',
      tag: TAG,
      summary: 'Your passkeys',
      responses: { 200: { description: 'oldest first', json: z.array(passkeySchema) } },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        res.json(await secondFactors.passkeys.list(req.user.id));
      },
    },
    {
      method: 'POST',
      path: '/api/user/mfa/passkeys/options',
      access: 'signedIn',
      tag: TAG,
      summary: 'Options for adding a passkey',
      description: 'For navigator.credentials.create(); POST /api/user/mfa/passkeys then takes its answer.',
      responses: { 200: { description: 'the WebAuthn creation options', json: webauthnOptionsSchema } },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        res.json(await secondFactors.passkeys.registrationOptions(req, req.user));
      },
    },
    {
      method: 'POST',
      path: '/api/user/mfa/passkeys',
      access: 'signedIn',
      tag: TAG,
      summary: 'Add a passkey',
      description:
        'The answer of navigator.credentials.create() to the options just asked for. From now on sign-in asks for a ' +
        'second factor. When the account has no unused recovery codes, the answer holds 10 new ones, shown only here.',
      body: passkeyRegistrationSchema,
      responses: {
        201: { description: 'the passkey, and any new recovery codes', json: passkeyCreatedSchema },
        400: { description: 'the answer does not verify, or no options were asked for', json: apiErrorSchema },
        409: { description: 'this passkey is registered already', json: apiErrorSchema },
        429: { description: 'too many refused answers; Retry-After says when to try again', json: apiErrorSchema },
      },
      middleware: [createMfaCodeLimiter(config, db)],
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const input = parseInput(passkeyRegistrationSchema, req.body, PASSKEY_MESSAGES.badResponse);
        res
          .set('Cache-Control', 'no-store')
          .status(201)
          .json(await secondFactors.addPasskey(req, req.user, input));
      },
    },
    {
      method: 'DELETE',
      path: '/api/user/mfa/passkeys/:id',
      access: 'signedIn',
      tag: TAG,
      summary: 'Remove one of your passkeys',
      params: passkeyParamsSchema,
      responses: {
        204: { description: 'removed' },
        404: { description: 'none of your passkeys has this id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const { id } = parseInput(passkeyParamsSchema, req.params, PASSKEY_MESSAGES.badId);
        await secondFactors.removePasskey(req, req.user, id);
        res.status(204).end();
      },
    },
    {
      method: 'DELETE',
      path: '/api/user/mfa',
      access: 'signedIn',
      tag: TAG,
      summary: 'Remove your second factors',
      description:
        'The authenticator app, the passkeys and the recovery codes. Where STAFF_MFA asks for a second factor, set up a new one at once.',
      responses: { 204: { description: 'removed, or there was none' } },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        await secondFactors.remove(req, req.user.id, req.user.id);
        res.status(204).end();
      },
    },
  ];
}
