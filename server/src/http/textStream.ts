import type { Response } from 'express';
import { drainedOrClosed } from './jsonArray.js';

/**
 * Writes text chunks as they come, waiting whenever the client reads slower than they are made, so an export of any
 * length takes the memory of one chunk. Headers must be set before; a failure after the first byte cuts the connection.
 */
async function sendTextStream(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  for await (const chunk of chunks) {
    if (chunk === '') continue;
    const written = res.write(chunk);
    // Only the compression middleware adds flush (DISABLE_COMPRESSION leaves it out).
    if (typeof res.flush === 'function') res.flush();
    if (!written) await drainedOrClosed(res);
    if (res.destroyed) return;
  }
  res.end();
}

/** A CSV download of streamed lines, UTF-8 with a byte order mark (which makes Excel read it as UTF-8). */
export async function sendCsvFile(res: Response, filename: string, lines: AsyncIterable<string>): Promise<void> {
  res.type('text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  res.write('\uFEFF');
  await sendTextStream(res, lines);
}
