import type { Queryable } from '../db/db.js';
import { issueLinkToken, type MatchSide } from '../links/tokens.js';

/** What a concern link needs from the configuration. */
export interface ConcernLinkSettings {
  publicUrl: string;
  linkDays: number;
}

/**
 * Issues the "Report a concern" link for one side of a match, inside the caller's transaction (the one queuing the
 * email that carries it), valid LINK_DAYS from when that email is due. Answers the link's address.
 */
export async function issueConcernLink(
  tx: Queryable,
  subject: MatchSide,
  validFrom: Date,
  language: string,
  settings: ConcernLinkSettings,
): Promise<string> {
  const token = await issueLinkToken(tx, 'concern', subject, validFrom, settings.linkDays);
  return `${settings.publicUrl}/concern/${token}?lang=${encodeURIComponent(language)}`;
}
