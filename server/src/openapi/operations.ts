import { z } from 'zod';
import {
  apiErrorSchema,
  auditEntrySchema,
  auditFilterSchema,
  auditQuerySchema,
  candidateGroupsSchema,
  candidateQuerySchema,
  capacitySchema,
  changeStatusSchema,
  confirmationRequestSchema,
  createdIdSchema,
  credentialsSchema,
  doNotPairEntrySchema,
  doNotPairParamsSchema,
  doNotPairSchema,
  endMatchSchema,
  eraseRequestSchema,
  erasureSummarySchema,
  MATCH_GROUPS,
  matchIdParamsSchema,
  matchListItemSchema,
  matchListQuerySchema,
  matchPairSchema,
  matchRecordSchema,
  passwordChangeSchema,
  programmeOverviewSchema,
  publicConfigSchema,
  registrationSchema,
  staffAccountSchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffParamsSchema,
  staffUpdateSchema,
  staffUserSchema,
  termsSchema,
  tuteeParamsSchema,
  tuteeRecordSchema,
  tuteeSubmissionSchema,
  tutorRecordSchema,
  tutorSubmissionSchema,
} from '@tutoring/common';
import { healthSchema, readinessSchema } from '../health/schemas.js';

/** One documented answer: a JSON schema, or another media type described in words. */
export interface ApiResponse {
  description: string;
  json?: z.ZodType;
  /** a non-JSON body (CSV, HTML), described in words */
  mediaType?: string;
  headers?: readonly ('X-Total-Count' | 'X-Total-Count-Capped')[];
}

/** One route as the OpenAPI document describes it; the schemas are the very ones its handler parses with. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the Express path, e.g. /api/tutees/:id/do-not-pair */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** the optional Idempotency-Key header of the application forms */
  idempotencyKey?: boolean;
  responses: Readonly<Record<number, ApiResponse>>;
}

const listHeaders = ['X-Total-Count', 'X-Total-Count-Capped'] as const;
const pageNote =
  'Without limit and offset the whole list, streamed in batches; with them one page. X-Total-Count is the number of matching rows (X-Total-Count-Capped: true when the count stopped at the configured cap).';

