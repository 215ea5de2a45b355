import type { RetentionPeriods } from '@tutoring/common';
import type { ToolConfig } from '../config.js';

/** How long each kind of data is kept (configuration: RETAIN_*); GET /api/config tells the public terms page. */
export type RetentionPolicy = RetentionPeriods;

export function retentionPolicy(
  config: Pick<
    ToolConfig,
    | 'RETAIN_UNMATCHED_MONTHS'
    | 'RETAIN_MATCHED_MONTHS'
    | 'RETAIN_EMAIL_DAYS'
    | 'RETAIN_AUDIT_MONTHS'
    | 'RETAIN_UNCONFIRMED_DAYS'
  >,
): RetentionPolicy {
  return {
    unmatchedMonths: config.RETAIN_UNMATCHED_MONTHS,
    matchedMonths: config.RETAIN_MATCHED_MONTHS,
    emailDays: config.RETAIN_EMAIL_DAYS,
    auditMonths: config.RETAIN_AUDIT_MONTHS,
    unconfirmedDays: config.RETAIN_UNCONFIRMED_DAYS,
  };
}
