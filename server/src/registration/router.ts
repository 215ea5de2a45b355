import { Router, type Request } from 'express';
import { tuteeSubmissionSchema, tutorSubmissionSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import type { MountedRouter } from '../http/mountedRouter.js';
import { submitTutee, submitTutor } from './service.js';
import { createSubmissionLimiter } from './submissionLimiter.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional Idempotency-Key header: a retried or double-clicked submit creates one application. */
function idempotencyKeyOf(req: Request): string | null {
  const key = req.get('idempotency-key');
  if (key === undefined) return null;
  if (!UUID.test(key)) throw badRequest('The Idempotency-Key header must be a UUID.');
  return key.toLowerCase();
}

/** The public application endpoints: POST /api/tutees and POST /api/tutors, sharing one per-IP limit. */
export function registrationRouters(ctx: AppContext): MountedRouter[] {
  const limit = createSubmissionLimiter(ctx.config, ctx.db);

  const tutees = Router();
  tutees.post('/', limit, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const tutee = parseInput(tuteeSubmissionSchema, req.body);
    const id = await submitTutee(ctx, tutee, key);
    ctx.mail.wake();
    res.status(201).json({ id });
  });

  const tutors = Router();
  tutors.post('/', limit, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const tutor = parseInput(tutorSubmissionSchema, req.body);
    const id = await submitTutor(ctx, tutor, key);
    ctx.mail.wake();
    res.status(201).json({ id });
  });

  return [
    { path: '/api/tutees', router: tutees },
    { path: '/api/tutors', router: tutors },
  ];
}
