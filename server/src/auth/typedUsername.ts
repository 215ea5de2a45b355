import type { Request } from 'express';
import { normalizeUsername } from '@tutoring/common';

/** The username a sign-in attempt names, in its one form (normalizeUsername); what limit keys and device cookies bind to. */
export function typedUsername(req: Request): string {
  const typed = (req.body as { username?: unknown } | undefined)?.username;
  return typeof typed === 'string' ? normalizeUsername(typed).slice(0, 100) : '';
}
