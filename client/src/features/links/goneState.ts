import type { LinkState } from '@tutoring/common';
import { ApiError, statusOf } from '../../lib/api';

/** The state a link endpoint's 410 names (used, or expired for any other link), or null for another failure. */
export function goneState(error: unknown): LinkState | null {
  if (statusOf(error) !== 410 || !(error instanceof ApiError)) return null;
  const code = (error.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return code === 'used' ? 'used' : 'expired';
}
