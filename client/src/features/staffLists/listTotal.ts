export interface PageAnswer {
  /** X-Total-Count */
  total: number;
  /** X-Total-Count-Capped: the server stopped counting at its cap */
  capped: boolean;
  offset: number;
  limit: number;
  received: number;
}

/**
 * What the list shows as its total after a page. Above its cap the server's count means "at least", so it
 * never shows fewer than are loaded, and a short page ends the list, which makes the total exact again.
 */
export function listTotal({ total, capped, offset, limit, received }: PageAnswer): { total: number; capped: boolean } {
  if (!capped) return { total, capped };
  const loaded = offset + received;
  return received < limit ? { total: loaded, capped: false } : { total: Math.max(total, loaded), capped: true };
}
