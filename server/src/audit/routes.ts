import { z } from 'zod';
import {
  AUDIT_CSV_HEADER,
  AUDIT_MESSAGES,
  auditCsvRow,
  auditEntrySchema,
  auditFilterSchema,
  auditQuerySchema,
  csvRow,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { LIST_HEADERS, staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { sendCsvFile } from '../http/textStream.js';
import { parseInput } from '../http/validate.js';
import { exportAudit, listAudit } from './service.js';

const DEFAULT_PAGE = 50;
const TAG = 'Audit';

/** /api/audit: the audit log, read only, admins only. No route changes or deletes its rows; an export is itself audited. */
export function auditRoutes({ db }: AppContext): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/audit',
      access: 'admin',
      tag: TAG,
      summary: 'The audit log, newest first, filtered and paged',
      description:
        'actor matches rows done by that staff account or about it; from and to are UTC days, both included. No route changes or deletes audit rows.',
      query: auditQuerySchema,
      responses: {
        200: { description: 'one page of audit rows', json: z.array(auditEntrySchema), headers: LIST_HEADERS },
      },
      handler: async (req, res) => {
        const query = parseInput(auditQuerySchema, req.query, AUDIT_MESSAGES.badQuery);
        const page = await listAudit(db, query, DEFAULT_PAGE);
        res.set('X-Total-Count', String(page.total));
        if (page.capped) res.set('X-Total-Count-Capped', 'true');
        res.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Capped');
        res.json(page.entries);
      },
    },
    {
      method: 'GET',
      path: '/api/audit/export.csv',
      access: 'admin',
      tag: TAG,
      summary: 'The filtered audit log as a CSV file (UTF-8 with a byte order mark); the export is itself audited',
      query: auditFilterSchema,
      responses: { 200: { description: 'one line per audit row, streamed', mediaType: 'text/csv' } },
      handler: async (req, res) => {
        const filter = parseInput(auditFilterSchema, req.query, AUDIT_MESSAGES.badQuery);
        const list = await exportAudit(db, filter, staffIdOf(req));
        await sendCsvFile(
          res,
          'audit-log.csv',
          (async function* lines() {
            yield csvRow(AUDIT_CSV_HEADER);
            for await (const batch of list.batches) yield batch.map((entry) => csvRow(auditCsvRow(entry))).join('');
          })(),
        );
      },
    },
  ];
}