function personData(tag: 'Tutees' | 'Tutors'): ApiOperation[] {
  const base = `/api/${tag.toLowerCase()}`;
  const one = tag.toLowerCase().slice(0, -1);
  return [
    {
      method: 'GET',
      path: `${base}/:id/export`,
      tag,
      summary: `Everything held about one ${one}, as a JSON file (audited)`,
      description:
        'The application as stored, the consent record with the terms text, matches, do-not-pair entries, emails and the audit rows naming them.',
      params: tuteeParamsSchema,
      responses: {
        200: { description: 'a JSON file to download', mediaType: 'application/json' },
        404: { description: `no ${one} has that id`, json: apiErrorSchema },
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/erase`,
      tag,
      summary: `Erase one ${one} from every table`,
      description: "confirmName is the person's full name as shown; refused while the person is in a current match.",
      params: tuteeParamsSchema,
      body: eraseRequestSchema,
      responses: {
        200: { description: 'what was removed besides the person', json: erasureSummarySchema },
        404: { description: `no ${one} has that id`, json: apiErrorSchema },
        409: { description: 'the person is in a current match', json: apiErrorSchema },
      },
    },
  ];
}

function staffLists(tag: 'Tutees' | 'Tutors', record: z.ZodType): ApiOperation[] {
  const base = `/api/${tag.toLowerCase()}`;
  const kinds: [string, string][] = [
    ['', `Every ${tag.toLowerCase().slice(0, -1)}`],
    ['/active', 'Pending: active and not currently matched'],
    ['/deactive', 'Deactivated'],
  ];
  return [
    ...kinds.map(([suffix, summary]): ApiOperation => ({
      method: 'GET',
      path: `${base}${suffix}`,
      tag,
      summary,
      description: `${pageNote} q searches names.`,
      query: staffListQuerySchema,
      responses: {
        200: { description: 'the records, newest application first', json: z.array(record), headers: listHeaders },
      },
    })),
    {
      method: 'PUT',
      path: `${base}/changeStatus`,
      tag,
      summary: 'Activate or deactivate one application (toggles it)',
      body: changeStatusSchema,
      responses: {
        200: { description: 'the record after the change', json: record },
        404: { description: 'no record has that id', json: apiErrorSchema },
      },
    },
    {
      method: 'GET',
      path: `${base}/:id/do-not-pair`,
      tag,
      summary: 'The do-not-pair list of this record',
      params: tuteeParamsSchema,
      responses: { 200: { description: 'the pairs that must never be matched', json: z.array(doNotPairEntrySchema) } },
    },
  ];
}

const candidateGroupOperations = MATCH_GROUPS.map((group): ApiOperation => ({
  method: 'GET',
  path: `/api/matches/group${group}`,
  tag: 'Matches',
  summary: `Candidate group ${group} only`,
  query: candidateQuerySchema,
  responses: {
    200: { description: `the tutors of group ${group}, best-placed first`, json: z.array(tutorRecordSchema) },
  },
}));

/** Every route of the app except the page fallback; the route-table test fails when this and the app differ. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/user/login',
    tag: 'Staff account',
    summary: 'Sign in; sets the session cookie',
    body: credentialsSchema,
    responses: {
      200: { description: 'signed in', json: staffUserSchema },
      401: { description: "the username and password didn't match", json: apiErrorSchema },
      429: {
        description: 'too many attempts for this username or address; Retry-After says when to try again',
        json: apiErrorSchema,
      },
    },
  },
  {
    method: 'POST',
    path: '/api/user/logout',
    tag: 'Staff account',
    summary: 'Sign out; ends the session',
    responses: { 204: { description: 'signed out' } },
  },
  {
    method: 'GET',
    path: '/api/user',
    tag: 'Staff account',
    summary: 'Who is signed in',
    responses: {
      200: { description: 'the signed-in staff member', json: staffUserSchema },
      401: { description: 'nobody is signed in', json: apiErrorSchema },
    },
  },
  {
    method: 'POST',
    path: '/api/user/register',
    tag: 'Staff account',
    summary: 'Create a staff account',
    description:
      'While no staff account exists, anyone with the setup code the server logs at start (first-run setup: the account is an admin and is signed in); after that only a signed-in admin.',
    body: registrationSchema,
    responses: {
      201: { description: 'the new account', json: staffUserSchema },
      403: {
        description:
          'not signed in and not first-run setup, a wrong setup code, a role other than admin, a one-time password not yet changed, or sent from another site',
        json: apiErrorSchema,
      },
      409: { description: 'the username is taken', json: apiErrorSchema },
    },
  },
  {
    method: 'GET',
    path: '/api/config',
    tag: 'Public',
    summary: "The organisation's public settings",
    responses: { 200: { description: 'names, links and whether first-run setup is open', json: publicConfigSchema } },
  },
  {
    method: 'GET',
    path: '/api/terms',
    tag: 'Public',
    summary: 'The terms each application form shows now',
    description:
      'Show these paragraphs and send the version back as termsVersion: an application with another version is refused.',
    responses: { 200: { description: 'current terms of the tutee and the tutor form', json: termsSchema } },
  },
  {
    method: 'POST',
    path: '/api/tutees',
    tag: 'Public',
    summary: 'Submit a tutee application (student or guardian)',
    description:
      "Subjects are catalogue keys or the form's codes 1-41; languages are booleans named by the catalogue (Spanish, Somali, ...); termsVersion must be the current one from GET /api/terms. Rate-limited per address.",
    body: tuteeSubmissionSchema,
    idempotencyKey: true,
    responses: {
      201: { description: 'the application is stored and its confirmation email queued', json: createdIdSchema },
      429: { description: 'too many applications from this address', json: apiErrorSchema },
    },
  },
  {
    method: 'POST',
    path: '/api/tutors',
    tag: 'Public',
    summary: 'Submit a tutor application',
    description:
      'Grade levels, subjects and languages are booleans named by the catalogue (PreK, Grade1, ...). Rate-limited per address.',
    body: tutorSubmissionSchema,
    idempotencyKey: true,
    responses: {
      201: { description: 'the application is stored and its confirmation email queued', json: createdIdSchema },
      429: { description: 'too many applications from this address', json: apiErrorSchema },
    },
  },
  {
    method: 'POST',
    path: '/api/mail',
    tag: 'Public',
    summary: 'Ask for the confirmation email of an application',
    description:
      'Kept for the original client: the confirmation already left with the application, so this sends nothing more.',
    body: confirmationRequestSchema,
    responses: { 202: { description: 'accepted', json: z.object({}) } },
  },
  {
    method: 'GET',
    path: '/api/matches',
    tag: 'Matches',
    summary: 'Match records',
    description: `${pageNote} Without paging each item is a full MatchRecord; with limit or offset a narrow MatchListItem.`,
    query: matchListQuerySchema,
    responses: {
      200: {
        description: 'full records (unpaged) or narrow rows (paged)',
        json: z.union([z.array(matchRecordSchema), z.array(matchListItemSchema)]),
        headers: listHeaders,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/matches/export.csv',
    tag: 'Matches',
    summary: 'The match records as a CSV file (UTF-8 with a byte order mark)',
    query: matchListQuerySchema.omit({ limit: true, offset: true }),
    responses: { 200: { description: 'one line per match, streamed', mediaType: 'text/csv' } },
  },
  {
    method: 'GET',
    path: '/api/matches/groups',
    tag: 'Matches',
    summary: 'Candidate tutors for a tutee, groups A-D in one answer',
    description:
      'Active tutors with a free place who teach subject1 at the grade, never matched with this tutee before and not on its do-not-pair list. A also teaches subject2 and subject3, B subject2 only, C subject3 only, D neither.',
    query: candidateQuerySchema,
    responses: {
      200: {
        description: 'at most 100 tutors per group, each as a narrow row; GET /api/tutors/{id} reads the full profile',
        json: candidateGroupsSchema,
      },
    },
  },
  ...candidateGroupOperations,
  {
    method: 'GET',
    path: '/api/matches/tutee/:id',
    tag: 'Matches',
    summary: 'The tutee being matched',
    params: tuteeParamsSchema,
    responses: {
      200: { description: 'the tutee', json: tuteeRecordSchema },
      404: { description: 'no tutee has that id', json: apiErrorSchema },
    },
  },
  {
    method: 'POST',
    path: '/api/matches',
    tag: 'Matches',
    summary: 'Match a tutor with a tutee',
    body: matchPairSchema,
    responses: {
      201: { description: 'the new match', json: matchRecordSchema },
      404: { description: 'no tutee or no tutor has that id', json: apiErrorSchema },
      409: {
        description: 'the tutee or the tutor is no longer available, or the pair is on the do-not-pair list',
        json: apiErrorSchema,
      },
    },
  },
  {
    method: 'PUT',
    path: '/api/matches/matchStatus',
    tag: 'Matches',
    summary: "Confirm a pair's matched status (idempotent)",
    body: matchPairSchema,
    responses: {
      200: { description: 'the current match of the pair', json: matchRecordSchema },
      404: { description: 'the pair has no current match', json: apiErrorSchema },
    },
  },
  {
    method: 'POST',
    path: '/api/matches/:match_id/end',
    tag: 'Matches',
    summary: 'End a current match',
    params: matchIdParamsSchema,
    body: endMatchSchema,
    responses: {
      200: { description: 'the ended match', json: matchRecordSchema },
      404: { description: 'no match has that id', json: apiErrorSchema },
      409: { description: 'the match has already ended', json: apiErrorSchema },
    },
  },
  {
    method: 'GET',
    path: '/api/matches/:match_id',
    tag: 'Matches',
    summary: 'One full match record',
    params: matchIdParamsSchema,
    responses: {
      200: { description: 'the match', json: matchRecordSchema },
      404: { description: 'no match has that id', json: apiErrorSchema },
    },
  },
  ...staffLists('Tutees', tuteeRecordSchema),
  ...personData('Tutees'),
  {
    method: 'POST',
    path: '/api/tutees/:id/do-not-pair',
    tag: 'Tutees',
    summary: 'Never offer this tutor to this tutee',
    params: tuteeParamsSchema,
    body: doNotPairSchema,
    responses: { 201: { description: "the tutee's list after adding", json: z.array(doNotPairEntrySchema) } },
  },
  {
    method: 'DELETE',
    path: '/api/tutees/:id/do-not-pair/:tutorId',
    tag: 'Tutees',
    summary: 'Remove a tutor from the do-not-pair list',
    params: doNotPairParamsSchema,
    responses: { 200: { description: "the tutee's list after removing", json: z.array(doNotPairEntrySchema) } },
  },
  ...staffLists('Tutors', tutorRecordSchema),
  ...personData('Tutors'),
  {
    method: 'GET',
    path: '/api/tutors/:id',
    tag: 'Tutors',
    summary: "One tutor's full profile (audited)",
    params: tuteeParamsSchema,
    responses: {
      200: { description: 'the tutor', json: tutorRecordSchema },
      404: { description: 'no tutor has that id', json: apiErrorSchema },
    },
  },
  {
    method: 'PUT',
    path: '/api/tutors/:id/capacity',
    tag: 'Tutors',
    summary: 'How many tutees the tutor takes at once (0 pauses)',
    params: tuteeParamsSchema,
    body: capacitySchema,
    responses: { 200: { description: 'the tutor after the change', json: tutorRecordSchema } },
  },
  {
    method: 'GET',
    path: '/api/staff',
    tag: 'Staff accounts',
    summary: 'Every staff account',
    responses: { 200: { description: 'the accounts, with role and last sign-in', json: z.array(staffAccountSchema) } },
  },
  {
    method: 'POST',
    path: '/api/staff',
    tag: 'Staff accounts',
    summary: 'Add a staff member with a role and a one-time password',
    description: 'The new member must change the password at first sign-in.',
    body: staffCreateSchema,
    responses: {
      201: { description: 'the new account', json: staffAccountSchema },
      400: {
        description: 'a field is missing or the password breaks the rules (the message says why)',
        json: apiErrorSchema,
      },
      409: { description: 'the username is taken', json: apiErrorSchema },
    },
  },
  {
    method: 'PUT',
    path: '/api/staff/:id',
    tag: 'Staff accounts',
    summary: 'Deactivate or reactivate an account, change its role, or set a one-time password',
    description:
      'Deactivating or resetting ends every session of that account at once. The last active admin cannot be deactivated or demoted.',
    params: staffParamsSchema,
    body: staffUpdateSchema,
    responses: {
      200: { description: 'the account after the change', json: staffAccountSchema },
      400: { description: 'nothing to change, or the password breaks the rules', json: apiErrorSchema },
      404: { description: 'no such account', json: apiErrorSchema },
      409: { description: 'the change would leave no active admin', json: apiErrorSchema },
    },
  },
  {
    method: 'PUT',
    path: '/api/user/password',
    tag: 'Staff account',
    summary: 'Change your own password',
    description: 'Needs the current password; every other session of the account ends.',
    body: passwordChangeSchema,
    responses: {
      200: { description: 'the signed-in staff member, no longer on a one-time password', json: staffUserSchema },
      400: {
        description: 'the current password is wrong or the new one breaks the rules (the message says why)',
        json: apiErrorSchema,
      },
      429: {
        description: 'too many wrong current passwords; Retry-After says when to try again',
        json: apiErrorSchema,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/audit',
    tag: 'Audit',
    summary: 'The audit log, newest first, filtered and paged',
    description:
      'actor matches rows done by that staff account or about it; from and to are UTC days, both included. No route changes or deletes audit rows.',
    query: auditQuerySchema,
    responses: {
      200: { description: 'one page of audit rows', json: z.array(auditEntrySchema), headers: listHeaders },
    },
  },
  {
    method: 'GET',
    path: '/api/audit/export.csv',
    tag: 'Audit',
    summary: 'The filtered audit log as a CSV file (UTF-8 with a byte order mark); the export is itself audited',
    query: auditFilterSchema,
    responses: { 200: { description: 'one line per audit row, streamed', mediaType: 'text/csv' } },
  },
  ...['/api/overview', '/api/test'].map((path): ApiOperation => ({
    method: 'GET',
    path,
    tag: 'Overview',
    summary:
      path === '/api/test'
        ? 'The overview, under the original client\'s "widget data" path'
        : 'The programme at a glance (counts only)',
    responses: { 200: { description: 'counts of the current school year', json: programmeOverviewSchema } },
  })),
  {
    method: 'GET',
    path: '/healthz',
    tag: 'Health',
    summary: 'Liveness: the process answers',
    responses: { 200: { description: 'always, while the process runs', json: healthSchema } },
  },
  {
    method: 'GET',
    path: '/readyz',
    tag: 'Health',
    summary: 'Readiness: database answers, schema applied, mail worker running',
    responses: {
      200: { description: 'ready for traffic', json: readinessSchema },
      503: { description: 'not ready; checks says which part failed', json: readinessSchema },
    },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'This document',
    responses: { 200: { description: 'the OpenAPI 3.1 document', mediaType: 'application/json' } },
  },
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'Reference',
    summary: 'This document for people, rendered by Swagger UI',
    responses: { 200: { description: 'an HTML page', mediaType: 'text/html' } },
  },
];
