import { Router } from 'express';
import {
  AUDIT_CSV_HEADER,
  AUDIT_MESSAGES,
  auditCsvRow,
  auditFilterSchema,
  auditQuerySchema,
  csvRow,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { sendTextStream } from '../http/textStream.js';
import { parseInput } from '../http/validate.js';
import { recordAudit } from './repo.js';
import { auditBatches, listAudit } from './listRepo.js';

const DEFAULT_PAGE = 50;

/**
 * /api/audit: the audit log, read only (admin: the route table). No route of the app changes or deletes its rows;
 * reading it for an export is itself audited.
 */
export function createAuditRouter({ db }: AppContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseInput(auditQuerySchema, req.query, AUDIT_MESSAGES.badQuery);
    const page = await listAudit(db, query, DEFAULT_PAGE);
    res.set('X-Total-Count', String(page.total));
    if (page.capped) res.set('X-Total-Count-Capped', 'true');
    res.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Capped');
    res.json(page.entries);
  });
  router.get('/export.csv', async (req, res) => {
    const filter = parseInput(auditFilterSchema, req.query, AUDIT_MESSAGES.badQuery);
    const list = await auditBatches(db, filter);
    await recordAudit(db, {
      staffUserId: req.user?.id ?? null,
      action: 'audit.export',
      entity: 'audit_log',
      details: { ...filter, rows: list.total },
    });
    res.type('text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="audit-log.csv"');
    // The byte order mark makes Excel read the file as UTF-8.
    res.write('\uFEFF');
    await sendTextStream(
      res,
      (async function* lines() {
        yield csvRow(AUDIT_CSV_HEADER);
        for await (const batch of list.batches) yield batch.map((entry) => csvRow(auditCsvRow(entry))).join('');
      })(),
    );
  });
  return router;
}
