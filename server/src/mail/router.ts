import { Router } from 'express';
import { confirmationRequestSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { parseInput } from '../http/validate.js';
import { createSubmissionLimiter } from '../registration/submissionLimiter.js';
import { requestConfirmation } from './service.js';

export function createMailRouter(ctx: AppContext): Router {
  const router = Router();
  router.post('/', createSubmissionLimiter(ctx.config, ctx.db, 'mail'), async (req, res) => {
    const { email } = parseInput(confirmationRequestSchema, req.body);
    await requestConfirmation(ctx, email);
    // The same answer whether or not anything matched, so the call reveals nothing about who applied.
    res.status(202).json({});
  });
  return router;
}
