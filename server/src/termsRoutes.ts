import { STUDENT_TERMS, termsSchema, TUTOR_TERMS } from '@tutoring/common';
import type { ApiRoute } from './http/apiRoute.js';

/**
 * GET /api/terms: the terms each form shows now, public. A client other than ours shows these paragraphs and sends
 * the version back as `termsVersion`, which is what the application's consent record keeps.
 */
export const termsRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/terms',
    access: 'public',
    tag: 'Public',
    summary: 'The terms each application form shows now',
    description:
      'Show these paragraphs and send the version back as termsVersion: an application with another version is refused.',
    responses: { 200: { description: 'current terms of the tutee and the tutor form', json: termsSchema } },
    handler: (_req, res) => {
      res.json({ tutee: STUDENT_TERMS, tutor: TUTOR_TERMS });
    },
  },
];
