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
import { requireStaff } from '../http/requireStaff.js';
import { parseInput } from '../http/validate.js';
import { endMatch } from './endService.js';
import * as service from './service.js';

/** /api/matches: candidate groups, creating and ending a match, the matched-status follow-up and the records list. Staff only. */
export function createMatchesRouter({ db }: AppContext): Router {
  const router = Router();
  router.use(requireStaff);

  router.get('/', async (req, res) => {
    const { year } = parseInput(matchListQuerySchema, req.query, MATCH_MESSAGES.badYear);
    await sendJsonArray(res, await service.listMatchRecords(db, year, req.user?.id ?? null));
  });

  router.get('/groups', async (req, res) => {
    const query = parseInput(candidateQuerySchema, req.query, MATCH_MESSAGES.badCandidateQuery);
    res.json(await service.candidateGroups(db, query));
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

  return router;
}
