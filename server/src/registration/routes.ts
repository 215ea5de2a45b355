import type { Request } from 'express';
import type { z } from 'zod';
import {
  apiErrorSchema,
  applicationReceivedSchema,
  tuteeSubmissionSchemaFor,
  tutorSubmissionSchemaFor,
  type ApplicationReceived,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { badRequest } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { createExpectedWait } from './expectedWait.js';
import { submitTutee, submitTutor, type Deps } from './service.js';
import { createSubmissionLimiter } from '../http/submissionLimiter.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional Idempotency-Key header: a retried or double-clicked submit creates one application. */
function idempotencyKeyOf(req: Request): string | null {
  const key = req.get('idempotency-key');
  if (key === undefined) return null;
  if (!UUID.test(key)) throw badRequest('The Idempotency-Key header must be a UUID.');
  return key.toLowerCase();
}

/** The public application endpoints: POST /api/tutees and POST /api/tutors, sharing one per-IP limit. */
export function registrationRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createSubmissionLimiter(ctx.config, ctx.db);
  const deps: Deps = { db: ctx.db, config: ctx.config, expectedWait: createExpectedWait(ctx.db) };
  const application = <S extends z.ZodType>(
    path: string,
    schema: S,
    submit: (deps: Deps, input: z.infer<S>, key: string | null) => Promise<ApplicationReceived>,
    summary: string,
    description: string,
  ): ApiRoute => ({
    method: 'POST',
    path,
    access: 'public',
    tag: 'Public',
    summary,
    description,
    body: schema,
    idempotencyKey: true,
    responses: {
      201: {
        description: 'the application is stored and its confirmation email (with the reference) queued',
        json: applicationReceivedSchema,
      },
      429: { description: 'too many applications from this address', json: apiErrorSchema },
    },
    middleware: [limit],
    handler: async (req, res) => {
      const key = idempotencyKeyOf(req);
      const received = await submit(deps, parseInput(schema, req.body), key);
      ctx.mail.wake();
      res.status(201).json(received);
    },
  });
  return [
    application(
      '/api/tutees',
      tuteeSubmissionSchemaFor(ctx.config.PHONE_REGION, ctx.config.GUARDIAN_CONSENT_BELOW_GRADE ?? null),
      submitTutee,
      'Submit a tutee application (student or guardian)',
      "Subjects are catalogue keys or the form's codes 1-41; languages are booleans named by the catalogue (Spanish, Somali, ...); termsVersion, when sent, must be the current one from GET /api/terms; a body without it (the original client) is taken as accepting the current terms and recorded as not stated. Phone numbers are of PHONE_REGION unless they start with + and are stored in E.164. With GUARDIAN_CONSENT_BELOW_GRADE set, a student applying alone below that grade must give emailGuardian, who is emailed a consent link; the tutee cannot be matched until the guardian agrees. Rate-limited per address.",
    ),
    application(
      '/api/tutors',
      tutorSubmissionSchemaFor(ctx.config.PHONE_REGION),
      submitTutor,
      'Submit a tutor application',
      'Grade levels, subjects and languages are booleans named by the catalogue (PreK, FirstGrade, ...). termsVersion as for tutees. Rate-limited per address.',
    ),
  ];
}
