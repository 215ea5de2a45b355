import type { Response } from 'express';
import { z } from 'zod';
import {
  apiErrorSchema,
  changeStatusSchema,
  STAFF_LIST_MESSAGES,
  staffListQuerySchema,
  type StaffListKind,
  type StaffListQuery,
} from '@tutoring/common';
import { sendJsonArray } from '../http/jsonArray.js';
import { LIST_HEADERS, staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import type { Page } from './search.js';

export interface StaffListHandlers<T, L = T> {
  list(staffUserId: number, kind: StaffListKind, query: StaffListQuery): Promise<Page<L>>;
  changeStatus(staffUserId: number, id: number): Promise<T>;
}

export const PAGE_NOTE =
  'Without limit and offset the whole list, streamed in batches; with them one page. X-Total-Count is the number of matching rows (X-Total-Count-Capped: true when the count stopped at the configured cap).';

// GET (all), /active (pending) and /deactive (deactivated), as the original client calls them.
const LISTS: readonly [suffix: string, StaffListKind, summary: (one: string) => string][] = [
  ['', 'all', (one) => `Every ${one}`],
  ['/active', 'active', () => 'Pending: active and not currently matched'],
  ['/deactive', 'deactive', () => 'Deactivated'],
];

/** A page with its X-Total-Count (and X-Total-Count-Capped when the count stopped at the cap). */
export async function sendPage<T>(res: Response, page: Page<T>): Promise<void> {
  res.set('X-Total-Count', String(page.total));
  // X-Total-Count is then the cap, not the exact number of matching rows (see countUpTo).
  if (page.capped) res.set('X-Total-Count-Capped', 'true');
  res.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Capped');
  await sendJsonArray(res, page.batches);
}

/** What a table's lists answer and take beyond the record and the shared parameters (the tutees' triage). */
export interface StaffListShape {
  listRecord: z.ZodType;
  query: z.ZodObject & z.ZodType<StaffListQuery>;
  queryNote: string;
}

/**
 * The staff list routes of tutees or tutors (`tag` Tutees or Tutors): the three lists and the status toggle. The
 * lists answer `shape.listRecord` rows and take `shape.query`; the toggle answers `record`.
 */
export function staffListRoutes<T, L>(
  tag: 'Tutees' | 'Tutors',
  record: z.ZodType,
  handlers: StaffListHandlers<T, L>,
  shape: StaffListShape = { listRecord: record, query: staffListQuerySchema, queryNote: '' },
): ApiRoute[] {
  const base = `/api/${tag.toLowerCase()}`;
  const one = tag.toLowerCase().slice(0, -1);
  return [
    ...LISTS.map(([suffix, kind, summary]): ApiRoute => ({
      method: 'GET',
      path: `${base}${suffix}`,
      access: 'coordinator',
      tag,
      summary: summary(one),
      description: `${PAGE_NOTE} q searches names; unconfirmed=true keeps the applications whose email address is not confirmed.${shape.queryNote}`,
      query: shape.query,
      responses: {
        200: {
          description: 'the records, oldest application first',
          json: z.array(shape.listRecord),
          headers: LIST_HEADERS,
        },
      },
      handler: async (req, res) => {
        const query = parseInput(shape.query, req.query, STAFF_LIST_MESSAGES.badQuery);
        await sendPage(res, await handlers.list(staffIdOf(req), kind, query));
      },
    })),
    {
      method: 'PUT',
      path: `${base}/changeStatus`,
      access: 'coordinator',
      tag,
      summary: 'Activate or deactivate one application (toggles it)',
      body: changeStatusSchema,
      responses: {
        200: { description: 'the record after the change', json: record },
        404: { description: 'no record has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(changeStatusSchema, req.body, STAFF_LIST_MESSAGES.badId);
        res.json(await handlers.changeStatus(staffIdOf(req), id));
      },
    },
  ];
}
