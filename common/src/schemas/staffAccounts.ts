// The staff accounts API (admin only): GET /api/staff, POST /api/staff, PUT /api/staff/:id.
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staffRoles.js';
import { newUsernameSchema } from './auth.js';
import { recordIdSchema } from './matches.js';

export interface StaffAccountDto {
  id: number;
  username: string;
  role: StaffRole;
  active: boolean;
  /** true while a one-time password set by an admin is still to be changed */
  mustChangePassword: boolean;
  /** an authenticator app is set up: sign-in asks for its code */
  hasSecondFactor: boolean;
  createdAt: string;
  lastSignedInAt: string | null;
}

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(' or ')}.` });

/** How long a one-time password set by an admin signs in: after that, only a new one from an admin helps. */
export const ONE_TIME_PASSWORD_HOURS = 72;

/**
 * A staff account answered with the one-time password the server just chose for it (POST /api/staff, and PUT with
 * resetPassword): the only time it is ever shown. The new member must change it at first sign-in.
 */
export interface StaffAccountWithPasswordDto extends StaffAccountDto {
  oneTimePassword: string;
}

const SERVER_CHOOSES =
  'The server chooses the one-time password: leave it out (resetPassword: true asks for a new one).';

/** POST /api/staff: a name and a role; the server chooses the one-time password, never the admin. */
export const staffCreateSchema = z.strictObject(
  { username: newUsernameSchema, role: staffRoleSchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('password')
        ? SERVER_CHOOSES
        : 'Only username and role can be given.',
  },
);
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** PUT /api/staff/:id: any of the three; resetPassword: true asks the server for a new one-time password. */
export const staffUpdateSchema = z
  .strictObject(
    {
      active: z.boolean({ error: 'active must be true or false.' }).optional(),
      role: staffRoleSchema.optional(),
      resetPassword: z.literal(true, { error: SERVER_CHOOSES }).optional(),
    },
    { error: 'Only active, role and resetPassword can be changed.' },
  )
  .refine(
    (change) => change.active !== undefined || change.role !== undefined || change.resetPassword !== undefined,
    'Say what to change: active, role or resetPassword.',
  );
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

export const staffParamsSchema = z.object({ id: recordIdSchema });

export const STAFF_ACCOUNT_MESSAGES = {
  badId: 'The id must be a positive whole number.',
  badInput: 'Some fields are missing or not valid.',
  notFound: 'No staff account has that id.',
  lastAdmin: 'There must always be an active admin: make another staff member an admin first.',
  ownPassword:
    'Change your own password on your account page (/account): it asks for your current password, which a reset here would not.',
} as const;
