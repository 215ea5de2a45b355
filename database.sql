-- The whole schema. Applied on every start: every statement must be safe to run again.
-- Runs unchanged on PostgreSQL 15 and on PGlite (embedded PostgreSQL).
-- Catalogue keys (subjects, grades, languages) are validated by the shared schemas in common/;
-- the database keeps them as text arrays with GIN indexes so matching is an index lookup.

-- Trigram indexes make the staff search ("contains", case-insensitive) an index lookup at a million rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE IF NOT EXISTS staff_users (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE CHECK (length(username) BETWEEN 1 AND 100),
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- express-session store (same shape as connect-pg-simple's table)
CREATE TABLE IF NOT EXISTS session (
  sid    varchar PRIMARY KEY,
  sess   json NOT NULL,
  expire timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS session_expire_idx ON session (expire);

CREATE TABLE IF NOT EXISTS tutees (
  id                serial PRIMARY KEY,
  submitted_at      timestamptz NOT NULL DEFAULT now(),
  active            boolean NOT NULL DEFAULT true,
  -- true while the tutee has a current match; kept in step with matches in one transaction
  matched           boolean NOT NULL DEFAULT false,
  submitter         text NOT NULL CHECK (submitter IN ('Student', 'ParentOrGuardian')),
  first_name        text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name         text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  pronouns          text CHECK (length(pronouns) <= 50),
  email_guardian    text CHECK (length(email_guardian) <= 254),
  email_student     text CHECK (length(email_student) <= 254),
  phone             text NOT NULL CHECK (length(phone) BETWEEN 1 AND 40),
  grade             text NOT NULL CHECK (length(grade) <= 40),
  school            text NOT NULL CHECK (length(school) BETWEEN 1 AND 200),
  subject_1         text NOT NULL,
  subject_2         text NOT NULL,
  subject_3         text NOT NULL,
  subject_details   text NOT NULL CHECK (length(subject_details) BETWEEN 1 AND 4000),
  misc_info         text CHECK (length(misc_info) <= 4000),
  languages         text[] NOT NULL DEFAULT '{}',
  language_other    text CHECK (length(language_other) <= 100),
  terms_version     text NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  idempotency_key   uuid UNIQUE,
  CHECK (subject_1 <> subject_2 AND subject_1 <> subject_3 AND subject_2 <> subject_3),
  CHECK (email_guardian IS NOT NULL OR email_student IS NOT NULL)
);
-- Staff lists: pending (active, unmatched) and deactivated, oldest first, paged.
CREATE INDEX IF NOT EXISTS tutees_pending_idx ON tutees (submitted_at, id) WHERE active AND NOT matched;
CREATE INDEX IF NOT EXISTS tutees_inactive_idx ON tutees (submitted_at, id) WHERE NOT active;
-- Staff search: the expression must stay identical to searchText in server/src/tutees/repo.ts.
CREATE INDEX IF NOT EXISTS tutees_search_idx ON tutees USING gin (
  (lower(first_name || ' ' || last_name || ' ' || coalesce(email_guardian, '') || ' ' || coalesce(email_student, '') || ' ' || school)) gin_trgm_ops);

CREATE TABLE IF NOT EXISTS tutors (
  id                serial PRIMARY KEY,
  submitted_at      timestamptz NOT NULL DEFAULT now(),
  active            boolean NOT NULL DEFAULT true,
  -- how many tutees this tutor takes at once, and how many they have now
  capacity          integer NOT NULL DEFAULT 1 CHECK (capacity BETWEEN 0 AND 20),
  current_matches   integer NOT NULL DEFAULT 0 CHECK (current_matches >= 0),
  first_name        text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name         text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  pronouns          text CHECK (length(pronouns) <= 50),
  email             text NOT NULL CHECK (length(email) BETWEEN 1 AND 254),
  phone             text NOT NULL CHECK (length(phone) BETWEEN 1 AND 40),
  grade             text NOT NULL CHECK (length(grade) <= 40),
  school            text NOT NULL CHECK (length(school) BETWEEN 1 AND 200),
  misc_info         text CHECK (length(misc_info) <= 4000),
  grade_levels      text[] NOT NULL CHECK (cardinality(grade_levels) >= 1),
  subjects          text[] NOT NULL CHECK (cardinality(subjects) >= 1),
  languages         text[] NOT NULL DEFAULT '{}',
  language_other    text CHECK (length(language_other) <= 100),
  terms_version     text NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  idempotency_key   uuid UNIQUE
);
CREATE INDEX IF NOT EXISTS tutors_pending_idx ON tutors (submitted_at, id) WHERE active AND current_matches < capacity;
CREATE INDEX IF NOT EXISTS tutors_inactive_idx ON tutors (submitted_at, id) WHERE NOT active;
-- Staff search: the expression must stay identical to searchText in server/src/tutors/repo.ts.
CREATE INDEX IF NOT EXISTS tutors_search_idx ON tutors USING gin (
  (lower(first_name || ' ' || last_name || ' ' || email || ' ' || school)) gin_trgm_ops);
-- Candidate search: only tutors who can take a tutee now are indexed.
CREATE INDEX IF NOT EXISTS tutors_available_subjects_idx ON tutors USING gin (subjects) WHERE active AND current_matches < capacity;
CREATE INDEX IF NOT EXISTS tutors_available_grades_idx ON tutors USING gin (grade_levels) WHERE active AND current_matches < capacity;
-- Subject and grade in one index scan: at 100,000 tutors it halves the rows the candidate query fetches (docs/benchmarks.md).
CREATE INDEX IF NOT EXISTS tutors_available_subjects_grades_idx ON tutors USING gin (subjects, grade_levels) WHERE active AND current_matches < capacity;

CREATE TABLE IF NOT EXISTS matches (
  id         serial PRIMARY KEY,
  tutee_id   integer NOT NULL REFERENCES tutees (id),
  tutor_id   integer NOT NULL REFERENCES tutors (id),
  created_by integer REFERENCES staff_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- set when a match ends; a tutee has at most one current (unended) match
  ended_at   timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS matches_one_current_per_tutee ON matches (tutee_id) WHERE ended_at IS NULL;
CREATE INDEX IF NOT EXISTS matches_tutor_idx ON matches (tutor_id);
CREATE INDEX IF NOT EXISTS matches_created_idx ON matches (created_at DESC, id DESC);
-- "Never matched to this tutee before": one index probe per candidate search instead of a scan of all matches.
CREATE INDEX IF NOT EXISTS matches_tutee_tutor_idx ON matches (tutee_id, tutor_id);

-- Outgoing mail. Written in the same transaction as what causes it, sent later, retried on failure.
CREATE TABLE IF NOT EXISTS email_outbox (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL,
  to_address      text NOT NULL,
  subject         text NOT NULL,
  body            text NOT NULL,
  tutee_id        integer REFERENCES tutees (id),
  tutor_id        integer REFERENCES tutors (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- null until something asks for the message to go out (POST /api/mail for confirmations)
  requested_at    timestamptz,
  sent_at         timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text
);
CREATE INDEX IF NOT EXISTS email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE sent_at IS NULL AND requested_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS email_outbox_unrequested_idx ON email_outbox (lower(to_address), created_at) WHERE requested_at IS NULL;

CREATE TABLE IF NOT EXISTS audit_log (
  id            bigserial PRIMARY KEY,
  staff_user_id integer REFERENCES staff_users (id),
  action        text NOT NULL,
  entity        text NOT NULL,
  entity_id     integer,
  details       jsonb NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS audit_log_entity_idx ON audit_log (entity, entity_id);

-- Rate-limit counters (failed sign-ins, public submissions) shared by every server process.
CREATE TABLE IF NOT EXISTS rate_limit (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_reset_idx ON rate_limit (reset_at);
