import { z } from 'zod';
import {
  apiErrorSchema,
  candidateGroupsSchema,
  candidateQuerySchema,
  endMatchSchema,
  LIFECYCLE_MESSAGES,
  MATCH_GROUPS,
  MATCH_MESSAGES,
  matchEmailParamsSchema,
  matchIdParamsSchema,
  matchListItemSchema,
  matchListQuerySchema,
  matchPairSchema,
  matchRecordSchema,
  newMatchSchema,
  tuteeParamsSchema,
  tuteeRecordSchema,
  tutorRecordSchema,
} from '@tutoring/common';
import { checkinSettings } from '../checkins/index.js';
import type { AppContext } from '../context.js';
import { LIST_HEADERS, staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { sendJsonArray } from '../http/jsonArray.js';
import { sendJsonText } from '../http/jsonText.js';
import { sendCsvFile } from '../http/textStream.js';
import { parseInput } from '../http/validate.js';
import { PAGE_NOTE, sendPage } from '../staffLists/routes.js';
import { resendMatchEmail } from './emailService.js';
import { endMatch } from './endService.js';
import { readSettings } from '../settings/service.js';
import * as listService from './listService.js';
import * as service from './service.js';

const TAG = 'Matches';
const exportQuerySchema = matchListQuerySchema.omit({ limit: true, offset: true });

/**
 * /api/matches: candidate groups, creating and ending a match, the matched-status follow-up, the records list and its
 * CSV export, and resending a match email.
 */
export function matchRoutes({ db, config, mail }: AppContext): ApiRoute[] {
  const checkins = checkinSettings(config);
  const candidateGroup = (group: (typeof MATCH_GROUPS)[number]): ApiRoute => ({
    method: 'GET',
    path: `/api/matches/group${group}`,
    access: 'coordinator',
    tag: TAG,
    summary: `Candidate group ${group} only`,
    query: candidateQuerySchema,
    responses: {
      200: { description: `the tutors of group ${group}, best-placed first`, json: z.array(tutorRecordSchema) },
    },
    handler: async (req, res) => {
      const query = parseInput(candidateQuerySchema, req.query, MATCH_MESSAGES.badCandidateQuery);
      res.json(await service.candidatesInGroup(db, query, group));
    },
  });

  return [
    {
      method: 'GET',
      path: '/api/matches',
      access: 'coordinator',
      tag: TAG,
      summary: 'Match records',
      description: `${PAGE_NOTE} Without paging each item is a full MatchRecord; with limit or offset a narrow MatchListItem.`,
      query: matchListQuerySchema,
      responses: {
        200: {
          description: 'full records (unpaged) or narrow rows (paged)',
          json: z.union([z.array(matchRecordSchema), z.array(matchListItemSchema)]),
          headers: LIST_HEADERS,
        },
      },
      // Without limit and offset the original full array; with them a page of narrow rows and X-Total-Count.
      handler: async (req, res) => {
        const query = parseInput(matchListQuerySchema, req.query, MATCH_MESSAGES.badListQuery);
        if (query.limit === undefined && query.offset === undefined) {
          await sendJsonArray(res, await listService.listMatchRecords(db, query, staffIdOf(req)));
        } else {
          await sendPage(
            res,
            await listService.listMatchPageItems(db, query, config.STAFF_LIST_COUNT_CAP, staffIdOf(req)),
          );
        }
      },
    },
    {
      method: 'GET',
      path: '/api/matches/export.csv',
      access: 'coordinator',
      tag: TAG,
      summary: 'The match records as a CSV file (UTF-8 with a byte order mark)',
      query: exportQuerySchema,
      responses: { 200: { description: 'one line per match, streamed', mediaType: 'text/csv' } },
      handler: async (req, res) => {
        const query = parseInput(exportQuerySchema, req.query, MATCH_MESSAGES.badListQuery);
        const lines = await listService.exportMatchesCsv(db, query, staffIdOf(req));
        await sendCsvFile(res, `matches-${query.year ?? 'all'}.csv`, lines);
      },
    },
    {
      method: 'GET',
      path: '/api/matches/groups',
      access: 'coordinator',
      tag: TAG,
      summary: 'Candidate tutors for a tutee, groups A-D in one answer',
      description:
        'Active tutors with a free place who teach subject1 at the grade, never matched with this tutee before and not on its do-not-pair list. A also teaches subject2 and subject3, B subject2 only, C subject3 only, D neither.',
      query: candidateQuerySchema,
      responses: {
        200: {
          description:
            'at most 100 tutors per group, each as a narrow row; GET /api/tutors/{id} reads the full profile',
          json: candidateGroupsSchema,
        },
      },
      handler: async (req, res) => {
        const query = parseInput(candidateQuerySchema, req.query, MATCH_MESSAGES.badCandidateQuery);
        sendJsonText(res, await service.candidateGroupsJson(db, query));
      },
    },
    // The tutee being matched, so the match page can recover its selection after a reload.
    {
      method: 'GET',
      path: '/api/matches/tutee/:id',
      access: 'coordinator',
      tag: TAG,
      summary: 'The tutee being matched',
      params: tuteeParamsSchema,
      responses: {
        200: { description: 'the tutee', json: tuteeRecordSchema },
        404: { description: 'no tutee has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, MATCH_MESSAGES.badTutee);
        res.json(await service.tuteeToMatch(db, id, staffIdOf(req)));
      },
    },
    ...MATCH_GROUPS.map(candidateGroup),
    {
      method: 'POST',
      path: '/api/matches',
      access: 'coordinator',
      tag: TAG,
      summary: 'Match a tutor with a tutee',
      description:
        "With sendEmails: true the tutor's and the family's emails are queued with the match (the family's in its form's language, English below); without it nothing is sent.",
      body: newMatchSchema,
      responses: {
        201: { description: 'the new match', json: matchRecordSchema },
        404: { description: 'no tutee or no tutor has that id', json: apiErrorSchema },
        409: {
          description: 'the tutee or the tutor is no longer available, or the pair is on the do-not-pair list',
          json: apiErrorSchema,
        },
      },
      handler: async (req, res) => {
        const { sendEmails, ...pair } = parseInput(newMatchSchema, req.body, MATCH_MESSAGES.badMatch);
        // The organisation's details as the Settings page holds them now (a MatchEmailConfig and more).
        const emails = sendEmails ? await readSettings(db, config) : null;
        const match = await service.createMatch(db, pair, staffIdOf(req), checkins, { emails });
        // Committed: the outbox sends now rather than at its next poll.
        if (sendEmails) mail.wake();
        res.status(201).json(match);
      },
    },
    {
      method: 'PUT',
      path: '/api/matches/matchStatus',
      access: 'coordinator',
      tag: TAG,
      summary: "Confirm a pair's matched status (idempotent)",
      body: matchPairSchema,
      responses: {
        200: { description: 'the current match of the pair', json: matchRecordSchema },
        404: { description: 'the pair has no current match', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const pair = parseInput(matchPairSchema, req.body, MATCH_MESSAGES.badMatch);
        res.json(await service.confirmMatchStatus(db, pair, staffIdOf(req)));
      },
    },
    {
      method: 'POST',
      path: '/api/matches/:match_id/end',
      access: 'coordinator',
      tag: TAG,
      summary: 'End a current match',
      params: matchIdParamsSchema,
      body: endMatchSchema,
      responses: {
        200: { description: 'the ended match', json: matchRecordSchema },
        404: { description: 'no match has that id', json: apiErrorSchema },
        409: { description: 'the match has already ended', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { match_id: matchId } = parseInput(matchIdParamsSchema, req.params, LIFECYCLE_MESSAGES.badMatchId);
        const input = parseInput(endMatchSchema, req.body, LIFECYCLE_MESSAGES.badEnd);
        res.json(await endMatch(db, matchId, input, staffIdOf(req), checkins));
      },
    },
    {
      method: 'POST',
      path: '/api/matches/:match_id/emails/:email_id/resend',
      access: 'coordinator',
      tag: TAG,
      summary: "Send a fresh copy of one of a match's emails",
      description: 'The copy goes to the same recipients with the same text; the original keeps its own state.',
      params: matchEmailParamsSchema,
      responses: {
        201: { description: 'the match, its emails listing the new copy (queued)', json: matchRecordSchema },
        404: { description: 'no such match, or the match has no email with that id', json: apiErrorSchema },
        409: { description: 'the match has ended', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const params = parseInput(matchEmailParamsSchema, req.params, LIFECYCLE_MESSAGES.badMatchId);
        const match = await resendMatchEmail(db, params.match_id, params.email_id, staffIdOf(req));
        mail.wake();
        res.status(201).json(match);
      },
    },
    // Last: the one full record of a row the records page expands.
    {
      method: 'GET',
      path: '/api/matches/:match_id',
      access: 'coordinator',
      tag: TAG,
      summary: 'One full match record',
      params: matchIdParamsSchema,
      responses: {
        200: { description: 'the match', json: matchRecordSchema },
        404: { description: 'no match has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { match_id: matchId } = parseInput(matchIdParamsSchema, req.params, LIFECYCLE_MESSAGES.badMatchId);
        res.json(await listService.matchRecord(db, matchId, staffIdOf(req)));
      },
    },
  ];
}
