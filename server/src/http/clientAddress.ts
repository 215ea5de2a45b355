import { isIP } from 'node:net';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The client's address, or undefined when what Express reports is not one (a malformed X-Forwarded-For entry from
 * a proxy, a socket already gone): only an address is ever stored, in a rate-limit key or an audit row.
 */
export function clientAddress(req: Request): string | undefined {
  const ip = req.ip;
  return ip !== undefined && isIP(ip) !== 0 ? ip : undefined;
}

/** The per-address rate-limit key (an IPv6 /56 counts as one address); requests without an address share one. */
export function addressKey(req: Request): string {
  const ip = clientAddress(req);
  return ip === undefined ? 'no-address' : ipKeyGenerator(ip);
}
