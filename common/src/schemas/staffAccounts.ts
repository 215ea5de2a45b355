// The staff accounts API (admin only): GET /api/staff, POST /api/staff, PUT /api/staff/:id.
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staffRoles.js';
import { registrationSchema, staffPasswordSchema } from './auth.js';
import { recordIdSchema } from './matches.js';

export interface StaffAccountDto {
  id: number;
  username: string;
  role: StaffRole;
  active: boolean;
  /** true while a one-time password set by an admin is still to be changed */
  mustChangePassword: boolean;
  createdAt: string;
  lastSignedInAt: string | null;
}

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(' or ')}.` });

/** POST /api/staff: the password is a one-time one, which the new staff member must change at first sign-in. */
export const staffCreateSchema = registrationSchema.omit({ setupCode: true }).extend({ role: staffRoleSchema });
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** PUT /api/staff/:id: any of the three; resetPassword is the new one-time password. */
export const staffUpdateSchema = z
  .strictObject(
    {
      active: z.boolean({ error: 'active must be true or false.' }).optional(),
      role: staffRoleSchema.optional(),
      resetPassword: staffPasswordSchema.optional(),
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
} as const;
