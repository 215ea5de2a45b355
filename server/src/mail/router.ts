import { Router } from 'express';
import { confirmationRequestSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { parseInput } from '../http/validate.js';
import { createSubmissionLimiter } from '../registration/submissionLimiter.js';

/**
 * The spec's client calls POST /api/mail after a submission. The confirmation already left with the application,
 * so the call is validated and accepted but sends nothing: never a second copy, and never mail to an address
 * of the caller's choosing.
 */
export function createMailRouter(ctx: AppContext): Router {
  const router = Router();
  router.post('/', createSubmissionLimiter(ctx.config, ctx.db, 'mail'), (req, res) => {
    parseInput(confirmationRequestSchema, req.body);
    res.status(202).json({});
  });
  return router;
}
