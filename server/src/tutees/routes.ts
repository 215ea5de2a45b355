import { tuteeListQuerySchema, tuteeListRecordSchema, tuteeRecordSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { doNotPairChangeRoutes, doNotPairListRoute } from '../doNotPair/index.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { personDataRoutes } from '../personData/index.js';
import { staffListRoutes } from '../staffLists/routes.js';
import { staffListHandlers } from '../staffLists/service.js';
import { TUTEE_LIST } from './service.js';

const TRIAGE_NOTE =
  " q also finds subjects and languages by English name. sort: longest_waiting (default), shortest_waiting, or best_group (A first, then no candidate last; pages only). candidates=none keeps tutees without a candidate, only_d those whose best is group D. subject and grade keep tutees of that first subject and grade (the overview's supply gap).";

/** GET /api/tutees, /active, /deactive, PUT /changeStatus, the do-not-pair list, and the person's data export and erasure. */
export function tuteeRoutes(ctx: AppContext): ApiRoute[] {
  const { db, config } = ctx;
  return [
    ...staffListRoutes('Tutees', tuteeRecordSchema, staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTEE_LIST), {
      listRecord: tuteeListRecordSchema,
      query: tuteeListQuerySchema,
      queryNote: TRIAGE_NOTE,
    }),
    doNotPairListRoute(db, 'tutee'),
    ...doNotPairChangeRoutes(db),
    ...personDataRoutes(ctx, 'tutee'),
  ];
}
