-- The whole schema. Applied on every start: every statement must be safe to run again.
-- Runs unchanged on PostgreSQL 15 and on PGlite (embedded PostgreSQL).
-- Catalogue keys (subjects, grades, languages) are validated by the shared schemas in common/;
-- the database keeps them as text arrays, and the candidate search reads them through tutor_offers (below).

-- Trigram indexes make the staff search ("contains", case-insensitive) an index lookup at a million rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE IF NOT EXISTS staff_users (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE CHECK (length(username) BETWEEN 1 AND 100),
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Usernames are kept normalised: NFKC, then lower case (normalizeUsername in common/src/username.ts), so 'RACİ',
-- 'Raci' and a full-width 'ｒａｃｉ' are one account. Rows from before are normalised here (a no-op once done), and the
-- unique index on the same expression refuses a second account that differs only in such forms.
UPDATE staff_users SET username = lower(normalize(username, NFKC)) WHERE username <> lower(normalize(username, NFKC));
CREATE UNIQUE INDEX IF NOT EXISTS staff_users_username_normalized ON staff_users (lower(normalize(username, NFKC)));

-- Roles and the account's life (added after the table was first shipped). Accounts from before roles existed were
-- each able to do everything, so they become admins; the default is then dropped, so every new account states its role.
ALTER TABLE staff_users ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'coordinator'));
ALTER TABLE staff_users ALTER COLUMN role DROP DEFAULT;
-- A deactivated account cannot sign in and its sessions are gone; the row stays, as matches and audit rows name it.
ALTER TABLE staff_users ADD COLUMN IF NOT EXISTS active boolean NOT NULL DEFAULT true;
-- Set by an admin's one-time password (new account or reset): staff calls answer 403 until the owner changes it.
ALTER TABLE staff_users ADD COLUMN IF NOT EXISTS must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE staff_users ADD COLUMN IF NOT EXISTS last_signed_in_at timestamptz;
-- When a one-time password stops signing in (ONE_TIME_PASSWORD_HOURS after an admin set it); null once the owner chose
-- their own. One-time passwords set before this column existed get the full period from now.
ALTER TABLE staff_users ADD COLUMN IF NOT EXISTS one_time_password_expires_at timestamptz;
UPDATE staff_users SET one_time_password_expires_at = now() + interval '72 hours'
  WHERE must_change_password AND one_time_password_expires_at IS NULL;

-- Failed sign-ins per username from all addresses together, or per browser that signed in before
-- (server/src/auth/usernameThrottle.ts): the key is an HMAC of the normalised username under a key derived from the
-- session secret (server/src/auth/signInKeys.ts), so a password typed into the username field is not kept readable.
CREATE TABLE IF NOT EXISTS login_throttle (
  username_key text PRIMARY KEY,
  failures     integer NOT NULL,
  last_at      timestamptz NOT NULL
);

