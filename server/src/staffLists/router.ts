import { Router, type Request, type Response } from 'express';
import {
  changeStatusSchema,
  STAFF_LIST_MESSAGES,
  staffListQuerySchema,
  type StaffListKind,
  type StaffListQuery,
} from '@tutoring/common';
import { unauthorized } from '../http/errors.js';
import { sendJsonArray } from '../http/jsonArray.js';
import { parseInput } from '../http/validate.js';
import type { Page } from './search.js';

export interface StaffListHandlers<T> {
  list(staffUserId: number, kind: StaffListKind, query: StaffListQuery): Promise<Page<T>>;
  changeStatus(staffUserId: number, id: number): Promise<T>;
}

// GET / (all), /active (pending) and /deactive (deactivated), as the spec's client calls them.
const LIST_PATHS: readonly [string, StaffListKind][] = [
  ['/', 'all'],
  ['/active', 'active'],
  ['/deactive', 'deactive'],
];

function staffIdOf(req: Request): number {
  if (!req.user) throw unauthorized();
  return req.user.id;
}

/** A page with its X-Total-Count (and X-Total-Count-Capped when the count stopped at the cap). */
export async function sendPage<T>(res: Response, page: Page<T>): Promise<void> {
  res.set('X-Total-Count', String(page.total));
  // X-Total-Count is then the cap, not the exact number of matching rows (see countUpTo).
  if (page.capped) res.set('X-Total-Count-Capped', 'true');
  res.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Capped');
  await sendJsonArray(res, page.batches);
}

/** The staff list endpoints of tutees or tutors (staff only: the route table in server/src/routes.ts). */
export function createStaffListRouter<T>(handlers: StaffListHandlers<T>): Router {
  const router = Router();
  for (const [path, kind] of LIST_PATHS) {
    router.get(path, async (req, res) => {
      const query = parseInput(staffListQuerySchema, req.query, STAFF_LIST_MESSAGES.badQuery);
      await sendPage(res, await handlers.list(staffIdOf(req), kind, query));
    });
  }
  router.put('/changeStatus', async (req, res) => {
    const { id } = parseInput(changeStatusSchema, req.body, STAFF_LIST_MESSAGES.badId);
    res.json(await handlers.changeStatus(staffIdOf(req), id));
  });
  return router;
}
