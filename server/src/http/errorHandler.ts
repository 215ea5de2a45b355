import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DatabaseUnavailableError } from '../db/errors.js';
import { AppError } from './errors.js';
import { loggedPath } from './requestLogger.js';

interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
}

/** Errors of the lower layers that have an answer of their own. */
function fromLowerLayers(error: unknown): AppError | undefined {
  if (error instanceof DatabaseUnavailableError) {
    return new AppError(503, 'The service is temporarily unavailable. Please try again in a moment.');
  }
  return fromBodyParser(error as BodyParserError);
}

function fromBodyParser(error: BodyParserError): AppError | undefined {
  if (error.type === 'entity.parse.failed') return new AppError(400, 'The request body is not valid JSON.');
  if (error.type === 'entity.too.large') return new AppError(413, 'The request body is too large.');
  // A gzip or deflate body that does not inflate reaches here as zlib's own error (code Z_DATA_ERROR, Z_BUF_ERROR,
  // ...) with no body-parser type, though body-parser marked it 400: the caller's bytes are at fault.
  const inflateFailed = typeof error.code === 'string' && error.code.startsWith('Z_');
  if ((error.type || inflateFailed) && error.status && error.status < 500)
    return new AppError(error.status, 'The request body could not be read.');
  return undefined;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { message: 'No such API endpoint.' } });
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = error instanceof AppError ? error : fromLowerLayers(error);
    if (known) {
      if (known.status >= 500) logger.warn({ status: known.status, path: loggedPath(req) }, known.message);
      res.status(known.status).json({ error: { message: known.message, fieldErrors: known.fieldErrors } });
      return;
    }
    // The error message may echo input (names, emails), so only its kind and SQLSTATE are logged.
    const err = error as { name?: string; code?: string; stack?: string };
    logger.error(
      {
        path: loggedPath(req),
        method: req.method,
        errorName: err.name,
        code: err.code,
        stack: err.stack?.split('\n').slice(1, 6).join('\n'),
      },
      'unhandled error',
    );
    res.status(500).json({ error: { message: 'Something went wrong on our side. Please try again.' } });
  };
}
