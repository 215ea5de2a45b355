// The benchmark's yardstick: the cheapest possible write and read through the same app, middleware
// and database pool as the real endpoints, so `npm run bench` can report each endpoint as a ratio to
// these and figures compare across machines. Mounted only when BENCH_BASELINE is on (never by default).
import { z } from 'zod';
import { createdIdSchema, STUDENT_TERMS } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';

// One fixed synthetic tutee row: the bare insert does no validation, no outbox, no transaction.
const BASELINE_TUTEE = [
  'ParentOrGuardian',
  'Baseline',
  'Row',
  'baseline@example.org',
  '507-555-0100',
  '3rd',
  'Baseline Elementary',
  'K5_Math',
  'K5_Reading',
  'K5_Science',
  'Baseline needs.',
  STUDENT_TERMS.version,
];

export function baselineRoutes({ db }: AppContext): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/bench/insert',
      access: 'public',
      tag: 'Benchmark',
      summary: 'The yardstick write: one fixed tutee row, nothing else (only while BENCH_BASELINE is set)',
      responses: { 201: { description: 'the row is stored', json: createdIdSchema } },
      handler: async (_req, res) => {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO tutees (submitter, first_name, last_name, email_guardian, phone, grade, school,
             subject_1, subject_2, subject_3, subject_details, terms_version, terms_accepted_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()) RETURNING id`,
          BASELINE_TUTEE,
        );
        res.status(201).json({ id: rows[0]?.id });
      },
    },
    {
      method: 'GET',
      path: '/api/bench/select',
      access: 'public',
      tag: 'Benchmark',
      summary: 'The yardstick read: one row by id (only while BENCH_BASELINE is set)',
      responses: { 200: { description: 'the row, or null', json: z.unknown() } },
      handler: async (req, res) => {
        const id = Number(req.query.id) || 1;
        const { rows } = await db.query('SELECT id, first_name, last_name, submitted_at FROM tutees WHERE id = $1', [
          id,
        ]);
        res.json(rows[0] ?? null);
      },
    },
  ];
}
