import crypto from 'node:crypto';
import type { ConfirmLinkFacts } from '@tutoring/common';
import type { Config } from '../config.js';
import { hashToken } from '../links/tokens.js';

/** A "Confirm your email address" link works this many days; the one reminder goes this many days after it. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_REMINDER_DAYS = 3;

const TOKEN_BYTES = 16;

/** An application's address of a link's page, in the applicant's language (the page opens in it). */
export function applicantUrl(config: Pick<Config, 'PUBLIC_URL'>, path: string, language: string): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}?lang=${encodeURIComponent(language)}`;
}

/**
 * A fresh confirmation link for an application not stored yet: its token goes into the emails, its hash into the
 * statement that stores the application (the link_token row needs the new id). 128 random bits, as issueLinkToken.
 */
export function newConfirmLink(
  config: Pick<Config, 'PUBLIC_URL' | 'RETAIN_UNCONFIRMED_DAYS'>,
  language: string,
): { tokenHash: string; facts: ConfirmLinkFacts } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  return {
    tokenHash: hashToken(token),
    facts: {
      url: applicantUrl(config, `/confirm-email/${token}`, language),
      linkDays: CONFIRM_LINK_DAYS,
      deleteDays: config.RETAIN_UNCONFIRMED_DAYS,
    },
  };
}
