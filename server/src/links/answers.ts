import type { Response } from 'express';
import { apiErrorSchema, linkGoneSchema, linkTokenParamsSchema, type LinkState } from '@tutoring/common';

/** What a link's service answers: the value, or why the link no longer works. */
export type LinkResult<T> = { ok: true; value: T } | { ok: false; state: LinkState };

export const EXPIRED_LINK: LinkResult<never> = { ok: false, state: 'expired' };

const GONE_MESSAGES: Record<LinkState, string> = {
  used: 'This link has already been used.',
  expired: 'This link has expired.',
};

/** The documented answers every public link endpoint shares: a link used up or expired, too many requests. */
export const LINK_GONE_RESPONSES = {
  410: {
    description:
      'the link was used (code used) or has expired (code expired); a link the server does not know answers as expired',
    json: linkGoneSchema,
  },
  429: { description: 'too many link requests from this address', json: apiErrorSchema },
} as const;

/** The token of the path, or null when it cannot be one of ours: such a path answers as an expired link. */
export function linkTokenOf(params: unknown): string | null {
  const parsed = linkTokenParamsSchema.safeParse(params);
  return parsed.success ? parsed.data.token : null;
}

/** Answers a link's result: 200 (or `status`) with its value, or 410 with why the link no longer works. */
export function sendLinkResult<T>(res: Response, result: LinkResult<T>, status = 200): void {
  if (result.ok) res.status(status).json(result.value);
  else res.status(410).json({ error: { message: GONE_MESSAGES[result.state], code: result.state } });
}
