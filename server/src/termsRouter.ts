import { Router } from 'express';
import { STUDENT_TERMS, TUTOR_TERMS } from '@tutoring/common';

/**
 * GET /api/terms: the terms each form shows now, public. A client other than ours shows these paragraphs and sends
 * the version back as `termsVersion`, which is what the application's consent record keeps.
 */
export function createTermsRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ tutee: STUDENT_TERMS, tutor: TUTOR_TERMS });
  });
  return router;
}
