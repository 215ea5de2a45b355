import { z } from 'zod';
import { confirmationRequestSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { createSubmissionLimiter } from '../http/submissionLimiter.js';

/**
 * The original client calls POST /api/mail after a submission. The confirmation already left with the application,
 * so the call is validated and accepted but sends nothing: never a second copy, and never mail to an address
 * of the caller's choosing.
 */
export function mailRoutes(ctx: AppContext): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/mail',
      access: 'public',
      tag: 'Public',
      summary: 'Ask for the confirmation email of an application',
      description:
        'Kept for the original client: the confirmation already left with the application, so this sends nothing more.',
      body: confirmationRequestSchema,
      responses: { 202: { description: 'accepted', json: z.object({}) } },
      middleware: [createSubmissionLimiter(ctx.config, ctx.db, 'mail')],
      handler: (req, res) => {
        parseInput(confirmationRequestSchema, req.body);
        res.status(202).json({});
      },
    },
  ];
}
