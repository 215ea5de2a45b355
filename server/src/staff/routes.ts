import { z } from 'zod';
import {
  apiErrorSchema,
  STAFF_ACCOUNT_MESSAGES,
  ONE_TIME_PASSWORD_HOURS,
  staffAccountSchema,
  staffAccountWithPasswordSchema,
  staffCreateSchema,
  staffParamsSchema,
  staffUpdateSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { notFound, unauthorized } from '../http/errors.js';
import { createSecondFactors } from '../auth/index.js';
import { parseInput } from '../http/validate.js';
import { changeAccount, createAccount, findStaffAccount, listStaffAccounts } from './service.js';

const TAG = 'Staff accounts';

/** /api/staff: the staff accounts page's calls, admins only. */
export function staffRoutes(ctx: AppContext): ApiRoute[] {
  const secondFactors = createSecondFactors(ctx.config, ctx.db);
  return [
    {
      method: 'GET',
      path: '/api/staff',
      access: 'admin',
      tag: TAG,
      summary: 'Every staff account',
      responses: {
        200: { description: 'the accounts, with role and last sign-in', json: z.array(staffAccountSchema) },
      },
      handler: async (_req, res) => {
        res.json(await listStaffAccounts(ctx.db));
      },
    },
    {
      method: 'POST',
      path: '/api/staff',
      access: 'admin',
      tag: TAG,
      summary: 'Add a staff member with a role; the server chooses a one-time password',
      description: `The answer carries the one-time password, the only time it is shown. It signs in for ${ONE_TIME_PASSWORD_HOURS} hours; the new member must change it at first sign-in.`,
      body: staffCreateSchema,
      responses: {
        201: { description: 'the new account and its one-time password', json: staffAccountWithPasswordSchema },
        400: {
          description: 'a field is missing or not valid, or a password was sent (the message says why)',
          json: apiErrorSchema,
        },
        409: { description: 'the username is taken', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const input = parseInput(staffCreateSchema, req.body, STAFF_ACCOUNT_MESSAGES.badInput);
        // The answer holds a password: no cache may keep it.
        res
          .set('Cache-Control', 'no-store')
          .status(201)
          .json(await createAccount(ctx, req.user, input));
      },
    },
    {
      method: 'PUT',
      path: '/api/staff/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Deactivate or reactivate an account, change its role, or give it a new one-time password',
      description: `Deactivating or resetting ends every session of that account at once. resetPassword: true answers the new one-time password, chosen by the server, this once; it signs in for ${ONE_TIME_PASSWORD_HOURS} hours. Admins change their own password at /account, not here. The last active admin cannot be deactivated or demoted.`,
      params: staffParamsSchema,
      body: staffUpdateSchema,
      responses: {
        200: {
          description: 'the account after the change; with oneTimePassword after a reset',
          json: staffAccountSchema.or(staffAccountWithPasswordSchema),
        },
        400: { description: 'nothing to change, or a field is not valid', json: apiErrorSchema },
        403: {
          description: 'an admin resetting their own password (the message points to /account)',
          json: apiErrorSchema,
        },
        404: { description: 'no such account', json: apiErrorSchema },
        409: { description: 'the change would leave no active admin', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const { id } = parseInput(staffParamsSchema, req.params, STAFF_ACCOUNT_MESSAGES.badId);
        const change = parseInput(staffUpdateSchema, req.body, STAFF_ACCOUNT_MESSAGES.badInput);
        res.set('Cache-Control', 'no-store').json(await changeAccount(ctx, req.user, id, change));
      },
    },
    {
      method: 'DELETE',
      path: '/api/staff/:id/mfa',
      access: 'admin',
      tag: TAG,
      summary: "Remove a staff member's second factors (a lost phone)",
      description:
        'Their authenticator app and recovery codes go, and the audit log says who removed them. Their next sign-in ' +
        'asks for the password only; where STAFF_MFA asks them for a second factor, they set up a new one first.',
      params: staffParamsSchema,
      responses: {
        204: { description: 'removed, or there was none' },
        404: { description: 'no such account', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        if (!req.user) throw unauthorized();
        const { id } = parseInput(staffParamsSchema, req.params, STAFF_ACCOUNT_MESSAGES.badId);
        if (!(await findStaffAccount(ctx.db, id))) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
        await secondFactors.remove(req, id, req.user.id);
        res.status(204).end();
      },
    },
  ];
}