-- A staff member's authenticator app (TOTP, server/src/auth/mfa): the secret encrypted under a key derived from the
-- session secret (secretBox.ts), so a copy of the database alone cannot compute codes. Unconfirmed until the first
-- right code; last_step is the time step of the last code accepted, so a code works once.
CREATE TABLE IF NOT EXISTS staff_totp (
  staff_user_id integer PRIMARY KEY REFERENCES staff_users (id) ON DELETE CASCADE,
  secret_box    text NOT NULL,
  confirmed_at  timestamptz,
  last_step     bigint,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A staff member's passkeys (WebAuthn, server/src/auth/mfa/passkeys.ts): the credential's public key (not a secret),
-- its signature counter, and the name its owner gave it.
CREATE TABLE IF NOT EXISTS staff_passkeys (
  credential_id text PRIMARY KEY,
  staff_user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  public_key    text NOT NULL,
  counter       bigint NOT NULL DEFAULT 0,
  transports    text[] NOT NULL DEFAULT '{}',
  name          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE INDEX IF NOT EXISTS staff_passkeys_staff_user_id ON staff_passkeys (staff_user_id);

-- Single-use recovery codes, kept only as HMACs under a key derived from the session secret; used_at set on use.
CREATE TABLE IF NOT EXISTS staff_recovery_codes (
  staff_user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  code_hash     text NOT NULL,
  used_at       timestamptz,
  PRIMARY KEY (staff_user_id, code_hash)
);

-- First-run setup (no staff account yet): a random nonce; the setup code printed at start is an HMAC of it under
-- the session secret, so every process on one database prints the same code, and reading the database alone does
-- not give it. Deleted when the first account is created, so a code works once.
CREATE TABLE IF NOT EXISTS setup_code (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  nonce      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- express-session store (same shape as connect-pg-simple's table)
CREATE TABLE IF NOT EXISTS session (
  sid    varchar PRIMARY KEY,
  sess   json NOT NULL,
  expire timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS session_expire_idx ON session (expire);
-- A session's last request as the store last wrote it (server/src/auth/sessionStore.ts: with the idle deadline, so
-- up to a minute behind), for the staff member's own list of sessions. Rows from before get the time of the upgrade.
ALTER TABLE session ADD COLUMN IF NOT EXISTS last_active_at timestamptz NOT NULL DEFAULT now();

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
-- Reconfirmation (server/src/reconfirmations): when the person last said by an emailed link that they still need a
-- tutor / are still available. A tutor who said no, or did not answer in time, is paused: kept active, but offered to
-- no one (tutor_offers_of below) until staff resume them. paused_reason says why: answered_no or did_not_confirm.
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS last_confirmed_at timestamptz;
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS paused_at timestamptz;
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS paused_reason text CHECK (paused_reason IN ('answered_no', 'did_not_confirm'));
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS last_confirmed_at timestamptz;
-- Why a tutee is deactivated when a reconfirmation did it (null when staff did); cleared when staff activate it.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS inactive_reason text CHECK (inactive_reason IN ('answered_no', 'did_not_confirm'));

-- >>> Structured availability ("When can you meet?", common/src/availability.ts), one block for the migrations.
-- The slots an applicant ticked on the form's weekday x time-of-day grid, as keys ('tue_evening'), in the grid's order;
-- empty when not answered (every application from before the question). The free-text additional information stays
-- as it is. The candidate search (candidate_ranking below, its tutee_availability) and the proposals read it.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS availability text[] NOT NULL DEFAULT '{}';
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS availability text[] NOT NULL DEFAULT '{}';
-- The candidate rows (candidate_json below) carry the tutor's slots; rows written before them are rewritten once,
-- by the UPDATE after candidate_json. candidate_ranking's parameters changed with them: the old one is dropped.
DROP FUNCTION IF EXISTS candidate_ranking(text, text, text, text, integer, text[], text, text[], boolean[], boolean[], integer);
-- <<< Structured availability.

-- Candidate search. Replaced by tutor_offers below, which answers it without reading tutor rows.
DROP INDEX IF EXISTS tutors_available_subjects_idx, tutors_available_grades_idx, tutors_available_subjects_grades_idx;

-- A fixed number for each subject (the student form's fixed codes), so the candidate search tests "teaches the
-- second subject" with one AND on an integer instead of a search through a text array. Never renumber a subject:
-- tutor_offers stores bit masks built from these. server/src/matches/subjectCodes.test.ts checks the list against
-- common/src/catalog.ts.
CREATE TABLE IF NOT EXISTS subject_codes (
  key  text PRIMARY KEY,
  code smallint NOT NULL UNIQUE CHECK (code BETWEEN 0 AND 62)
);
INSERT INTO subject_codes (key, code) VALUES
  ('K5_Math', 1), ('K5_Reading', 2), ('K5_English_Writing', 3), ('K5_Science', 4), ('K5_social_studies', 5),
  ('6th_to_8th_language_arts', 6), ('6th_to_8th_science', 7), ('6th_to_8th_social_studies', 8), ('math_pre_algebra', 9), ('math_alg1_linear_alg', 10),
  ('math_alg2', 11), ('math_geom', 12), ('math_precalc_trig', 13), ('sci_bio_life', 14), ('sci_chem', 15),
  ('sci_physics', 16), ('sci_comp_sci', 17), ('lang_chinese', 18), ('lang_german', 19), ('lang_spanish', 20),
  ('lang_french', 21), ('hist_world', 22), ('hist_us', 23), ('ap_bio', 24), ('ap_chem', 25),
  ('ap_physics', 26), ('ap_calc_AB', 27), ('ap_calc_BC', 28), ('ap_stats', 29), ('ap_comp_sci', 30),
  ('ap_english_lit_comp', 31), ('ap_lang_comp', 32), ('ap_macro_econ', 33), ('ap_micro_econ', 34), ('ap_psyc', 35),
  ('ap_hist_us', 36), ('ap_gov_politics_us', 37), ('ap_human_geog', 38), ('sat_subject_tests', 39), ('sat_prep', 40),
  ('act_prep', 41)
ON CONFLICT DO NOTHING;

-- The bit mask (1 << code) of the given subjects; keys outside the catalogue add nothing.
CREATE OR REPLACE FUNCTION subject_bits(keys text[]) RETURNS bigint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(bit_or(1::bigint << c.code), 0) FROM subject_codes c WHERE c.key = ANY (keys) $$;

-- What a tutee and a tutor must share to speak the same language: a catalogue language, or the same "other"
-- language written in any case.
CREATE OR REPLACE FUNCTION spoken_language_keys(catalogue_languages text[], other_language text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT catalogue_languages || CASE WHEN nullif(trim(other_language), '') IS NULL THEN '{}'::text[]
                                       ELSE ARRAY['other:' || lower(trim(other_language))] END
  $$;

-- One row per available tutor (active, below capacity), subject and grade they teach, and language they speak
-- (plus the row with language '' that every such tutor has), kept in step with tutors by the triggers below.
-- The index lists, in waiting order, the tutors who teach a tutee's first subject at the tutee's grade, and apart
-- from them those who speak a given language, so the search walks only as far as it needs and reads no tutor
-- rows (docs/benchmarks.md).
CREATE TABLE IF NOT EXISTS tutor_offers (
  tutor_id     integer NOT NULL,
  subject      text COLLATE "C" NOT NULL,
  grade        text COLLATE "C" NOT NULL,
  language     text COLLATE "C" NOT NULL,
  submitted_at timestamptz NOT NULL,
  subject_bits bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS tutor_offers_search_idx ON tutor_offers (subject, grade, language, submitted_at, tutor_id)
  INCLUDE (subject_bits);
CREATE INDEX IF NOT EXISTS tutor_offers_tutor_idx ON tutor_offers (tutor_id);

-- The tutor's rows in tutor_offers: none unless the tutor can take a tutee now.
CREATE OR REPLACE FUNCTION tutor_offers_of(r tutors) RETURNS SETOF tutor_offers
  LANGUAGE sql STABLE
  AS $$
    SELECT DISTINCT r.id, s, g, l, r.submitted_at, b.bits
    FROM (SELECT subject_bits(r.subjects) AS bits) b, unnest(r.subjects) AS s, unnest(r.grade_levels) AS g,
         unnest(ARRAY[''] || spoken_language_keys(r.languages, r.language_other)) AS l
    WHERE r.active AND r.current_matches < r.capacity AND r.paused_at IS NULL
  $$;

CREATE OR REPLACE FUNCTION tutor_offers_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM tutor_offers WHERE tutor_id = OLD.id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO tutor_offers SELECT * FROM tutor_offers_of(NEW);
    END IF;
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER tutor_offers_on_insert_or_delete AFTER INSERT OR DELETE ON tutors
  FOR EACH ROW EXECUTE FUNCTION tutor_offers_sync();
-- Only changes that alter the tutor's rows: one more match below capacity leaves them as they are.
CREATE OR REPLACE TRIGGER tutor_offers_on_update AFTER UPDATE ON tutors
  FOR EACH ROW
  WHEN ((OLD.active AND OLD.current_matches < OLD.capacity AND OLD.paused_at IS NULL)
       IS DISTINCT FROM (NEW.active AND NEW.current_matches < NEW.capacity AND NEW.paused_at IS NULL)
    OR (OLD.submitted_at, OLD.subjects, OLD.grade_levels, OLD.languages, OLD.language_other)
       IS DISTINCT FROM (NEW.submitted_at, NEW.subjects, NEW.grade_levels, NEW.languages, NEW.language_other))
  EXECUTE FUNCTION tutor_offers_sync();
-- A database whose tutors came before tutor_offers gets its rows once.
INSERT INTO tutor_offers SELECT o.* FROM tutors r, tutor_offers_of(r) o WHERE NOT EXISTS (SELECT 1 FROM tutor_offers);

-- Each tutor's row as JSON text, rewritten by the trigger below with every change of the row, for the candidate
-- search to answer as it is: PostgreSQL 15 spent about 10 microseconds building the JSON of each tutor at each search,
-- 1 ms of a group's 100 and 4 ms of the four groups' 400 (docs/benchmarks.md). Beside it, what the match page shows of
-- the tutor as a candidate (candidate_json, below): building those 400 rows at each search took a third of the match
-- page's database time, and reading and writing them again the server as much.
CREATE TABLE IF NOT EXISTS tutor_json (
  tutor_id integer PRIMARY KEY REFERENCES tutors (id) ON DELETE CASCADE,
  row_json text NOT NULL
);
ALTER TABLE tutor_json ADD COLUMN IF NOT EXISTS candidate_json text;

-- The catalogue's languages in its order (common/src/catalog.ts; server/src/matches/subjectCodes.test.ts checks
-- both lists), and which subjects are special: from Precalculus/Trigonometry (13) onward, as the original flags them.
CREATE TABLE IF NOT EXISTS language_codes (
  key  text PRIMARY KEY,
  code smallint NOT NULL UNIQUE
);
INSERT INTO language_codes (key, code) VALUES
  ('spanish', 1), ('somali', 2), ('arabic', 3), ('chinese', 4), ('tagalog', 5), ('french', 6), ('vietnamese', 7),
  ('hmong', 8)
ON CONFLICT DO NOTHING;
ALTER TABLE subject_codes ADD COLUMN IF NOT EXISTS special boolean GENERATED ALWAYS AS (code >= 13) STORED;

-- A candidate row of the match page (CandidateRow, common/src/schemas/candidates.ts) as compact JSON: special subjects
-- and languages in catalogue order, the timestamp as JavaScript's toISOString writes it.
CREATE OR REPLACE FUNCTION candidate_json(r tutors) RETURNS text
  LANGUAGE sql STABLE
  AS $$
  SELECT row_to_json(c)::text FROM (SELECT
    r.id,
    r.first_name AS tutor_first_name,
    r.last_name AS tutor_last_name,
    to_char(r.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tutor_submission_timestamp,
    ARRAY(SELECT s.key FROM subject_codes s WHERE s.special AND s.key = ANY (r.subjects) ORDER BY s.code)
      AS special_subjects,
    ARRAY(SELECT l.key FROM language_codes l WHERE l.key = ANY (r.languages) ORDER BY l.code) AS languages,
    r.language_other,
    r.capacity - r.current_matches AS free_places,
    to_char(r.last_confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tutor_last_confirmed_at,
    r.availability
  ) AS c
  $$;

CREATE OR REPLACE FUNCTION tutor_json_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO tutor_json (tutor_id, row_json, candidate_json) VALUES (NEW.id, to_json(NEW)::text, candidate_json(NEW))
    ON CONFLICT (tutor_id) DO UPDATE SET row_json = EXCLUDED.row_json, candidate_json = EXCLUDED.candidate_json;
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER tutor_json_on_write AFTER INSERT OR UPDATE ON tutors
  FOR EACH ROW EXECUTE FUNCTION tutor_json_sync();
-- A database whose tutors came before tutor_json, or before candidate_json, gets its rows once.
INSERT INTO tutor_json SELECT r.id, to_json(r)::text, candidate_json(r) FROM tutors r
  WHERE NOT EXISTS (SELECT 1 FROM tutor_json);
-- and rows written before candidate rows said when the tutor last confirmed, or when they can meet, once.
UPDATE tutor_json j SET candidate_json = candidate_json(r), row_json = to_json(r)::text FROM tutors r
  WHERE (j.candidate_json IS NULL OR strpos(j.candidate_json, '"availability"') = 0) AND r.id = j.tutor_id;

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
-- How a match ended (POST /api/matches/:match_id/end). Added after the table was first shipped, so they are columns
-- of their own that an existing database gains when the schema is applied again. The reasons are END_REASONS in
-- common/src/matchEnd.ts.
ALTER TABLE matches ADD COLUMN IF NOT EXISTS end_reason text
  CHECK (end_reason IN ('finished', 'tutee_no_longer_needs', 'tutor_unavailable', 'no_contact', 'safety_concern', 'other'));
ALTER TABLE matches ADD COLUMN IF NOT EXISTS end_note text CHECK (length(end_note) <= 500);
ALTER TABLE matches ADD COLUMN IF NOT EXISTS ended_by integer REFERENCES staff_users (id);
CREATE INDEX IF NOT EXISTS matches_tutor_idx ON matches (tutor_id);
CREATE INDEX IF NOT EXISTS matches_created_idx ON matches (created_at DESC, id DESC);
-- "Never matched to this tutee before": one index probe per candidate search instead of a scan of all matches.
CREATE INDEX IF NOT EXISTS matches_tutee_tutor_idx ON matches (tutee_id, tutor_id);

-- Tutors staff have barred from a tutee (POST /api/tutees/:id/do-not-pair, or a match ended for a safety concern):
-- never offered to that tutee, like the tutee's former tutors.
CREATE TABLE IF NOT EXISTS do_not_pair (
  tutee_id   integer NOT NULL REFERENCES tutees (id),
  tutor_id   integer NOT NULL REFERENCES tutors (id),
  reason     text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by integer REFERENCES staff_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tutee_id, tutor_id)
);
CREATE INDEX IF NOT EXISTS do_not_pair_tutor_idx ON do_not_pair (tutor_id);

-- The candidate search's ranking: for each requested group (with whether its tutors teach the tutee's second and
-- third subject), the available tutors who teach the first subject at the grade, were never matched to this
-- tutee and are not on its do-not-pair list, best first: speakers of one of the tutee's languages, then the longest waiting; at most per_group each.
-- Within those per_group rows (not across the group: the walks stop at per_group), tutors free at one of the tutee's
-- times (tutee_availability, slot keys) come before the others of the same language tier; each kept row's tutor is read
-- by its key for that, and only when the tutee gave times.
-- Per group, two short walks of tutor_offers_search_idx, both in waiting order and stopping at per_group: the rows of
-- the tutee's languages (the speakers), and the rows of every tutor. Among the first per_group of every tutor are all
-- the non-speakers the group can still take, so merging the two is exact. server/src/matches/repo.ts answers the kept
-- tutors' tutor_json.
-- PL/pgSQL so that the query is planned once per connection: planning it took 0.7 ms of the 1.4 ms the database
-- spent on a search, and with force_generic_plan that one plan (the same index walks) serves every tutee
-- (docs/benchmarks.md). A change of its parameters or columns needs a DROP FUNCTION first.
CREATE OR REPLACE FUNCTION candidate_ranking(
  first_subject text, second_subject text, third_subject text, tutee_grade text, tutee integer,
  tutee_languages text[], tutee_language_other text,
  group_names text[], group_teaches_second boolean[], group_teaches_third boolean[], per_group integer,
  tutee_availability text[])
  RETURNS TABLE (match_group text, rank bigint, tutor_id integer)
  LANGUAGE plpgsql STABLE ROWS 400
  SET plan_cache_mode = force_generic_plan
  AS $$
  BEGIN
    RETURN QUERY
    WITH tutee_wants AS MATERIALIZED (
      -- subqueries rather than subject_bits(), which would plan its own query at every call (0.25 ms)
      SELECT coalesce((SELECT 1::bigint << c.code FROM subject_codes c WHERE c.key = second_subject), 0) AS second_bit,
             coalesce((SELECT 1::bigint << c.code FROM subject_codes c WHERE c.key = third_subject), 0) AS third_bit,
             spoken_language_keys(tutee_languages, tutee_language_other) AS languages,
             ARRAY(SELECT m.tutor_id FROM matches m WHERE m.tutee_id = tutee
                   UNION ALL SELECT d.tutor_id FROM do_not_pair d WHERE d.tutee_id = tutee) AS earlier_tutors
    ), wanted AS MATERIALIZED (
      -- per group: which of the two subject bits a tutor's mask has, out of both
      SELECT g.name, t.second_bit | t.third_bit AS both_subjects,
             CASE WHEN g.second THEN t.second_bit ELSE 0 END | CASE WHEN g.third THEN t.third_bit ELSE 0 END AS group_subjects,
             t.languages, t.earlier_tutors
      FROM unnest(group_names, group_teaches_second, group_teaches_third) AS g (name, second, third) CROSS JOIN tutee_wants t
    ), kept AS (
      SELECT w.name, c.id, c.speaks, c.submitted_at
      FROM wanted w CROSS JOIN LATERAL (
        SELECT DISTINCT ON (walks.id) walks.id, walks.submitted_at, walks.speaks
        FROM ((SELECT DISTINCT ON (o.submitted_at, o.tutor_id) o.tutor_id AS id, o.submitted_at, true AS speaks
               FROM tutor_offers o
               WHERE o.subject = first_subject AND o.grade = tutee_grade AND o.language = ANY (w.languages)
                 AND o.subject_bits & w.both_subjects = w.group_subjects AND o.tutor_id <> ALL (w.earlier_tutors)
               ORDER BY o.submitted_at, o.tutor_id LIMIT per_group)
              UNION ALL
              (SELECT o.tutor_id, o.submitted_at, false
               FROM tutor_offers o
               WHERE o.subject = first_subject AND o.grade = tutee_grade AND o.language = ''
                 AND o.subject_bits & w.both_subjects = w.group_subjects AND o.tutor_id <> ALL (w.earlier_tutors)
               ORDER BY o.submitted_at, o.tutor_id LIMIT per_group)) walks
        ORDER BY walks.id, walks.speaks DESC
      ) c
    )
    SELECT top.name, row_number() OVER (PARTITION BY top.name ORDER BY top.speaks DESC, top.free_together DESC, top.place),
           top.id
    FROM (SELECT ranked.name, ranked.id, ranked.speaks, ranked.place,
                 CASE WHEN cardinality(tutee_availability) = 0 THEN false
                      ELSE EXISTS (SELECT 1 FROM tutors r WHERE r.id = ranked.id AND r.availability && tutee_availability)
                 END AS free_together
          FROM (SELECT kept.name, kept.id, kept.speaks,
                       row_number() OVER (PARTITION BY kept.name ORDER BY kept.speaks DESC, kept.submitted_at, kept.id) AS place
                FROM kept) ranked
          WHERE ranked.place <= per_group) top;
  END
  $$;

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
  -- when the message was released for sending (with what caused it); null only for confirmations an earlier
  -- version queued but never released (it waited for POST /api/mail), which are not sent
  requested_at    timestamptz,
  sent_at         timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text
);
DROP INDEX IF EXISTS email_outbox_unrequested_idx;
-- Added with the match emails (Confirm Match with "Send these emails from the app"). A match email names the match, who
-- it went to (role: tutor or family), its language and its copies; it carries both tutee_id and tutor_id, because each
-- side's email holds the other side's details, so erasing either person removes it (and its .eml file). The rows go
-- with their match when retention deletes it.
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS match_id integer REFERENCES matches (id) ON DELETE CASCADE;
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS role text CHECK (role IN ('tutor', 'family'));
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS language text;
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS cc_addresses text[] NOT NULL DEFAULT '{}';
-- Set once MAIL_MAX_ATTEMPTS sends have failed: the message is no longer tried, and staff may resend a fresh copy.
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS failed_at timestamptz;
-- The due messages only: sent and failed-for-good rows leave the index the outbox worker polls.
DROP INDEX IF EXISTS email_outbox_due_idx;
CREATE INDEX IF NOT EXISTS email_outbox_pending_idx ON email_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL AND requested_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS email_outbox_match_idx ON email_outbox (match_id) WHERE match_id IS NOT NULL;
-- Whether a family's email bounces (server/src/mail/bouncing.ts): its failed-for-good rows, and whether one was sent
-- to the family after.
CREATE INDEX IF NOT EXISTS email_outbox_failed_tutee_idx ON email_outbox (tutee_id) WHERE failed_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS email_outbox_sent_tutee_idx ON email_outbox (tutee_id, sent_at) WHERE sent_at IS NOT NULL;

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
-- The admin's audit page (GET /api/audit): newest first, by time alone or by action or by staff member.
CREATE INDEX IF NOT EXISTS audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_action_idx ON audit_log (action, created_at DESC);
CREATE INDEX IF NOT EXISTS audit_log_staff_idx ON audit_log (staff_user_id, created_at DESC);
-- Append-only: no statement may change a row that was written (rows are only added, and deleted by retention).
CREATE OR REPLACE FUNCTION audit_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed';
END $$;
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_update();

-- Rate-limit counters (failed sign-ins, public submissions) shared by every server process.
CREATE TABLE IF NOT EXISTS rate_limit (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_reset_idx ON rate_limit (reset_at);

-- Programme overview (GET /api/overview). Its counts are kept by statement triggers, so the page answers from a few
-- hundred rows at a million tutees instead of counting the waiting list at every visit. A statement trigger folds
-- all the rows a statement changed into one upsert per key, in key order.
-- Waiting tutees (active, not matched) by the day they applied (UTC), for the median and longest wait:
CREATE TABLE IF NOT EXISTS waiting_tutee_days (
  day date PRIMARY KEY,
  -- no CHECK (n >= 0): an upsert's proposed row carries the change (-1), and PostgreSQL checks it before the conflict
  n   integer NOT NULL
);
-- and by first-choice subject and grade; tutors with a free place by subject and grade they teach (tutor_offers'
-- rows without a language): the supply gap.
CREATE TABLE IF NOT EXISTS waiting_tutee_needs (
  subject text NOT NULL,
  grade   text NOT NULL,
  n       integer NOT NULL,
  PRIMARY KEY (subject, grade)
);
CREATE TABLE IF NOT EXISTS available_tutor_needs (
  subject text NOT NULL,
  grade   text NOT NULL,
  n       integer NOT NULL,
  PRIMARY KEY (subject, grade)
);

CREATE OR REPLACE FUNCTION waiting_tutees_add(submitted timestamptz[], subjects text[], grades text[], deltas integer[])
  RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO waiting_tutee_days AS w (day, n)
      SELECT (s AT TIME ZONE 'UTC')::date, sum(d)::integer FROM unnest(submitted, deltas) AS c (s, d)
      GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET n = w.n + EXCLUDED.n;
    INSERT INTO waiting_tutee_needs AS w (subject, grade, n)
      SELECT sub, g, sum(d)::integer FROM unnest(subjects, grades, deltas) AS c (sub, g, d)
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (subject, grade) DO UPDATE SET n = w.n + EXCLUDED.n;
  $$;

-- Each event has its own trigger (PostgreSQL allows transition tables on one event only); a branch names only the
-- transition tables its event has.
CREATE OR REPLACE FUNCTION waiting_tutees_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM waiting_tutees_add(array_agg(submitted_at), array_agg(subject_1), array_agg(grade), array_agg(1))
      FROM new_rows WHERE active AND NOT matched;
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM waiting_tutees_add(array_agg(submitted_at), array_agg(subject_1), array_agg(grade), array_agg(-1))
      FROM old_rows WHERE active AND NOT matched;
    ELSE
      PERFORM waiting_tutees_add(array_agg(submitted_at), array_agg(subject_1), array_agg(grade), array_agg(d))
      FROM (SELECT submitted_at, subject_1, grade, 1 AS d FROM new_rows WHERE active AND NOT matched
            UNION ALL
            SELECT submitted_at, subject_1, grade, -1 FROM old_rows WHERE active AND NOT matched) AS c;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER waiting_tutees_on_insert AFTER INSERT ON tutees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_tutees_count();
CREATE OR REPLACE TRIGGER waiting_tutees_on_update AFTER UPDATE ON tutees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_tutees_count();
CREATE OR REPLACE TRIGGER waiting_tutees_on_delete AFTER DELETE ON tutees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_tutees_count();

CREATE OR REPLACE FUNCTION available_tutors_add(subjects text[], grades text[], deltas integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO available_tutor_needs AS a (subject, grade, n)
      SELECT sub, g, sum(d)::integer FROM unnest(subjects, grades, deltas) AS c (sub, g, d)
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (subject, grade) DO UPDATE SET n = a.n + EXCLUDED.n;
  $$;
CREATE OR REPLACE FUNCTION available_tutors_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM available_tutors_add(array_agg(subject), array_agg(grade), array_agg(1)) FROM new_rows WHERE language = '';
    ELSE
      PERFORM available_tutors_add(array_agg(subject), array_agg(grade), array_agg(-1)) FROM old_rows WHERE language = '';
    END IF;
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER available_tutors_on_insert AFTER INSERT ON tutor_offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION available_tutors_count();
CREATE OR REPLACE TRIGGER available_tutors_on_delete AFTER DELETE ON tutor_offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION available_tutors_count();

-- A database from before these counts gets them once; the schema is applied under a lock, and the triggers above
-- hold back concurrent writes to tutees and tutor_offers until it commits, so nothing is counted twice or missed.
INSERT INTO waiting_tutee_days (day, n)
  SELECT (submitted_at AT TIME ZONE 'UTC')::date, count(*) FROM tutees WHERE active AND NOT matched
  AND NOT EXISTS (SELECT 1 FROM waiting_tutee_days) GROUP BY 1;
INSERT INTO waiting_tutee_needs (subject, grade, n)
  SELECT subject_1, grade, count(*) FROM tutees WHERE active AND NOT matched
  AND NOT EXISTS (SELECT 1 FROM waiting_tutee_needs) GROUP BY 1, 2;
INSERT INTO available_tutor_needs (subject, grade, n)
  SELECT subject, grade, count(*) FROM tutor_offers WHERE language = ''
  AND NOT EXISTS (SELECT 1 FROM available_tutor_needs) GROUP BY 1, 2;

-- Matches ended this school year, for the overview.
CREATE INDEX IF NOT EXISTS matches_ended_idx ON matches (ended_at) WHERE ended_at IS NOT NULL;

-- The language each application's form was shown in (a code of common/src/i18n/locales.ts): its emails are written
-- in it. With terms_version and terms_accepted_at, terms_language completes the consent record: the language the
-- terms were shown in (the English text is the binding one). Applications from before languages were English.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS preferred_language text NOT NULL DEFAULT 'en' CHECK (length(preferred_language) BETWEEN 2 AND 20);
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS terms_language text NOT NULL DEFAULT 'en' CHECK (length(terms_language) BETWEEN 2 AND 20);
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS preferred_language text NOT NULL DEFAULT 'en' CHECK (length(preferred_language) BETWEEN 2 AND 20);
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS terms_language text NOT NULL DEFAULT 'en' CHECK (length(terms_language) BETWEEN 2 AND 20);

-- When each application last changed, for the retention policy (server/src/retention). Rows from before the column
-- existed take the time it was added: their real last change is unknown, and counting from submitted_at could delete
-- an application that changed since. An UPDATE that sets updated_at itself keeps its value (tests move time so).
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
      NEW.updated_at := now();
    END IF;
    RETURN NEW;
  END
  $$;
CREATE OR REPLACE TRIGGER tutees_touch_updated_at BEFORE UPDATE ON tutees
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION touch_updated_at();
CREATE OR REPLACE TRIGGER tutors_touch_updated_at BEFORE UPDATE ON tutors
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION touch_updated_at();

-- Matches of erased people (POST /api/tutees/:id/erase, /api/tutors/:id/erase), kept only as counts by the UTC day
-- they started and ended, so the overview's "started/ended this school year" stay right without anyone's id.
CREATE TABLE IF NOT EXISTS anonymous_matches (
  started_on date NOT NULL,
  ended_on   date NOT NULL,
  n          integer NOT NULL CHECK (n > 0),
  PRIMARY KEY (started_on, ended_on)
);

-- When each background job last ran, shared by every server process (the retention job runs once a day in all).
CREATE TABLE IF NOT EXISTS job_runs (
  job         text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);

-- The organisation's own details from the admins' Settings page (server/src/settings): one row, the fields as JSON.
-- A field not saved yet takes its first default from the environment (ORG_NAME, SUPPORT_EMAIL, ...).
CREATE TABLE IF NOT EXISTS organisation_settings (
  id         integer PRIMARY KEY CHECK (id = 1),
  settings   jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Whether the client named the terms version it showed (the consent record). The original client sends no
-- termsVersion although its Terms step shows the terms and requires the box: its applications record the current
-- version with false here. Applications from before the column all stated theirs.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS terms_version_stated boolean NOT NULL DEFAULT true;
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS terms_version_stated boolean NOT NULL DEFAULT true;

-- Proposal runs (POST /api/proposals): who ran the assignment of waiting tutees to tutors' free places, when, and its
-- statistics; one entry per waiting tutee, with the tutor proposed or the reason none was (server/src/proposals).
-- Matches accepted from a run link back to it. Entries hold people's ids, so export, erasure and retention walk them
-- (server/src/personData/references.ts).
CREATE TABLE IF NOT EXISTS proposal_runs (
  id         serial PRIMARY KEY,
  created_by integer REFERENCES staff_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  stats      jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS proposal_entries (
  id              serial PRIMARY KEY,
  run_id          integer NOT NULL REFERENCES proposal_runs (id) ON DELETE CASCADE,
  tutee_id        integer NOT NULL REFERENCES tutees (id),
  tutor_id        integer REFERENCES tutors (id),
  match_group     text CHECK (match_group IN ('A', 'B', 'C', 'D')),
  score           integer,
  reasons         jsonb,
  unplaced_reason text CHECK (unplaced_reason IN ('no_tutor', 'only_former_or_barred', 'tutors_full')),
  CHECK ((tutor_id IS NULL) = (unplaced_reason IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS proposal_entries_run_idx ON proposal_entries (run_id, id);
CREATE INDEX IF NOT EXISTS proposal_entries_tutee_idx ON proposal_entries (tutee_id);
CREATE INDEX IF NOT EXISTS proposal_entries_tutor_idx ON proposal_entries (tutor_id);
ALTER TABLE matches ADD COLUMN IF NOT EXISTS proposal_run_id integer REFERENCES proposal_runs (id);
CREATE INDEX IF NOT EXISTS matches_proposal_run_idx ON matches (proposal_run_id) WHERE proposal_run_id IS NOT NULL;

-- Emailed links (server/src/links): one row per link, holding only the SHA-256 hash of its random token, what it is
-- for, and whom it answers for: a side of a match, or an application (tutee_id or tutor_id). Single use (used_at) and
-- expiring. Deleted with the match or the application, so retention and erasure take them along.
CREATE TABLE IF NOT EXISTS link_token (
  id         bigserial PRIMARY KEY,
  purpose    text NOT NULL,
  token_hash text NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  match_id   integer REFERENCES matches (id) ON DELETE CASCADE,
  side       text CHECK (side IN ('tutee', 'tutor')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
ALTER TABLE link_token ADD COLUMN IF NOT EXISTS tutee_id integer REFERENCES tutees (id) ON DELETE CASCADE;
ALTER TABLE link_token ADD COLUMN IF NOT EXISTS tutor_id integer REFERENCES tutors (id) ON DELETE CASCADE;
-- The first release listed only 'checkin'; the purposes now live in server/src/links/tokens.ts (LINK_PURPOSES).
ALTER TABLE link_token DROP CONSTRAINT IF EXISTS link_token_purpose_check;
CREATE INDEX IF NOT EXISTS link_token_match_idx ON link_token (match_id) WHERE match_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS link_token_tutee_idx ON link_token (tutee_id) WHERE tutee_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS link_token_tutor_idx ON link_token (tutor_id) WHERE tutor_id IS NOT NULL;

-- "Did you meet?" check-ins (server/src/checkins): one per side of a match, queued in the outbox with the match and
-- due CHECKIN_*_BUSINESS_DAYS later. outbox_id is the queued message (null once the outbox row is gone: sent and
-- expired, or cancelled); answer_by is 3 business days after it is due, when an unanswered match counts as no_answer.
-- Deleted with the match (retention, erasure).
CREATE TABLE IF NOT EXISTS match_checkin (
  id           bigserial PRIMARY KEY,
  match_id     integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  side         text NOT NULL CHECK (side IN ('tutee', 'tutor')),
  outbox_id    bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  due_at       timestamptz NOT NULL,
  answer_by    timestamptz NOT NULL,
  cancelled_at timestamptz,
  answer       text CHECK (answer IN ('yes', 'no')),
  answered_at  timestamptz,
  UNIQUE (match_id, side)
);
CREATE INDEX IF NOT EXISTS match_checkin_outbox_idx ON match_checkin (outbox_id) WHERE outbox_id IS NOT NULL;

-- Concerns reported from the "Report a concern" link at the end of a match email (server/src/concerns): what the
-- reporter wrote, how they would like to be contacted, and, once staff close it, what was done. Open concerns are
-- urgent items of Needs attention. Deleted with the match (retention, erasure).
CREATE TABLE IF NOT EXISTS match_concern (
  id          bigserial PRIMARY KEY,
  match_id    integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  side        text NOT NULL CHECK (side IN ('tutee', 'tutor')),
  message     text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  contact     text CHECK (contact IN ('email', 'phone', 'none')),
  reported_at timestamptz NOT NULL DEFAULT now(),
  closed_at   timestamptz,
  closed_by   integer REFERENCES staff_users (id),
  outcome     text CHECK (outcome IN ('resolved', 'safety_or_conduct', 'no_action')),
  close_note  text CHECK (length(close_note) BETWEEN 1 AND 500),
  CHECK ((closed_at IS NULL) = (outcome IS NULL))
);
CREATE INDEX IF NOT EXISTS match_concern_open_idx ON match_concern (reported_at) WHERE closed_at IS NULL;
CREATE INDEX IF NOT EXISTS match_concern_match_idx ON match_concern (match_id);

-- "How did it go?" surveys (server/src/surveys): one per side of an ended match, queued in the outbox with the end;
-- the answer (a rating from 1 to 5 and an optional comment) once given. Deleted with the match (retention, erasure).
CREATE TABLE IF NOT EXISTS match_survey (
  id          bigserial PRIMARY KEY,
  match_id    integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  side        text NOT NULL CHECK (side IN ('tutee', 'tutor')),
  outbox_id   bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  rating      smallint CHECK (rating BETWEEN 1 AND 5),
  comment     text CHECK (length(comment) <= 1000),
  answered_at timestamptz,
  UNIQUE (match_id, side)
);

-- Each application's reference (issue 28), given at submission and quoted in its confirmation email: T- for a family,
-- V- for a volunteer, then 8 characters of common/src/applicationReference.ts. Applications from before keep null:
-- their families were never told a reference, so one made up now would match nothing they hold, and staff find
-- them by name or email as before.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS reference text CHECK (reference ~ '^T-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$');
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS reference text CHECK (reference ~ '^V-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$');
CREATE UNIQUE INDEX IF NOT EXISTS tutees_reference_key ON tutees (reference);
CREATE UNIQUE INDEX IF NOT EXISTS tutors_reference_key ON tutors (reference);

-- How long the tutee of each match waited for it, by the tutee's first subject and grade when it was made: the pair
-- the candidate search matches on (a tutor who teaches subject 1 at the tutee's grade). A new application's expected
-- wait is the median of these over the last 90 days (server/src/registration/repo.ts), read from matches_wait_idx
-- alone. The wait runs from the application, or from the end of the tutee's previous match when it is a re-match.
ALTER TABLE matches ADD COLUMN IF NOT EXISTS wait_subject text;
ALTER TABLE matches ADD COLUMN IF NOT EXISTS wait_grade text;
ALTER TABLE matches ADD COLUMN IF NOT EXISTS waited interval;
CREATE INDEX IF NOT EXISTS matches_wait_idx ON matches (wait_subject, wait_grade, created_at) INCLUDE (waited);
CREATE OR REPLACE FUNCTION match_wait(tutee integer, match_id integer, matched_at timestamptz)
  RETURNS TABLE (subject text, grade text, waited interval)
  LANGUAGE sql STABLE
  AS $$
    SELECT t.subject_1, t.grade,
           matched_at - greatest(t.submitted_at, (SELECT max(p.ended_at) FROM matches p
                                                   WHERE p.tutee_id = t.id AND p.id <> match_id AND p.ended_at <= matched_at))
    FROM tutees t WHERE t.id = tutee
  $$;
CREATE OR REPLACE FUNCTION match_wait_fill() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    SELECT w.subject, w.grade, w.waited INTO NEW.wait_subject, NEW.wait_grade, NEW.waited
    FROM match_wait(NEW.tutee_id, NEW.id, NEW.created_at) w;
    RETURN NEW;
  END
  $$;
CREATE OR REPLACE TRIGGER matches_wait_on_insert BEFORE INSERT ON matches
  FOR EACH ROW EXECUTE FUNCTION match_wait_fill();
-- Matches from before the columns: only the window the estimate reads, found through matches_created_idx.
UPDATE matches m SET (wait_subject, wait_grade, waited) = (SELECT w.subject, w.grade, w.waited FROM match_wait(m.tutee_id, m.id, m.created_at) w)
  WHERE m.created_at >= now() - interval '90 days' AND m.wait_subject IS NULL;

-- "Needs attention" items staff marked handled (POST /api/attention/handled, server/src/attention): the item (kind,
-- match, email for a failed email), who, when and the note. An item arising again after handled_at (a new no, a new
-- failure) shows again. Deleted with the match (retention, erasure); the note may name people, so it goes with it.
CREATE TABLE IF NOT EXISTS attention_handled (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('no_contact', 'no_answer', 'email_failed')),
  match_id   integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  email_id   bigint REFERENCES email_outbox (id) ON DELETE CASCADE,
  staff_id   integer REFERENCES staff_users (id),
  note       text NOT NULL CHECK (length(note) BETWEEN 1 AND 500),
  handled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS attention_handled_match_idx ON attention_handled (match_id, kind);
-- The failed-for-good match emails, for the attention list without a scan of the outbox.
CREATE INDEX IF NOT EXISTS email_outbox_failed_match_idx ON email_outbox (failed_at)
  WHERE failed_at IS NOT NULL AND match_id IS NOT NULL;

-- Confirmed email addresses (issue 28). email_confirm_asked_at: when the confirmation email with its "Confirm your
-- email address" link was queued (null for applications from before, which were never asked and are never flagged);
-- email_confirmed_at: when the applicant pressed the link's button. Retention deletes an application asked and never
-- confirmed after RETAIN_UNCONFIRMED_DAYS (server/src/retention).
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS email_confirm_asked_at timestamptz;
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS email_confirmed_at timestamptz;
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS email_confirm_asked_at timestamptz;
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS email_confirmed_at timestamptz;
-- When the applicant withdrew the application from "Manage my application" (it is deactivated at the same moment).
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz;
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz;
-- A manage link's address, lower case: the applicant session it opens sees the applications of that address only.
-- Goes with the application the link was issued for (ON DELETE CASCADE of tutee_id, tutor_id).
ALTER TABLE link_token ADD COLUMN IF NOT EXISTS address text CHECK (length(address) <= 254);
-- "Manage my application" finds the applications of an address (POST /api/applications/link).
CREATE INDEX IF NOT EXISTS tutees_email_guardian_lower_idx ON tutees (lower(email_guardian));
CREATE INDEX IF NOT EXISTS tutees_email_student_lower_idx ON tutees (lower(email_student));
CREATE INDEX IF NOT EXISTS tutors_email_lower_idx ON tutors (lower(email));
-- Applicant sessions opened by a manage link: 30 minutes, apart from staff sessions (they grant no staff route).
-- Only the hash of the cookie's value is kept.
CREATE TABLE IF NOT EXISTS applicant_session (
  id_hash    text PRIMARY KEY CHECK (length(id_hash) = 64),
  address    text NOT NULL CHECK (length(address) <= 254),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS applicant_session_expires_idx ON applicant_session (expires_at);
-- Reconfirmation rounds (POST /api/reconfirmations, server/src/reconfirmations): one row per person asked "Do you
-- still need a tutor?" / "Are you still available to tutor?". The question and its one reminder are queued in the
-- outbox together (the reminder due RECONFIRM_REMIND_DAYS after asked_at, deleted when the person answers), both
-- with the same link token. Unanswered at expires_at, the tutee is deactivated or the tutor paused (outcome
-- expired); a tutee matched meanwhile is no longer asked (outcome matched). At most one open row per person. Deleted
-- with the person (retention, erasure).
CREATE TABLE IF NOT EXISTS reconfirmation (
  id                 bigserial PRIMARY KEY,
  tutee_id           integer REFERENCES tutees (id) ON DELETE CASCADE,
  tutor_id           integer REFERENCES tutors (id) ON DELETE CASCADE,
  created_by         integer REFERENCES staff_users (id),
  asked_at           timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  question_outbox_id bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  reminder_outbox_id bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  outcome            text CHECK (outcome IN ('yes', 'no', 'expired', 'matched')),
  closed_at          timestamptz,
  CHECK ((tutee_id IS NULL) <> (tutor_id IS NULL)),
  CHECK ((outcome IS NULL) = (closed_at IS NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS reconfirmation_open_tutee_key ON reconfirmation (tutee_id) WHERE closed_at IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS reconfirmation_open_tutor_key ON reconfirmation (tutor_id) WHERE closed_at IS NULL;
CREATE INDEX IF NOT EXISTS reconfirmation_tutee_idx ON reconfirmation (tutee_id) WHERE tutee_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS reconfirmation_tutor_idx ON reconfirmation (tutor_id) WHERE tutor_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS reconfirmation_expiry_idx ON reconfirmation (expires_at) WHERE closed_at IS NULL;
