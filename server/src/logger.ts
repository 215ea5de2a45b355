import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Logs carry no personal data: request logs hold method, route path, status and timing only,
 * and these keys are redacted wherever they appear.
 */
const REDACT = [
  'req.headers.cookie',
  'password',
  '*.password',
  'email',
  '*.email',
  'phone',
  '*.phone',
  'body',
  '*.body',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
