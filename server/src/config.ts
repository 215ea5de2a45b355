import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PHONE_REGION, GRADE_KEYS, isIsoDate, type PhoneRegion } from '@tutoring/common';
import { isPhoneRegion } from '@tutoring/common/phone';
import { TOTAL_COUNT_CAP } from './staffLists/search.js';

/** STAFF_MFA's values: who must sign in with a second factor. */
const STAFF_MFA_POLICIES = ['required-for-admins', 'required', 'optional'] as const;
export type StaffMfaPolicy = (typeof STAFF_MFA_POLICIES)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A comma-separated list, each item trimmed, empty ones dropped. */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // A query with no answer in this time fails (503) instead of hanging the request; 0 turns it off.
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  COOKIE_SECURE: booleanFlag,
  // TLS ends at a proxy in front of every process that cannot forward X-Forwarded-Proto: every request is then taken
  // as HTTPS, so the session cookie stays Secure (and __Host-) and HSTS is sent, as with COOKIE_SECURE=true.
  TLS_TERMINATED_BY_PROXY: booleanFlag,
  // A hop count ("1") or a list of proxy addresses, as Express's "trust proxy" takes them. Not "true": that trusts
  // every X-Forwarded-For entry, so a client picks its own address and walks past the per-address sign-in limits.
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (value) => !['true', 'yes', 'on'].includes(value.trim().toLowerCase()),
      'must be the number of proxies in front of the server (for example 1) or their addresses (for example ' +
        '10.0.0.1,10.0.0.2 or loopback), not "true", which would let any client choose its own address through X-Forwarded-For',
    )
    .transform((value): number | string => (/^\d+$/.test(value) ? Number(value) : value)),
  ALLOWED_ORIGINS: commaList,
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  // Failed sign-ins for one username, from any address, before each further attempt waits: first
  // LOGIN_USERNAME_DELAY_SECONDS, then twice as long each time, at most LOGIN_WINDOW_MINUTES.
  LOGIN_USERNAME_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_USERNAME_DELAY_SECONDS: z.coerce.number().positive().default(2),
  // Who must sign in with a second factor (server/src/auth/mfa): unset, admins in production and nobody otherwise.
  STAFF_MFA: z.enum(STAFF_MFA_POLICIES).optional(),
  SUBMISSIONS_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Staff lists count matching rows up to this many for X-Total-Count, then answer the cap (and X-Total-Count-Capped).
  STAFF_LIST_COUNT_CAP: z.coerce.number().int().positive().default(TOTAL_COUNT_CAP),
  // Sends every answer and file uncompressed: for a reverse proxy that compresses itself, and for the load-time
  // benchmark's uncompressed baseline (npm run bench:load).
  DISABLE_COMPRESSION: booleanFlag,
  // Mounts /api/bench/insert and /api/bench/select, the benchmark's baseline endpoints. Never in production.
  BENCH_BASELINE: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Volunteer Tutoring <no-reply@example.org>'),
  // How often the outbox worker looks for due mail, and the first retry delay after a failed send (doubles each time).
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(10_000),
  MAIL_RETRY_MS: z.coerce.number().int().min(10).default(60_000),
  // Failed sends of one message before it is marked failed for good (staff can then resend a fresh copy).
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  ORG_NAME: z.string().min(1).default('Volunteer Tutoring'),
  ORG_WEBSITE: z.url().default('https://example.org'),
  SUPPORT_EMAIL: z.email().default('support@example.org'),
  TUTOR_GUIDE_URL: z.url().default('https://example.org/tutor-guide'),
  TUTOR_TRAINING_URL: z.url().default('https://example.org/tutor-training'),
  TUTEE_GUIDE_URL: z.url().default('https://example.org/tutee-guide'),
  // Where applicants' phone numbers are when they do not start with + (an ISO 3166-1 code such as US or CA): the
  // forms check numbers against it and store them in E.164.
  PHONE_REGION: z
    .string()
    .default(DEFAULT_PHONE_REGION)
    .transform((code) => code.trim().toUpperCase())
    .pipe(
      z.custom<PhoneRegion>(
        (code) => typeof code === 'string' && isPhoneRegion(code),
        'must be a two-letter country code such as US, CA or GB',
      ),
    ),
  // Guardian consent (server/src/applications/guardianConsent.ts): a student who applies alone below this grade (a
  // tutee grade code such as 6th) names a guardian, who must agree from an emailed link before any match. Unset or
  // empty: nobody is asked.
  GUARDIAN_CONSENT_BELOW_GRADE: z
    .enum(GRADE_KEYS, { error: `must be a tutee grade: ${GRADE_KEYS.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Where families and volunteers open the app: the start of every link the app emails.
  PUBLIC_URL: z.url().default('http://localhost:5000'),
  // Emailed links (server/src/links) stop working this many days after they are sent.
  LINK_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  // Requests to the public link endpoints (GET and POST /api/checkins/:token) per address per hour.
  LINK_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(60),
  // "Did you meet?" (server/src/checkins): business days after a match until each side's check-in; 0 sends at once.
  CHECKIN_FAMILY_BUSINESS_DAYS: z.coerce.number().int().min(0).max(60).default(5),
  CHECKIN_TUTOR_BUSINESS_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  // Days that are not business days besides weekends: ISO dates, comma separated (2026-12-25,2027-01-01).
  HOLIDAYS: commaList.pipe(z.array(z.string().refine(isIsoDate, 'must be dates written yyyy-mm-dd, comma separated'))),
  // Reconfirmation rounds (server/src/reconfirmations): days after the question until its one reminder, and until an
  // unanswered tutee is deactivated and an unanswered tutor paused.
  RECONFIRM_REMIND_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  RECONFIRM_EXPIRE_DAYS: z.coerce.number().int().min(2).max(180).default(14),
  // The month (1-12) a school year starts in, for the overview's "this school year" counts.
  SCHOOL_YEAR_START_MONTH: z.coerce.number().int().min(1).max(12).default(8),
  // Retention policy (server/src/retention): how long personal data is kept; docs/security.md explains each period.
  RETAIN_UNMATCHED_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
  RETAIN_MATCHED_MONTHS: z.coerce.number().int().min(1).max(1200).default(36),
  RETAIN_EMAIL_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
  RETAIN_AUDIT_MONTHS: z.coerce.number().int().min(1).max(1200).default(84),
  RETAIN_UNCONFIRMED_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
  // How often each server process asks whether the daily retention run is due; 0 leaves it to `npm run retention`.
  RETENTION_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  // Daily backups of the embedded database (server/src/backup): unset takes none; PostgreSQL is backed up with pg_dump.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(7),
});

type Env = z.infer<typeof envSchema>;
/** What the command-line tools (seed, create-staff, bench) need: everything but the session secret. */
export type ToolConfig = Omit<Env, 'SESSION_SECRET'>;
export type Config = ToolConfig & { SESSION_SECRET: string };

export class ConfigError extends Error {}

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // A proxy that ends TLS is still TLS: the browser sees HTTPS, so everything that depends on it must too.
  if (config.TLS_TERMINATED_BY_PROXY) config.COOKIE_SECURE = true;
  config.DATA_DIR = path.resolve(config.DATA_DIR);
  if (config.BACKUP_DIR) config.BACKUP_DIR = path.resolve(config.BACKUP_DIR);
  if (config.BACKUP_DIR && config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_DIR: backs up the embedded database only; back PostgreSQL up with pg_dump (docs/operations.md)',
    );
  }
  if (config.RECONFIRM_EXPIRE_DAYS <= config.RECONFIRM_REMIND_DAYS) {
    throw new ConfigError('Invalid configuration:\n  RECONFIRM_EXPIRE_DAYS: must be more than RECONFIRM_REMIND_DAYS');
  }
  if (config.NODE_ENV === 'production' && config.BCRYPT_COST < 11) {
    throw new ConfigError('Invalid configuration:\n  BCRYPT_COST: must be at least 11 in production');
  }
  return config;
}

/** What a production server never runs with: session cookies that may travel in clear, open benchmark endpoints. */
function checkProductionServer(config: Env): void {
  const problems: string[] = [];
  if (!config.COOKIE_SECURE && !config.TLS_TERMINATED_BY_PROXY) {
    problems.push(
      'COOKIE_SECURE: must be true in production, so staff session cookies only travel over HTTPS. If TLS ends at a ' +
        'proxy in front of the server that cannot forward X-Forwarded-Proto, set TLS_TERMINATED_BY_PROXY=true instead',
    );
  }
  if (config.BENCH_BASELINE)
    problems.push('BENCH_BASELINE: never in production (it mounts unauthenticated benchmark endpoints)');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** The server's configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = parseEnv(env);
  if (config.NODE_ENV === 'production') checkProductionServer(config);
  return { ...config, SESSION_SECRET: config.SESSION_SECRET ?? defaultSessionSecret(config) };
}

/** A command-line tool's configuration: no session secret asked for, none generated. */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env): ToolConfig {
  const { SESSION_SECRET: _unused, ...config } = parseEnv(env);
  return config;
}

// Several processes on PostgreSQL must share one secret, so only the embedded default may invent one.
function defaultSessionSecret(config: Env): string {
  if (config.NODE_ENV === 'production' || config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production and with DATABASE_URL (at least 32 random characters)',
    );
  }
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (fs.existsSync(file)) return readSessionSecretFile(file);
  fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// Whoever can read the secret can forge a staff session cookie; a short one can be guessed.
function readSessionSecretFile(file: string): string {
  const mode = fs.statSync(file).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new ConfigError(
      `Invalid configuration:\n  session-secret: ${file} is open to other users (mode ${mode.toString(8)}). ` +
        `Fix it with: chmod 600 ${file} (or delete the file to have a new secret generated, which signs everyone out)`,
    );
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError(
      `Invalid configuration:\n  session-secret: ${file} holds ${secret.length} characters, at least 32 are needed. ` +
        'Delete the file to have a new secret generated (which signs everyone out), or set SESSION_SECRET',
    );
  }
  return secret;
}
