import { getParser } from 'bowser';

/** Long enough to recognise a browser bowser does not know, short enough that a crafted header stays a label. */
const RAW_LABEL_LENGTH = 60;

/**
 * A short name for the browser a User-Agent header describes, such as "Chrome on Android", for the staff member's own
 * list of sessions. A header bowser makes nothing of is kept as its first characters; none at all gives null.
 */
export function browserLabel(userAgent: string | undefined): string | null {
  const header = userAgent?.trim();
  if (!header) return null;
  const parser = getParser(header);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || header.slice(0, RAW_LABEL_LENGTH);
}
