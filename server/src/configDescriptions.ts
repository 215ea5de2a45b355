import type { envSchema } from './config.js';

/** The sections of docs/configuration.md, in page order. */
export const CONFIG_SECTIONS = [
  'Server',
  'Database',
  'Sessions and sign-in',
  'Mail',
  'Organisation',
  'Check-ins and emailed links',
  'Retention',
  'Backups',
  'Benchmarks',
] as const;

export interface VariableDescription {
  section: (typeof CONFIG_SECTIONS)[number];
  /** What the variable does, in a sentence or two; the type and default are read from the schema. */
  text: string;
}

/**
 * What each environment variable means, for docs/configuration.md. Keyed by the schema's own keys, so a variable
 * added to `envSchema` without a description here does not compile.
 */
export const CONFIG_DESCRIPTIONS: Record<keyof typeof envSchema.shape, VariableDescription> = {
  NODE_ENV: {
    section: 'Server',
    text:
      '`production` requires `SESSION_SECRET`, `COOKIE_SECURE=true` (or `TLS_TERMINATED_BY_PROXY=true`) and ' +
      '`BCRYPT_COST` of at least 11, and refuses `BENCH_BASELINE`. The systemd units set it.',
  },
  PORT: { section: 'Server', text: 'HTTP port for the app and the API; `0` picks a free one.' },
  HOST: { section: 'Server', text: 'The interface to listen on; the units set `127.0.0.1` behind the proxy.' },
  TRUST_PROXY: {
    section: 'Server',
    text:
      'Behind a load balancer: the number of proxies in front (for example `1`) or their addresses ' +
      "(`10.0.0.1,10.0.0.2`, `loopback`), so the per-address limits see each client's real address. `true` is " +
      'refused: it would let a client choose its own address through `X-Forwarded-For`.',
  },
  ALLOWED_ORIGINS: {
    section: 'Server',
    text:
      "Further origins, comma separated, allowed to send state-changing requests besides the server's own " +
      "(`npm run dev` sets the Vite dev server's).",
  },
  DISABLE_COMPRESSION: {
    section: 'Server',
    text: 'Sends every answer and file uncompressed, for a reverse proxy that compresses itself.',
  },
  LOG_LEVEL: { section: 'Server', text: 'The least severe level written to the log (pino, JSON lines on stdout).' },
  STAFF_LIST_COUNT_CAP: {
    section: 'Server',
    text:
      'Staff lists count matching rows up to this many for `X-Total-Count`; above it they answer the cap and ' +
      '`X-Total-Count-Capped: true`. Pending Tutees without a search or candidates filter are counted exactly, ' +
      'from the waiting counts the database keeps.',
  },
  DATABASE_URL: {
    section: 'Database',
    text: 'PostgreSQL connection string. Unset: the embedded PostgreSQL (PGlite) in `DATA_DIR`.',
  },
  DATABASE_POOL_SIZE: { section: 'Database', text: 'Connections per server process (PostgreSQL only).' },
  DATABASE_QUERY_TIMEOUT_MS: {
    section: 'Database',
    text:
      'A query with no answer in this time fails, and the request answers 503, instead of hanging; `0` turns the ' +
      'deadline off (raise it for very large seeds).',
  },
  DATA_DIR: {
    section: 'Database',
    text:
      'The embedded database, the generated session secret and the `.eml` mail files. Kept owner-only (folders ' +
      "0700, files 0600): a folder left open is tightened, or refused when it holds files not the server's.",
  },
  SESSION_SECRET: {
    section: 'Sessions and sign-in',
    text:
      'Signs the session cookie. Required in production and with `DATABASE_URL`: 32 or more random characters, the ' +
      'same on every process (`openssl rand -base64 48`). Unset with the embedded database, one is generated into ' +
      '`DATA_DIR/session-secret`; a file others can read or shorter than 32 characters stops the start.',
  },
  SESSION_IDLE_MINUTES: {
    section: 'Sessions and sign-in',
    text: 'A staff session ends after this long without a request.',
  },
  SESSION_MAX_HOURS: { section: 'Sessions and sign-in', text: 'A staff session ends after this long, however active.' },
  COOKIE_SECURE: {
    section: 'Sessions and sign-in',
    text:
      'Set when served over HTTPS: the cookie is `Secure` and named `__Host-tutoring.sid`, and HSTS is sent. ' +
      'Production refuses to start without it unless `TLS_TERMINATED_BY_PROXY=true`.',
  },
  TLS_TERMINATED_BY_PROXY: {
    section: 'Sessions and sign-in',
    text:
      'TLS ends at a proxy in front of every process that cannot forward `X-Forwarded-Proto`: every request counts ' +
      'as HTTPS, so the cookie stays `Secure` and named `__Host-tutoring.sid`, and HSTS is sent.',
  },
  BCRYPT_COST: { section: 'Sessions and sign-in', text: 'Password hashing cost; at least 11 in production.' },
  STAFF_MFA: {
    section: 'Sessions and sign-in',
    text:
      'Who must sign in with a second factor (an authenticator app, or a recovery code): `required-for-admins`, ' +
      '`required` (every staff member) or `optional`. Unset: `required-for-admins` when `NODE_ENV=production`, ' +
      'else `optional`. A member who must have one and has none can only set one up on /account. Anyone who has ' +
      'set one up is asked for it at every sign-in, whatever this says.',
  },
  LOGIN_MAX_FAILURES: {
    section: 'Sessions and sign-in',
    text:
      'Failed sign-ins per username and address in the window (per address alone, five times this); also wrong ' +
      'current passwords per account in a password change.',
  },
  LOGIN_WINDOW_MINUTES: { section: 'Sessions and sign-in', text: 'The window of the sign-in limits.' },
  LOGIN_USERNAME_FREE_FAILURES: {
    section: 'Sessions and sign-in',
    text: 'Failed sign-ins for one username, from all addresses, before each further attempt must wait.',
  },
  LOGIN_USERNAME_DELAY_SECONDS: {
    section: 'Sessions and sign-in',
    text: 'The first such wait; it doubles with each further failure, never longer than the window.',
  },
  SUBMISSIONS_PER_HOUR: { section: 'Sessions and sign-in', text: 'Public applications per address per hour.' },
  SMTP_URL: {
    section: 'Mail',
    text:
      'Outgoing mail server (`smtps://USER:PASSWORD@host:465` or `smtp://...:587` for STARTTLS; `@` and `/` in the ' +
      'user or password percent-encoded). Unset: each message is written as an `.eml` file under `DATA_DIR/mail`.',
  },
  MAIL_FROM: { section: 'Mail', text: 'The sender of every email.' },
  MAIL_POLL_MS: { section: 'Mail', text: 'How often the outbox worker looks for due mail.' },
  MAIL_RETRY_MS: {
    section: 'Mail',
    text: 'The first retry delay after a failed send; it doubles with each attempt, up to 6 hours.',
  },
  MAIL_MAX_ATTEMPTS: {
    section: 'Mail',
    text:
      'How many failed sends of one message before it is marked failed and no longer retried; staff see it on the ' +
      'match record and can resend it. With the default retry delay, 10 attempts span about 8 hours.',
  },
  ORG_NAME: {
    section: 'Organisation',
    text: "First default of the organisation's name (Settings page), shown to families and used in emails.",
  },
  ORG_WEBSITE: {
    section: 'Organisation',
    text: "First default of the organisation's website (Settings page), in GET /api/config (the original client's confirmation dialog links to it; ours no longer does).",
  },
  SUPPORT_EMAIL: {
    section: 'Organisation',
    text: 'First default of the address families and volunteers are told to write to, in pages and emails (Settings page).',
  },
  TUTOR_GUIDE_URL: {
    section: 'Organisation',
    text: 'First default of the tutor guide linked from the match emails (Settings page).',
  },
  TUTOR_TRAINING_URL: {
    section: 'Organisation',
    text: 'First default of the tutor training modules linked from the match emails (Settings page).',
  },
  TUTEE_GUIDE_URL: {
    section: 'Organisation',
    text: 'First default of the tutee guide linked from the match emails (Settings page).',
  },
  PHONE_REGION: {
    section: 'Organisation',
    text:
      'The country (ISO 3166-1 two-letter code) of phone numbers written without `+`; numbers are checked for it ' +
      'with libphonenumber-js and stored in E.164. The wizards learn it from `GET /api/config`.',
  },
  GUARDIAN_CONSENT_BELOW_GRADE: {
    section: 'Organisation',
    text:
      "A student who applies alone below this tutee grade must give a parent's or guardian's email address, and the application cannot be matched until the guardian " +
      'agrees from the emailed link (docs/applicants.md). The student form learns it from `GET /api/config`.',
  },
  SCHOOL_YEAR_START_MONTH: {
    section: 'Organisation',
    text: 'The month (1-12) a school year starts, for the Overview\'s "this school year" counts.',
  },
  PUBLIC_URL: {
    section: 'Check-ins and emailed links',
    text: 'The address families and volunteers open the app at (`https://tutoring.example.org`): the start of every emailed link.',
  },
  LINK_DAYS: {
    section: 'Check-ins and emailed links',
    text: 'An emailed link (a check-in) stops working this many days after it is due to be sent; each works once.',
  },
  LINK_REQUESTS_PER_HOUR: {
    section: 'Check-ins and emailed links',
    text: 'Requests to the public link endpoints (`/api/checkins/:token`, `/api/concerns/:token`, `/api/surveys/:token`) per address per hour.',
  },
  CHECKIN_FAMILY_BUSINESS_DAYS: {
    section: 'Check-ins and emailed links',
    text: 'Business days after a match until the family is asked "Has your tutor contacted you?"; `0` sends it at once.',
  },
  CHECKIN_TUTOR_BUSINESS_DAYS: {
    section: 'Check-ins and emailed links',
    text: 'Business days after a match until the tutor is asked "Has your student replied?"; `0` sends it at once.',
  },
  HOLIDAYS: {
    section: 'Check-ins and emailed links',
    text:
      'Days that are not business days besides Saturdays and Sundays: ISO dates, comma separated ' +
      '(`2026-12-25,2027-01-01`). Days are UTC days.',
  },
  RECONFIRM_REMIND_DAYS: {
    section: 'Check-ins and emailed links',
    text: 'Days after a reconfirmation question ("Do you still need a tutor?") until its one reminder to those who have not answered.',
  },
  RECONFIRM_EXPIRE_DAYS: {
    section: 'Check-ins and emailed links',
    text:
      'Days after a reconfirmation question until its link expires and, unanswered, the tutee is deactivated ' +
      '("did not confirm") and the tutor paused. Must be more than RECONFIRM_REMIND_DAYS.',
  },
  RETAIN_UNMATCHED_MONTHS: {
    section: 'Retention',
    text: 'An application with no match on record is deleted this many months after its last change.',
  },
  RETAIN_MATCHED_MONTHS: {
    section: 'Retention',
    text:
      'A match is deleted this many months after it ended, and with it each of its two people who is in no current ' +
      'or younger match and whose application has not changed since.',
  },
  RETAIN_EMAIL_DAYS: {
    section: 'Retention',
    text: 'Sent emails leave the outbox this many days after sending; emails that failed for good, after failing.',
  },
  RETAIN_AUDIT_MONTHS: {
    section: 'Retention',
    text: 'Audit rows are deleted this many months after they were written.',
  },
  RETAIN_UNCONFIRMED_DAYS: {
    section: 'Retention',
    text:
      'An application whose email address was never confirmed (the link in its confirmation email) is deleted this ' +
      'many days after it was sent, unless it has a match on record. The terms under the forms state it.',
  },
  RETENTION_CHECK_MINUTES: {
    section: 'Retention',
    text:
      'How often each server process asks whether the daily retention run is due; `0` turns the background job off ' +
      '(run `npm run retention` from cron instead).',
  },
  BACKUP_DIR: {
    section: 'Backups',
    text:
      'Embedded database only: the server writes one backup a day here (owner-only files). Unset: none. Refused ' +
      'with `DATABASE_URL` (back PostgreSQL up with `pg_dump`).',
  },
  BACKUP_KEEP: {
    section: 'Backups',
    text:
      'How many of the newest daily backups to keep. None is kept longer than the longer of ' +
      '`RETAIN_UNMATCHED_MONTHS` and `RETAIN_MATCHED_MONTHS`, whatever this says.',
  },
  BENCH_BASELINE: {
    section: 'Benchmarks',
    text:
      "Mounts `/api/bench/insert` and `/api/bench/select`, the benchmark's baseline endpoints (`npm run bench` " +
      'sets it). Refused in production.',
  },
};
