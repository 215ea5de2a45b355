import type { Response } from 'express';

/**
 * Resolves when the client has read what was written, or has gone away. Plain listeners, removed by whichever fires:
 * events.once with an AbortSignal rejected the other wait with an AbortError, a DOMException and its stack for
 * every page written.
 */
export function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/**
 * Writes the batches as one JSON array, waiting whenever the client reads slower than the database answers: a
 * list of a million rows then takes the memory of two batches, not of the whole answer. Each batch is written once
 * the next one is read, so a page (one batch) goes out in a single write: one pass through the compressor, and a
 * Content-Length instead of chunks. A failure after the first byte cannot become an error answer any more; the error
 * handler then cuts the connection, so the client sees a broken answer rather than a short list. Headers must be set
 * before.
 */
export async function sendJsonArray<T>(res: Response, batches: AsyncIterable<T[]>): Promise<void> {
  res.type('json');
  let opening = '[';
  let held: string | undefined;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    if (held !== undefined) {
      const written = res.write(opening + held);
      opening = ',';
      // Through the compressor, each batch goes out as it is read, not when its buffer happens to fill.
      // Only the compression middleware adds flush (DISABLE_COMPRESSION leaves it out).
      if (typeof res.flush === 'function') res.flush();
      if (!written) await drainedOrClosed(res);
      // The client went away: stop reading the list.
      if (res.destroyed) return;
    }
    held = batch.map((item) => JSON.stringify(item)).join(',');
  }
  res.end(held === undefined ? '[]' : `${opening}${held}]`);
}
