import { Router } from 'express';
import { STAFF_ACCOUNT_MESSAGES, staffCreateSchema, staffUpdateSchema, staffParamsSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { listStaffAccounts } from './repo.js';
import { changeAccount, createAccount } from './service.js';

/** /api/staff: the staff accounts page's calls (admin only: the route table in server/src/routes.ts). */
export function createStaffRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await listStaffAccounts(ctx.db));
  });
  router.post('/', async (req, res) => {
    if (!req.user) throw unauthorized();
    const input = parseInput(staffCreateSchema, req.body, STAFF_ACCOUNT_MESSAGES.badInput);
    res.status(201).json(await createAccount(ctx, req.user, input));
  });
  router.put('/:id', async (req, res) => {
    if (!req.user) throw unauthorized();
    const { id } = parseInput(staffParamsSchema, req.params, STAFF_ACCOUNT_MESSAGES.badId);
    const change = parseInput(staffUpdateSchema, req.body, STAFF_ACCOUNT_MESSAGES.badInput);
    res.json(await changeAccount(ctx, req.user, id, change));
  });
  return router;
}
