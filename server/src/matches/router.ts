import { Router } from 'express';
import {
  candidateQuerySchema,
  endMatchSchema,
  LIFECYCLE_MESSAGES,
  MATCH_GROUPS,
  MATCH_MESSAGES,
  matchIdParamsSchema,
  matchListQuerySchema,
  matchPairSchema,
  tuteeParamsSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { sendJsonArray } from '../http/jsonArray.js';
import { sendTextStream } from '../http/textStream.js';
import { parseInput } from '../http/validate.js';
import { sendPage } from '../staffLists/router.js';
import { endMatch } from './endService.js';
import * as listService from './listService.js';
import * as service from './service.js';

/** /api/matches: candidate groups, creating and ending a match, the matched-status follow-up, the records list and its CSV export. Staff only. */
export function createMatchesRouter({ db, config }: AppContext): Router {
  const router = Router();
  // Without limit and offset the spec's full array; with them a page of narrow rows and X-Total-Count.
  router.get('/', async (req, res) => {
    const query = parseInput(matchListQuerySchema, req.query, MATCH_MESSAGES.badListQuery);
    if (query.limit === undefined && query.offset === undefined) {
      await sendJsonArray(res, await listService.listMatchRecords(db, query, req.user?.id ?? null));
    } else {
      await sendPage(
        res,
        await listService.listMatchPageItems(db, query, config.STAFF_LIST_COUNT_CAP, req.user?.id ?? null),
      );
    }
  });

  router.get('/export.csv', async (req, res) => {
    const query = parseInput(
      matchListQuerySchema.omit({ limit: true, offset: true }),
      req.query,
      MATCH_MESSAGES.badListQuery,
    );
    const lines = await listService.exportMatchesCsv(db, query, req.user?.id ?? null);
    res.type('text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="matches-${query.year ?? 'all'}.csv"`);
    // The byte order mark makes Excel read the file as UTF-8.
    res.write('\uFEFF');
    await sendTextStream(res, lines);
  });

  router.get('/groups', async (req, res) => {
    const query = parseInput(candidateQuerySchema, req.query, MATCH_MESSAGES.badCandidateQuery);
    res.type('json').send(await service.candidateGroupsJson(db, query));
  });

  // The tutee being matched, so the match page can recover its selection after a reload.
  router.get('/tutee/:id', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, MATCH_MESSAGES.badTutee);
    res.json(await service.tuteeToMatch(db, id, req.user?.id ?? null));
  });

  for (const group of MATCH_GROUPS) {
    router.get(`/group${group}`, async (req, res) => {
      const query = parseInput(candidateQuerySchema, req.query, MATCH_MESSAGES.badCandidateQuery);
      res.json(await service.candidatesInGroup(db, query, group));
    });
  }

  router.post('/', async (req, res) => {
    const pair = parseInput(matchPairSchema, req.body, MATCH_MESSAGES.badMatch);
    res.status(201).json(await service.createMatch(db, pair, req.user?.id ?? null));
  });

  router.put('/matchStatus', async (req, res) => {
    const pair = parseInput(matchPairSchema, req.body, MATCH_MESSAGES.badMatch);
    res.json(await service.confirmMatchStatus(db, pair, req.user?.id ?? null));
  });

  router.post('/:match_id/end', async (req, res) => {
    const { match_id: matchId } = parseInput(matchIdParamsSchema, req.params, LIFECYCLE_MESSAGES.badMatchId);
    const input = parseInput(endMatchSchema, req.body, LIFECYCLE_MESSAGES.badEnd);
    res.json(await endMatch(db, matchId, input, req.user?.id ?? null));
  });

  // Last: the one full record of a row the records page expands.
  router.get('/:match_id', async (req, res) => {
    const { match_id: matchId } = parseInput(matchIdParamsSchema, req.params, LIFECYCLE_MESSAGES.badMatchId);
    res.json(await listService.matchRecord(db, matchId, req.user?.id ?? null));
  });

  return router;
}
