// The applicant's own endpoints under /api/applications (server/src/applications): confirming the email address from
// the confirmation's link, and "Manage my application" without an account.
import { z } from 'zod';

/** What a confirmation link's page needs: the applicant's language (the page opens in it). Nothing else. */
export const confirmEmailPageSchema = z.object({ language: z.string() }).meta({ id: 'ConfirmEmailPage' });
export type ConfirmEmailPage = z.infer<typeof confirmEmailPageSchema>;

export const emailConfirmedSchema = z.object({ confirmed: z.literal(true) }).meta({ id: 'EmailConfirmed' });
