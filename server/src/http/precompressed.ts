import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

// The build writes FILE.br and FILE.gz beside each text file (client/scripts/precompress.ts); brotli first, it is smaller.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface SendOptions {
  /** Cache-Control max-age, in ms or as express.static writes it ('1y') */
  maxAge?: number | string;
  immutable?: boolean;
  /** extra headers, e.g. Cache-Control for index.html */
  headers?: Record<string, string>;
}

/** The q-value the Accept-Encoding header gives an encoding (a named entry over '*'; 0 when neither is there). */
function quality(header: string, encoding: string): number {
  let named: number | undefined;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isNaN(q)) continue;
    if (token === encoding) named = Math.max(named ?? 0, q);
    else if (token === '*') wildcard = q;
  }
  return named ?? wildcard;
}

/**
 * The precompressed copy of `file` this request takes, or undefined: then the file is sent as it is. The client's
 * q-values decide; on a tie brotli wins (browsers list gzip first, with the same weight, yet brotli is smaller).
 */
function acceptedCopy(req: Request, file: string): { encoding: string; file: string } | undefined {
  const header = req.get('accept-encoding') ?? '';
  let best: { encoding: string; file: string; q: number } | undefined;
  for (const { name, suffix } of ENCODINGS) {
    const q = quality(header, name);
    if (q > 0 && (!best || q > best.q) && fs.existsSync(file + suffix))
      best = { encoding: name, file: file + suffix, q };
  }
  return best && { encoding: best.encoding, file: best.file };
}

/**
 * Sends a built file, as its brotli or gzip copy when the browser accepts one (Content-Encoding, and Vary so a cache
 * keeps each form apart). The type is the original file's; the compression middleware leaves an encoded answer alone.
 * Returns false when neither copy fits, for the caller to send the file itself.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  options: SendOptions,
  onError: (error: Error) => void,
): boolean {
  const copy = acceptedCopy(req, file);
  res.vary('Accept-Encoding');
  if (!copy) return false;
  res.type(path.extname(file));
  res.set({ ...options.headers, 'Content-Encoding': copy.encoding });
  res.sendFile(copy.file, { maxAge: options.maxAge, immutable: options.immutable }, (error) => {
    if (error) onError(error);
  });
  return true;
}

/**
 * Serves the precompressed copies of the files under `root` for GET and HEAD; any other request, and a file without a
 * copy the browser accepts, goes on to the static file server behind this.
 */
export function precompressedFiles(root: string, options: SendOptions = {}): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(base, relative);
    // Only files inside the folder, named without NUL; a folder or a missing file is the static server's business.
    if (
      relative.includes('\0') ||
      !file.startsWith(base + path.sep) ||
      !fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    )
      return next();
    if (!sendPrecompressed(req, res, file, options, next)) next();
  };
}
