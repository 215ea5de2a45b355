import { tuteeRecordSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { doNotPairChangeRoutes, doNotPairListRoute } from '../doNotPair/routes.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { personDataRoutes } from '../personData/routes.js';
import { staffListRoutes } from '../staffLists/routes.js';
import { staffListHandlers } from '../staffLists/service.js';
import { TUTEE_LIST } from './service.js';

/** GET /api/tutees, /active, /deactive, PUT /changeStatus, the do-not-pair list, and the person's data export and erasure. */
export function tuteeRoutes(ctx: AppContext): ApiRoute[] {
  const { db, config } = ctx;
  return [
    ...staffListRoutes('Tutees', tuteeRecordSchema, staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTEE_LIST)),
    doNotPairListRoute(db, 'tutee'),
    ...doNotPairChangeRoutes(db),
    ...personDataRoutes(ctx, 'tutee'),
  ];
}
