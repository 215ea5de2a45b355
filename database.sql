-- The whole current schema, for readers and for `psql -f database.sql` on an empty database. The server does not
-- read this file: it applies the numbered migrations of server/src/db/migrations at start (docs/development.md), and
-- server/src/db/schema.test.ts fails when this file and the migrations make different schemas. A schema change is a
-- new migration file and the same change made here.
-- Runs unchanged on PostgreSQL 15 and on PGlite (embedded PostgreSQL).
-- Catalogue keys (subjects, grades, languages) are validated by the shared schemas in common/;
-- the database keeps them as text arrays, and the candidate search reads them through tutor_offers (below).

-- Trigram indexes make the staff search ("contains", case-insensitive) an index lookup at a million rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE staff_users (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE CHECK (length(username) BETWEEN 1 AND 100),
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- no default: every new account states its role
  role          text NOT NULL CHECK (role IN ('admin', 'coordinator')),
  -- A deactivated account cannot sign in and its sessions are gone; the row stays, as matches and audit rows name it.
  active        boolean NOT NULL DEFAULT true,
  -- Set by an admin's one-time password (new account or reset): staff calls answer 403 until the owner changes it.
  must_change_password boolean NOT NULL DEFAULT false,
  last_signed_in_at    timestamptz,
  -- When a one-time password stops signing in (ONE_TIME_PASSWORD_HOURS after an admin set it); null once the owner
  -- chose their own.
  one_time_password_expires_at timestamptz
);

-- Usernames are kept normalised: NFKC, then lower case (normalizeUsername in common/src/username.ts), so 'RACİ',
-- 'Raci' and a full-width 'ｒａｃｉ' are one account. The unique index on the same expression refuses a second account
-- that differs only in such forms.
CREATE UNIQUE INDEX staff_users_username_normalized ON staff_users (lower(normalize(username, NFKC)));

-- Failed sign-ins per username from all addresses together, or per browser that signed in before
-- (server/src/auth/usernameThrottle.ts): the key is an HMAC of the normalised username under a key derived from the
-- session secret (server/src/auth/signInKeys.ts), so a password typed into the username field is not kept readable.
CREATE TABLE login_throttle (
  username_key text PRIMARY KEY,
  failures     integer NOT NULL,
  last_at      timestamptz NOT NULL
);

-- A staff member's authenticator app (TOTP, server/src/auth/mfa): the secret encrypted under a key derived from the
-- session secret (secretBox.ts), so a copy of the database alone cannot compute codes. Unconfirmed until the first
-- right code; last_step is the time step of the last code accepted, so a code works once.
CREATE TABLE staff_totp (
  staff_user_id integer PRIMARY KEY REFERENCES staff_users (id) ON DELETE CASCADE,
  secret_box    text NOT NULL,
  confirmed_at  timestamptz,
  last_step     bigint,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A staff member's passkeys (WebAuthn, server/src/auth/mfa/passkeys.ts): the credential's public key (not a secret),
-- its signature counter, and the name its owner gave it.
CREATE TABLE staff_passkeys (
  credential_id text PRIMARY KEY,
  staff_user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  public_key    text NOT NULL,
  counter       bigint NOT NULL DEFAULT 0,
  transports    text[] NOT NULL DEFAULT '{}',
  name          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE INDEX staff_passkeys_staff_user_id ON staff_passkeys (staff_user_id);

-- Single-use recovery codes, kept only as HMACs under a key derived from the session secret; used_at set on use.
CREATE TABLE staff_recovery_codes (
  staff_user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  code_hash     text NOT NULL,
  used_at       timestamptz,
  PRIMARY KEY (staff_user_id, code_hash)
);

-- First-run setup (no staff account yet): a random nonce; the setup code printed at start is an HMAC of it under
-- the session secret, so every process on one database prints the same code, and reading the database alone does
-- not give it. Deleted when the first account is created, so a code works once.
CREATE TABLE setup_code (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  nonce      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- express-session store (same shape as connect-pg-simple's table)
CREATE TABLE session (
  sid    varchar PRIMARY KEY,
  sess   json NOT NULL,
  expire timestamptz NOT NULL,
  -- A session's last request as the store last wrote it (server/src/auth/sessionStore.ts: with the idle deadline, so
  -- up to a minute behind), for the staff member's own list of sessions.
  last_active_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_expire_idx ON session (expire);

CREATE TABLE tutees (
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
  CHECK (email_guardian IS NOT NULL OR email_student IS NOT NULL),
  -- Reconfirmation (server/src/reconfirmations): when the person last said by an emailed link that they still need a tutor.
  last_confirmed_at timestamptz,
  -- Why a tutee is deactivated when a reconfirmation did it (null when staff did); cleared when staff activate it.
  inactive_reason   text CHECK (inactive_reason IN ('answered_no', 'did_not_confirm')),
  -- The language the form was shown in (a code of common/src/i18n/locales.ts): its emails are written in it. With
  -- terms_version and terms_accepted_at, terms_language completes the consent record: the language the terms were
  -- shown in (the English text is the binding one).
  preferred_language text NOT NULL DEFAULT 'en' CHECK (length(preferred_language) BETWEEN 2 AND 20),
  terms_language    text NOT NULL DEFAULT 'en' CHECK (length(terms_language) BETWEEN 2 AND 20),
  -- When the application last changed, for the retention policy (server/src/retention); kept by touch_updated_at.
  updated_at        timestamptz NOT NULL DEFAULT now(),
  -- Whether the client named the terms version it showed (the consent record). The original client sends no
  -- termsVersion although its Terms step shows the terms and requires the box: its applications record the current
  -- version with false here.
  terms_version_stated boolean NOT NULL DEFAULT true,
  -- The application's reference, given at submission and quoted in its confirmation email (T- then 8 characters of
  -- common/src/applicationReference.ts); null for applications from before references, which were never told one.
  reference         text CHECK (reference ~ '^T-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$'),
  -- Confirmed email address: when the confirmation email with its "Confirm your email address" link was queued (null
  -- for applications from before, never asked and never flagged), and when the applicant pressed its button.
  -- Retention deletes an application asked and never confirmed after RETAIN_UNCONFIRMED_DAYS (server/src/retention).
  email_confirm_asked_at timestamptz,
  email_confirmed_at     timestamptz,
  -- When the applicant withdrew the application from "Manage my application" (deactivated at the same moment).
  withdrawn_at      timestamptz,
  -- Guardian consent (GUARDIAN_CONSENT_BELOW_GRADE; server/src/applications/guardianConsent.ts): a student who applies
  -- alone below that grade names a guardian, who is emailed a 'guardian_consent' link. Asked: when that email was
  -- queued (null: no consent needed); consented: when the guardian pressed the link's button. Asked and not
  -- consented, the tutee cannot be matched and proposals skip it.
  guardian_consent_asked_at timestamptz,
  guardian_consented_at     timestamptz,
  -- The slots ticked on the form's weekday x time-of-day grid ("When can you meet?", common/src/availability.ts), as
  -- keys ('tue_evening') in the grid's order; empty when not answered. The candidate search and proposals read it.
  availability      text[] NOT NULL DEFAULT '{}'
);
-- Staff lists: pending (active, unmatched) and deactivated, oldest first, paged.
CREATE INDEX tutees_pending_idx ON tutees (submitted_at, id) WHERE active AND NOT matched;
CREATE INDEX tutees_inactive_idx ON tutees (submitted_at, id) WHERE NOT active;
-- Staff search: the expression must stay identical to searchText in server/src/tutees/repo.ts.
CREATE INDEX tutees_search_idx ON tutees USING gin (
  (lower(first_name || ' ' || last_name || ' ' || coalesce(email_guardian, '') || ' ' || coalesce(email_student, '') || ' ' || school)) gin_trgm_ops);

CREATE TABLE tutors (
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
  idempotency_key   uuid UNIQUE,
  -- Reconfirmation (server/src/reconfirmations): when the person last said by an emailed link that they are still available.
  last_confirmed_at timestamptz,
  -- A tutor who said no, or did not answer in time, is paused: kept active, but offered to no one (tutor_offers_of
  -- below) until staff resume them. paused_reason says why.
  paused_at         timestamptz,
  paused_reason     text CHECK (paused_reason IN ('answered_no', 'did_not_confirm')),
  -- The language the form was shown in (a code of common/src/i18n/locales.ts): its emails are written in it. With
  -- terms_version and terms_accepted_at, terms_language completes the consent record: the language the terms were
  -- shown in (the English text is the binding one).
  preferred_language text NOT NULL DEFAULT 'en' CHECK (length(preferred_language) BETWEEN 2 AND 20),
  terms_language    text NOT NULL DEFAULT 'en' CHECK (length(terms_language) BETWEEN 2 AND 20),
  -- When the application last changed, for the retention policy (server/src/retention); kept by touch_updated_at.
  updated_at        timestamptz NOT NULL DEFAULT now(),
  -- Whether the client named the terms version it showed (the consent record). The original client sends no
  -- termsVersion although its Terms step shows the terms and requires the box: its applications record the current
  -- version with false here.
  terms_version_stated boolean NOT NULL DEFAULT true,
  -- The application's reference, given at submission and quoted in its confirmation email (V- then 8 characters of
  -- common/src/applicationReference.ts); null for applications from before references, which were never told one.
  reference         text CHECK (reference ~ '^V-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$'),
  -- Confirmed email address: when the confirmation email with its "Confirm your email address" link was queued (null
  -- for applications from before, never asked and never flagged), and when the applicant pressed its button.
  -- Retention deletes an application asked and never confirmed after RETAIN_UNCONFIRMED_DAYS (server/src/retention).
  email_confirm_asked_at timestamptz,
  email_confirmed_at     timestamptz,
  -- When the applicant withdrew the application from "Manage my application" (deactivated at the same moment).
  withdrawn_at      timestamptz,
  -- The slots ticked on the form's weekday x time-of-day grid ("When can you meet?", common/src/availability.ts), as
  -- keys ('tue_evening') in the grid's order; empty when not answered. The candidate search and proposals read it.
  availability      text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX tutors_pending_idx ON tutors (submitted_at, id) WHERE active AND current_matches < capacity;
CREATE INDEX tutors_inactive_idx ON tutors (submitted_at, id) WHERE NOT active;
-- Staff search: the expression must stay identical to searchText in server/src/tutors/repo.ts.
CREATE INDEX tutors_search_idx ON tutors USING gin (
  (lower(first_name || ' ' || last_name || ' ' || email || ' ' || school)) gin_trgm_ops);

-- A fixed number for each subject (the student form's fixed codes), so the candidate search tests "teaches the
-- second subject" with one AND on an integer instead of a search through a text array. Never renumber a subject:
-- tutor_offers stores bit masks built from these. server/src/matches/subjectCodes.test.ts checks the list against
-- common/src/catalog.ts.
CREATE TABLE subject_codes (
  key  text PRIMARY KEY,
  code smallint NOT NULL UNIQUE CHECK (code BETWEEN 0 AND 62),
  -- the special subjects: from Precalculus/Trigonometry (13) onward, as the original flags them
  special boolean GENERATED ALWAYS AS (code >= 13) STORED
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
  ('act_prep', 41);

-- The bit mask (1 << code) of the given subjects; keys outside the catalogue add nothing.
CREATE FUNCTION subject_bits(keys text[]) RETURNS bigint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(bit_or(1::bigint << c.code), 0) FROM subject_codes c WHERE c.key = ANY (keys) $$;

-- What a tutee and a tutor must share to speak the same language: a catalogue language, or the same "other"
-- language written in any case.
CREATE FUNCTION spoken_language_keys(catalogue_languages text[], other_language text) RETURNS text[]
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
CREATE TABLE tutor_offers (
  tutor_id     integer NOT NULL,
  subject      text COLLATE "C" NOT NULL,
  grade        text COLLATE "C" NOT NULL,
  language     text COLLATE "C" NOT NULL,
  submitted_at timestamptz NOT NULL,
  subject_bits bigint NOT NULL
);
CREATE INDEX tutor_offers_search_idx ON tutor_offers (subject, grade, language, submitted_at, tutor_id)
  INCLUDE (subject_bits);
CREATE INDEX tutor_offers_tutor_idx ON tutor_offers (tutor_id);

-- The tutor's rows in tutor_offers: none unless the tutor can take a tutee now.
CREATE FUNCTION tutor_offers_of(r tutors) RETURNS SETOF tutor_offers
  LANGUAGE sql STABLE
  AS $$
    SELECT DISTINCT r.id, s, g, l, r.submitted_at, b.bits
    FROM (SELECT subject_bits(r.subjects) AS bits) b, unnest(r.subjects) AS s, unnest(r.grade_levels) AS g,
         unnest(ARRAY[''] || spoken_language_keys(r.languages, r.language_other)) AS l
    WHERE r.active AND r.current_matches < r.capacity AND r.paused_at IS NULL
  $$;

CREATE FUNCTION tutor_offers_sync() RETURNS trigger
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
CREATE TRIGGER tutor_offers_on_insert_or_delete AFTER INSERT OR DELETE ON tutors
  FOR EACH ROW EXECUTE FUNCTION tutor_offers_sync();
-- Only changes that alter the tutor's rows: one more match below capacity leaves them as they are.
CREATE TRIGGER tutor_offers_on_update AFTER UPDATE ON tutors
  FOR EACH ROW
  WHEN ((OLD.active AND OLD.current_matches < OLD.capacity AND OLD.paused_at IS NULL)
       IS DISTINCT FROM (NEW.active AND NEW.current_matches < NEW.capacity AND NEW.paused_at IS NULL)
    OR (OLD.submitted_at, OLD.subjects, OLD.grade_levels, OLD.languages, OLD.language_other)
       IS DISTINCT FROM (NEW.submitted_at, NEW.subjects, NEW.grade_levels, NEW.languages, NEW.language_other))
  EXECUTE FUNCTION tutor_offers_sync();

-- Each tutor's row as JSON text, rewritten by the trigger below with every change of the row, for the candidate
-- search to answer as it is: PostgreSQL 15 spent about 10 microseconds building the JSON of each tutor at each search,
-- 1 ms of a group's 100 and 4 ms of the four groups' 400 (docs/benchmarks.md). Beside it, what the match page shows of
-- the tutor as a candidate (candidate_json, below): building those 400 rows at each search took a third of the match
-- page's database time, and reading and writing them again the server as much.
CREATE TABLE tutor_json (
  tutor_id integer PRIMARY KEY REFERENCES tutors (id) ON DELETE CASCADE,
  row_json text NOT NULL,
  candidate_json text
);

-- The catalogue's languages in its order (common/src/catalog.ts; server/src/matches/subjectCodes.test.ts checks
-- both lists).
CREATE TABLE language_codes (
  key  text PRIMARY KEY,
  code smallint NOT NULL UNIQUE
);
INSERT INTO language_codes (key, code) VALUES
  ('spanish', 1), ('somali', 2), ('arabic', 3), ('chinese', 4), ('tagalog', 5), ('french', 6), ('vietnamese', 7),
  ('hmong', 8);

-- A candidate row of the match page (CandidateRow, common/src/schemas/candidates.ts) as compact JSON: special subjects
-- and languages in catalogue order, the timestamp as JavaScript's toISOString writes it.
CREATE FUNCTION candidate_json(r tutors) RETURNS text
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

CREATE FUNCTION tutor_json_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO tutor_json (tutor_id, row_json, candidate_json) VALUES (NEW.id, to_json(NEW)::text, candidate_json(NEW))
    ON CONFLICT (tutor_id) DO UPDATE SET row_json = EXCLUDED.row_json, candidate_json = EXCLUDED.candidate_json;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER tutor_json_on_write AFTER INSERT OR UPDATE ON tutors
  FOR EACH ROW EXECUTE FUNCTION tutor_json_sync();

-- Proposal runs (POST /api/proposals): who ran the assignment of waiting tutees to tutors' free places, when, and its
-- statistics; its entries are in proposal_entries (below).
CREATE TABLE proposal_runs (
  id         serial PRIMARY KEY,
  created_by integer REFERENCES staff_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  stats      jsonb NOT NULL
);

CREATE TABLE matches (
  id         serial PRIMARY KEY,
  tutee_id   integer NOT NULL REFERENCES tutees (id),
  tutor_id   integer NOT NULL REFERENCES tutors (id),
  created_by integer REFERENCES staff_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- set when a match ends; a tutee has at most one current (unended) match
  ended_at   timestamptz,
  -- How a match ended (POST /api/matches/:match_id/end). The reasons are END_REASONS in common/src/matchEnd.ts.
  end_reason text
    CHECK (end_reason IN ('finished', 'tutee_no_longer_needs', 'tutor_unavailable', 'no_contact', 'safety_concern', 'other')),
  end_note   text CHECK (length(end_note) <= 500),
  ended_by   integer REFERENCES staff_users (id),
  -- the proposal run the match was accepted from
  proposal_run_id integer REFERENCES proposal_runs (id),
  -- How long the tutee waited for this match, by the tutee's first subject and grade when it was made (match_wait,
  -- below): the pair the candidate search matches on. A new application's expected wait is the median of these over
  -- the last 90 days (server/src/registration/repo.ts), read from matches_wait_idx alone. The wait runs from the
  -- application, or from the end of the tutee's previous match when it is a re-match.
  wait_subject text,
  wait_grade   text,
  waited       interval
);
CREATE UNIQUE INDEX matches_one_current_per_tutee ON matches (tutee_id) WHERE ended_at IS NULL;
CREATE INDEX matches_tutor_idx ON matches (tutor_id);
CREATE INDEX matches_created_idx ON matches (created_at DESC, id DESC);
-- "Never matched to this tutee before": one index probe per candidate search instead of a scan of all matches.
CREATE INDEX matches_tutee_tutor_idx ON matches (tutee_id, tutor_id);

-- Tutors staff have barred from a tutee (POST /api/tutees/:id/do-not-pair, or a match ended for a safety concern):
-- never offered to that tutee, like the tutee's former tutors.
CREATE TABLE do_not_pair (
  tutee_id   integer NOT NULL REFERENCES tutees (id),
  tutor_id   integer NOT NULL REFERENCES tutors (id),
  reason     text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by integer REFERENCES staff_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tutee_id, tutor_id)
);
CREATE INDEX do_not_pair_tutor_idx ON do_not_pair (tutor_id);

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
CREATE FUNCTION candidate_ranking(
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
CREATE TABLE email_outbox (
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
  last_error      text,
  -- A match email (Confirm Match with "Send these emails from the app") names the match, who it went to (role: tutor
  -- or family), its language and its copies; it carries both tutee_id and tutor_id, because each side's email holds
  -- the other side's details, so erasing either person removes it (and its .eml file). The rows go with their match
  -- when retention deletes it.
  match_id        integer REFERENCES matches (id) ON DELETE CASCADE,
  role            text CHECK (role IN ('tutor', 'family')),
  language        text,
  cc_addresses    text[] NOT NULL DEFAULT '{}',
  -- Set once MAIL_MAX_ATTEMPTS sends have failed: the message is no longer tried, and staff may resend a fresh copy.
  failed_at       timestamptz
);
-- The due messages only: sent and failed-for-good rows leave the index the outbox worker polls.
CREATE INDEX email_outbox_pending_idx ON email_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL AND requested_at IS NOT NULL;
CREATE INDEX email_outbox_match_idx ON email_outbox (match_id) WHERE match_id IS NOT NULL;
-- Whether a family's email bounces (server/src/mail/bouncing.ts): its failed-for-good rows, and whether one was sent
-- to the family after.
CREATE INDEX email_outbox_failed_tutee_idx ON email_outbox (tutee_id) WHERE failed_at IS NOT NULL;
CREATE INDEX email_outbox_sent_tutee_idx ON email_outbox (tutee_id, sent_at) WHERE sent_at IS NOT NULL;

CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  staff_user_id integer REFERENCES staff_users (id),
  action        text NOT NULL,
  entity        text NOT NULL,
  entity_id     integer,
  details       jsonb NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
-- The admin's audit page (GET /api/audit): newest first, by time alone or by action or by staff member.
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_user_id, created_at DESC);
-- Append-only: no statement may change a row that was written (rows are only added, and deleted by retention).
CREATE FUNCTION audit_log_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_update();

-- Rate-limit counters (failed sign-ins, public submissions) shared by every server process.
CREATE TABLE rate_limit (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_reset_idx ON rate_limit (reset_at);

-- Programme overview (GET /api/overview). Its counts are kept by statement triggers, so the page answers from a few
-- hundred rows at a million tutees instead of counting the waiting list at every visit. A statement trigger folds
-- all the rows a statement changed into one upsert per key, in key order.
-- Waiting tutees (active, not matched) by the day they applied (UTC), for the median and longest wait:
CREATE TABLE waiting_tutee_days (
  day date PRIMARY KEY,
  -- no CHECK (n >= 0): an upsert's proposed row carries the change (-1), and PostgreSQL checks it before the conflict
  n   integer NOT NULL
);
-- and by first-choice subject and grade; tutors with a free place by subject and grade they teach (tutor_offers'
-- rows without a language): the supply gap.
CREATE TABLE waiting_tutee_needs (
  subject text NOT NULL,
  grade   text NOT NULL,
  n       integer NOT NULL,
  PRIMARY KEY (subject, grade)
);
CREATE TABLE available_tutor_needs (
  subject text NOT NULL,
  grade   text NOT NULL,
  n       integer NOT NULL,
  PRIMARY KEY (subject, grade)
);

CREATE FUNCTION waiting_tutees_add(submitted timestamptz[], subjects text[], grades text[], deltas integer[])
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
CREATE FUNCTION waiting_tutees_count() RETURNS trigger
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
CREATE TRIGGER waiting_tutees_on_insert AFTER INSERT ON tutees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_tutees_count();
CREATE TRIGGER waiting_tutees_on_update AFTER UPDATE ON tutees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_tutees_count();
CREATE TRIGGER waiting_tutees_on_delete AFTER DELETE ON tutees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_tutees_count();

CREATE FUNCTION available_tutors_add(subjects text[], grades text[], deltas integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO available_tutor_needs AS a (subject, grade, n)
      SELECT sub, g, sum(d)::integer FROM unnest(subjects, grades, deltas) AS c (sub, g, d)
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (subject, grade) DO UPDATE SET n = a.n + EXCLUDED.n;
  $$;
CREATE FUNCTION available_tutors_count() RETURNS trigger
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
CREATE TRIGGER available_tutors_on_insert AFTER INSERT ON tutor_offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION available_tutors_count();
CREATE TRIGGER available_tutors_on_delete AFTER DELETE ON tutor_offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION available_tutors_count();

-- Matches ended this school year, for the overview.
CREATE INDEX matches_ended_idx ON matches (ended_at) WHERE ended_at IS NOT NULL;

-- updated_at of tutees and tutors: an UPDATE that sets updated_at itself keeps its value (tests move time so).
CREATE FUNCTION touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
      NEW.updated_at := now();
    END IF;
    RETURN NEW;
  END
  $$;
CREATE TRIGGER tutees_touch_updated_at BEFORE UPDATE ON tutees
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER tutors_touch_updated_at BEFORE UPDATE ON tutors
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION touch_updated_at();

-- Matches of erased people (POST /api/tutees/:id/erase, /api/tutors/:id/erase), kept only as counts by the UTC day
-- they started and ended, so the overview's "started/ended this school year" stay right without anyone's id.
CREATE TABLE anonymous_matches (
  started_on date NOT NULL,
  ended_on   date NOT NULL,
  n          integer NOT NULL CHECK (n > 0),
  PRIMARY KEY (started_on, ended_on)
);

-- When each background job last ran, shared by every server process (the retention job runs once a day in all).
CREATE TABLE job_runs (
  job         text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);

-- The organisation's own details from the admins' Settings page (server/src/settings): one row, the fields as JSON.
-- A field not saved yet takes its first default from the environment (ORG_NAME, SUPPORT_EMAIL, ...).
CREATE TABLE organisation_settings (
  id         integer PRIMARY KEY CHECK (id = 1),
  settings   jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A proposal run's entries (server/src/proposals): one per waiting tutee, with the tutor proposed or the reason none
-- was. Matches accepted from a run link back to it (matches.proposal_run_id). Entries hold people's ids, so export,
-- erasure and retention walk them (server/src/personData/references.ts).
CREATE TABLE proposal_entries (
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
CREATE INDEX proposal_entries_run_idx ON proposal_entries (run_id, id);
CREATE INDEX proposal_entries_tutee_idx ON proposal_entries (tutee_id);
CREATE INDEX proposal_entries_tutor_idx ON proposal_entries (tutor_id);
CREATE INDEX matches_proposal_run_idx ON matches (proposal_run_id) WHERE proposal_run_id IS NOT NULL;

-- Emailed links (server/src/links): one row per link, holding only the SHA-256 hash of its random token, what it is
-- for (LINK_PURPOSES of server/src/links/tokens.ts), and whom it answers for: a side of a match, or an application
-- (tutee_id or tutor_id). Single use (used_at) and expiring. Deleted with the match or the application, so retention and erasure take them along.
CREATE TABLE link_token (
  id         bigserial PRIMARY KEY,
  purpose    text NOT NULL,
  token_hash text NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  match_id   integer REFERENCES matches (id) ON DELETE CASCADE,
  side       text CHECK (side IN ('tutee', 'tutor')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  tutee_id   integer REFERENCES tutees (id) ON DELETE CASCADE,
  tutor_id   integer REFERENCES tutors (id) ON DELETE CASCADE,
  -- A manage link's address, lower case: the applicant session it opens sees the applications of that address only.
  address    text CHECK (length(address) <= 254)
);
CREATE INDEX link_token_match_idx ON link_token (match_id) WHERE match_id IS NOT NULL;
CREATE INDEX link_token_tutee_idx ON link_token (tutee_id) WHERE tutee_id IS NOT NULL;
CREATE INDEX link_token_tutor_idx ON link_token (tutor_id) WHERE tutor_id IS NOT NULL;

-- "Did you meet?" check-ins (server/src/checkins): one per side of a match, queued in the outbox with the match and
-- due CHECKIN_*_BUSINESS_DAYS later. outbox_id is the queued message (null once the outbox row is gone: sent and
-- expired, or cancelled); answer_by is 3 business days after it is due, when an unanswered match counts as no_answer.
-- Deleted with the match (retention, erasure).
CREATE TABLE match_checkin (
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
CREATE INDEX match_checkin_outbox_idx ON match_checkin (outbox_id) WHERE outbox_id IS NOT NULL;

-- Concerns reported from the "Report a concern" link at the end of a match email (server/src/concerns): what the
-- reporter wrote, how they would like to be contacted, and, once staff close it, what was done. Open concerns are
-- urgent items of Needs attention. Deleted with the match (retention, erasure).
CREATE TABLE match_concern (
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
CREATE INDEX match_concern_open_idx ON match_concern (reported_at) WHERE closed_at IS NULL;
CREATE INDEX match_concern_match_idx ON match_concern (match_id);

-- "How did it go?" surveys (server/src/surveys): one per side of an ended match, queued in the outbox with the end;
-- the answer (a rating from 1 to 5 and an optional comment) once given. Deleted with the match (retention, erasure).
CREATE TABLE match_survey (
  id          bigserial PRIMARY KEY,
  match_id    integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  side        text NOT NULL CHECK (side IN ('tutee', 'tutor')),
  outbox_id   bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  rating      smallint CHECK (rating BETWEEN 1 AND 5),
  comment     text CHECK (length(comment) <= 1000),
  answered_at timestamptz,
  UNIQUE (match_id, side)
);

-- Each application's reference is unique.
CREATE UNIQUE INDEX tutees_reference_key ON tutees (reference);
CREATE UNIQUE INDEX tutors_reference_key ON tutors (reference);

-- How long the tutee of each match waited for it (matches.wait_subject, wait_grade, waited), filled at insert.
CREATE INDEX matches_wait_idx ON matches (wait_subject, wait_grade, created_at) INCLUDE (waited);
CREATE FUNCTION match_wait(tutee integer, match_id integer, matched_at timestamptz)
  RETURNS TABLE (subject text, grade text, waited interval)
  LANGUAGE sql STABLE
  AS $$
    SELECT t.subject_1, t.grade,
           matched_at - greatest(t.submitted_at, (SELECT max(p.ended_at) FROM matches p
                                                   WHERE p.tutee_id = t.id AND p.id <> match_id AND p.ended_at <= matched_at))
    FROM tutees t WHERE t.id = tutee
  $$;
CREATE FUNCTION match_wait_fill() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    SELECT w.subject, w.grade, w.waited INTO NEW.wait_subject, NEW.wait_grade, NEW.waited
    FROM match_wait(NEW.tutee_id, NEW.id, NEW.created_at) w;
    RETURN NEW;
  END
  $$;
CREATE TRIGGER matches_wait_on_insert BEFORE INSERT ON matches
  FOR EACH ROW EXECUTE FUNCTION match_wait_fill();

-- "Needs attention" items staff marked handled (POST /api/attention/handled, server/src/attention): the item (kind,
-- match, email for a failed email), who, when and the note. An item arising again after handled_at (a new no, a new
-- failure) shows again. Deleted with the match (retention, erasure); the note may name people, so it goes with it.
CREATE TABLE attention_handled (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('no_contact', 'no_answer', 'email_failed')),
  match_id   integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  email_id   bigint REFERENCES email_outbox (id) ON DELETE CASCADE,
  staff_id   integer REFERENCES staff_users (id),
  note       text NOT NULL CHECK (length(note) BETWEEN 1 AND 500),
  handled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attention_handled_match_idx ON attention_handled (match_id, kind);
-- The failed-for-good match emails, for the attention list without a scan of the outbox.
CREATE INDEX email_outbox_failed_match_idx ON email_outbox (failed_at)
  WHERE failed_at IS NOT NULL AND match_id IS NOT NULL;

-- "Manage my application" finds the applications of an address (POST /api/applications/link).
CREATE INDEX tutees_email_guardian_lower_idx ON tutees (lower(email_guardian));
CREATE INDEX tutees_email_student_lower_idx ON tutees (lower(email_student));
CREATE INDEX tutors_email_lower_idx ON tutors (lower(email));
-- Applicant sessions opened by a manage link: 30 minutes, apart from staff sessions (they grant no staff route).
-- Only the hash of the cookie's value is kept.
CREATE TABLE applicant_session (
  id_hash    text PRIMARY KEY CHECK (length(id_hash) = 64),
  address    text NOT NULL CHECK (length(address) <= 254),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX applicant_session_expires_idx ON applicant_session (expires_at);
-- Reconfirmation rounds (POST /api/reconfirmations, server/src/reconfirmations): one row per person asked "Do you
-- still need a tutor?" / "Are you still available to tutor?". The question and its one reminder are queued in the
-- outbox together (the reminder due RECONFIRM_REMIND_DAYS after asked_at, deleted when the person answers), both
-- with the same link token. Unanswered at expires_at, the tutee is deactivated or the tutor paused (outcome
-- expired); a tutee matched meanwhile is no longer asked (outcome matched). At most one open row per person. Deleted
-- with the person (retention, erasure).
CREATE TABLE reconfirmation (
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
CREATE UNIQUE INDEX reconfirmation_open_tutee_key ON reconfirmation (tutee_id) WHERE closed_at IS NULL;
CREATE UNIQUE INDEX reconfirmation_open_tutor_key ON reconfirmation (tutor_id) WHERE closed_at IS NULL;
CREATE INDEX reconfirmation_tutee_idx ON reconfirmation (tutee_id) WHERE tutee_id IS NOT NULL;
CREATE INDEX reconfirmation_tutor_idx ON reconfirmation (tutor_id) WHERE tutor_id IS NOT NULL;
CREATE INDEX reconfirmation_expiry_idx ON reconfirmation (expires_at) WHERE closed_at IS NULL;

-- ===== Triage of the Pending Tutees list (issue 26; docs/adr/0006-triage-counts.md) =====
-- Each waiting tutee's best candidate group and its number of candidates, exact at any moment, without ranking
-- tutors at each read. A tutee's candidates are those of the match page: available tutors (tutor_offers' rows
-- without a language) who teach its first subject at its grade, less its former and do-not-pair tutors.
-- * triage_profiles: per profile (first subject, grade, second and third subject) that a waiting tutee has, the best
--   group any available tutor gives it (0-3 for A-D, 4 for none) and how many tutors give it that group. A tutor's
--   change updates only the profiles it gives a group at least as good as their best, so the work stays small.
-- * tutee_triage: one row per waiting tutee: its profile, how many of the available tutors at its first subject and
--   grade it excludes (former or do-not-pair), and its best group (the profile's, unless it excludes someone).
--   candidate_count is available_tutor_needs.n less excluded, read with the page.
-- Every write to both tables holds the available_tutor_needs row of the (subject, grade) concerned, which the tutor
-- side's count trigger already locks: a tutee and a tutor changing at once are taken one after the other.
CREATE TABLE IF NOT EXISTS triage_profiles (
  subject_1  text NOT NULL,
  grade      text NOT NULL,
  subject_2  text NOT NULL,
  subject_3  text NOT NULL,
  second_bit bigint NOT NULL,
  third_bit  bigint NOT NULL,
  best_rank  smallint NOT NULL,
  best_count integer NOT NULL,
  PRIMARY KEY (subject_1, grade, subject_2, subject_3)
);
CREATE TABLE IF NOT EXISTS tutee_triage (
  tutee_id     integer PRIMARY KEY REFERENCES tutees (id) ON DELETE CASCADE,
  submitted_at timestamptz NOT NULL,
  subject_1    text NOT NULL,
  grade        text NOT NULL,
  subject_2    text NOT NULL,
  subject_3    text NOT NULL,
  excluded     integer NOT NULL,
  best_rank    smallint NOT NULL
);
-- The list sorted or filtered by best group, oldest first within a group; a profile's tutees; those who exclude someone.
CREATE INDEX IF NOT EXISTS tutee_triage_rank_idx ON tutee_triage (best_rank, submitted_at, tutee_id);
CREATE INDEX IF NOT EXISTS tutee_triage_profile_idx ON tutee_triage (subject_1, grade, subject_2, subject_3);
CREATE INDEX IF NOT EXISTS tutee_triage_excluded_idx ON tutee_triage (subject_1, grade) WHERE excluded > 0;
-- The staff search finds a tutee's own "other" language by name as fast as a name.
CREATE INDEX IF NOT EXISTS tutees_language_other_search_idx ON tutees USING gin (lower(coalesce(language_other, '')) gin_trgm_ops);

-- The candidate group (0-3 for A-D) a tutor teaching `bits` gives a tutee whose second and third subjects are these.
CREATE OR REPLACE FUNCTION triage_rank(bits bigint, second_bit bigint, third_bit bigint) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((bits & second_bit = 0)::int * 2 + (bits & third_bit = 0)::int)::smallint $$;

CREATE OR REPLACE FUNCTION triage_subject_bit(key text) RETURNS bigint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce((SELECT 1::bigint << c.code FROM subject_codes c WHERE c.key = triage_subject_bit.key), 0) $$;

-- A profile's best group and its number of tutors, counted from tutor_offers.
CREATE OR REPLACE FUNCTION triage_profile_best(s1 text, g text, b2 bigint, b3 bigint,
  OUT best_rank smallint, OUT best_count integer)
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(min(x.r), 4)::smallint, count(*) FILTER (WHERE x.r = x.lowest)::integer
    FROM (SELECT triage_rank(o.subject_bits, b2, b3) AS r, min(triage_rank(o.subject_bits, b2, b3)) OVER () AS lowest
          FROM tutor_offers o WHERE o.subject = s1 AND o.grade = g AND o.language = '') x
  $$;

-- One waiting tutee's excluded count and best group: the profile's best unless an excluded tutor is available at its
-- first subject and grade, then counted from tutor_offers without the excluded tutors.
CREATE OR REPLACE FUNCTION triage_tutee_best(tutee integer, s1 text, g text, b2 bigint, b3 bigint, profile_rank smallint,
  OUT excluded integer, OUT best_rank smallint)
  LANGUAGE plpgsql STABLE
  AS $$
  DECLARE
    barred integer[] := ARRAY(SELECT m.tutor_id FROM matches m WHERE m.tutee_id = tutee
                              UNION SELECT d.tutor_id FROM do_not_pair d WHERE d.tutee_id = tutee);
  BEGIN
    excluded := 0;
    best_rank := profile_rank;
    IF cardinality(barred) = 0 THEN
      RETURN;
    END IF;
    SELECT count(*) INTO excluded FROM tutor_offers o
      WHERE o.tutor_id = ANY (barred) AND o.subject = s1 AND o.grade = g AND o.language = '';
    IF excluded > 0 THEN
      SELECT coalesce(min(triage_rank(o.subject_bits, b2, b3)), 4) INTO best_rank FROM tutor_offers o
        WHERE o.subject = s1 AND o.grade = g AND o.language = '' AND o.tutor_id <> ALL (barred);
    END IF;
  END
  $$;

-- Takes the available_tutor_needs rows of these (subject, grade) pairs, in key order, creating missing ones at 0.
CREATE OR REPLACE FUNCTION triage_lock(subjects text[], grades text[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO available_tutor_needs AS a (subject, grade, n)
      SELECT DISTINCT s, g, 0 FROM unnest(subjects, grades) AS k (s, g) ORDER BY 1, 2
    ON CONFLICT (subject, grade) DO UPDATE SET n = a.n;
  $$;

-- Recounts the given waiting tutees (their profile's row created if new), under the lock of their subject and grade.
CREATE OR REPLACE FUNCTION triage_refresh_tutees(ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM triage_lock(array_agg(t.subject_1), array_agg(t.grade)) FROM tutees t
      WHERE t.id = ANY (ids) AND t.active AND NOT t.matched HAVING count(*) > 0;
    INSERT INTO triage_profiles (subject_1, grade, subject_2, subject_3, second_bit, third_bit, best_rank, best_count)
      SELECT k.subject_1, k.grade, k.subject_2, k.subject_3, k.b2, k.b3, b.best_rank, b.best_count
      FROM (SELECT DISTINCT t.subject_1, t.grade, t.subject_2, t.subject_3,
                   triage_subject_bit(t.subject_2) AS b2, triage_subject_bit(t.subject_3) AS b3
            FROM tutees t WHERE t.id = ANY (ids) AND t.active AND NOT t.matched
              AND NOT EXISTS (SELECT 1 FROM triage_profiles p WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3)
                                = (t.subject_1, t.grade, t.subject_2, t.subject_3))) k,
           triage_profile_best(k.subject_1, k.grade, k.b2, k.b3) b
      ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING;
    INSERT INTO tutee_triage AS tt (tutee_id, submitted_at, subject_1, grade, subject_2, subject_3, excluded, best_rank)
      SELECT t.id, t.submitted_at, t.subject_1, t.grade, t.subject_2, t.subject_3, b.excluded, b.best_rank
      FROM tutees t
      JOIN triage_profiles p ON (p.subject_1, p.grade, p.subject_2, p.subject_3) = (t.subject_1, t.grade, t.subject_2, t.subject_3),
      triage_tutee_best(t.id, t.subject_1, t.grade, p.second_bit, p.third_bit, p.best_rank) b
      WHERE t.id = ANY (ids) AND t.active AND NOT t.matched
      ORDER BY t.id
    ON CONFLICT (tutee_id) DO UPDATE SET submitted_at = EXCLUDED.submitted_at, subject_1 = EXCLUDED.subject_1,
      grade = EXCLUDED.grade, subject_2 = EXCLUDED.subject_2, subject_3 = EXCLUDED.subject_3,
      excluded = EXCLUDED.excluded, best_rank = EXCLUDED.best_rank;
    DELETE FROM tutee_triage tt WHERE tt.tutee_id = ANY (ids)
      AND NOT EXISTS (SELECT 1 FROM tutees t WHERE t.id = tt.tutee_id AND t.active AND NOT t.matched);
  END
  $$;

-- Tutees entering or leaving the waiting list, or changing subject, grade or application time while on it.
CREATE OR REPLACE FUNCTION triage_tutees_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM triage_refresh_tutees(array_agg(id)) FROM new_rows WHERE active AND NOT matched HAVING count(*) > 0;
    ELSIF TG_OP = 'DELETE' THEN
      DELETE FROM tutee_triage WHERE tutee_id IN (SELECT id FROM old_rows);
    ELSE
      PERFORM triage_refresh_tutees(array_agg(n.id)) FROM new_rows n JOIN old_rows o USING (id)
        WHERE (o.active AND NOT o.matched) IS DISTINCT FROM (n.active AND NOT n.matched)
           OR (n.active AND NOT n.matched AND (o.subject_1, o.subject_2, o.subject_3, o.grade, o.submitted_at)
               IS DISTINCT FROM (n.subject_1, n.subject_2, n.subject_3, n.grade, n.submitted_at))
        HAVING count(*) > 0;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER triage_tutees_on_insert AFTER INSERT ON tutees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_tutees_changed();
CREATE OR REPLACE TRIGGER triage_tutees_on_update AFTER UPDATE ON tutees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_tutees_changed();
CREATE OR REPLACE TRIGGER triage_tutees_on_delete AFTER DELETE ON tutees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_tutees_changed();

-- A match or do-not-pair row added or removed changes whom a tutee excludes.
CREATE OR REPLACE FUNCTION triage_exclusions_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM triage_refresh_tutees(array_agg(DISTINCT tutee_id)) FROM new_rows HAVING count(*) > 0;
    ELSE
      PERFORM triage_refresh_tutees(array_agg(DISTINCT tutee_id)) FROM old_rows HAVING count(*) > 0;
    END IF;
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER triage_matches_on_insert AFTER INSERT ON matches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_exclusions_changed();
CREATE OR REPLACE TRIGGER triage_matches_on_delete AFTER DELETE ON matches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_exclusions_changed();
CREATE OR REPLACE TRIGGER triage_do_not_pair_on_insert AFTER INSERT ON do_not_pair
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_exclusions_changed();
CREATE OR REPLACE TRIGGER triage_do_not_pair_on_delete AFTER DELETE ON do_not_pair
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_exclusions_changed();

-- A tutor's rows in tutor_offers came or went (fires after available_tutors_count, which holds their subject-and-grade
-- rows). Added rows can only improve a profile's best group; removed ones can only empty it, and then it is counted
-- again (only the profiles the removal emptied). Tutees who exclude someone at a changed subject and grade, or exclude a changed tutor, are counted one by one.
CREATE OR REPLACE FUNCTION triage_offers_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    subjects text[];
    grades text[];
    tutor_ids integer[];
    -- the profiles whose best count a tutor's offers going emptied: first subject, grade, second and third subject
    emptied_1 text[];
    emptied_grades text[];
    emptied_2 text[];
    emptied_3 text[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(subject COLLATE "default"), array_agg(grade COLLATE "default"), array_agg(DISTINCT tutor_id)
        INTO subjects, grades, tutor_ids
        FROM new_rows WHERE language = '';
      IF tutor_ids IS NULL THEN RETURN NULL; END IF;
      WITH per AS (
        SELECT p.subject_1, p.grade, p.subject_2, p.subject_3, p.best_rank AS old_rank,
               triage_rank(c.subject_bits, p.second_bit, p.third_bit) AS r, count(*)::integer AS n
        FROM new_rows c JOIN triage_profiles p
          ON p.subject_1 = c.subject COLLATE "default" AND p.grade = c.grade COLLATE "default"
        WHERE c.language = ''
        GROUP BY 1, 2, 3, 4, 5, 6
      ), best AS (
        SELECT DISTINCT ON (subject_1, grade, subject_2, subject_3) * FROM per
        WHERE r <= old_rank ORDER BY subject_1, grade, subject_2, subject_3, r
      ), changed AS (
        UPDATE triage_profiles p
        SET best_rank = b.r, best_count = CASE WHEN b.r = b.old_rank THEN p.best_count + b.n ELSE b.n END
        FROM best b
        WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3) = (b.subject_1, b.grade, b.subject_2, b.subject_3)
        RETURNING p.subject_1, p.grade, p.subject_2, p.subject_3, p.best_rank, b.old_rank
      )
      UPDATE tutee_triage tt SET best_rank = c.best_rank FROM changed c
      WHERE c.best_rank <> c.old_rank AND tt.excluded = 0
        AND (tt.subject_1, tt.grade, tt.subject_2, tt.subject_3) = (c.subject_1, c.grade, c.subject_2, c.subject_3);
    ELSE
      SELECT array_agg(subject COLLATE "default"), array_agg(grade COLLATE "default"), array_agg(DISTINCT tutor_id)
        INTO subjects, grades, tutor_ids
        FROM old_rows WHERE language = '';
      IF tutor_ids IS NULL THEN RETURN NULL; END IF;
      WITH per AS (
        SELECT p.subject_1, p.grade, p.subject_2, p.subject_3, count(*)::integer AS n
        FROM old_rows c JOIN triage_profiles p
          ON p.subject_1 = c.subject COLLATE "default" AND p.grade = c.grade COLLATE "default"
        WHERE c.language = '' AND triage_rank(c.subject_bits, p.second_bit, p.third_bit) = p.best_rank
        GROUP BY 1, 2, 3, 4
      ), counted AS (
        UPDATE triage_profiles p SET best_count = p.best_count - x.n FROM per x
        WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3) = (x.subject_1, x.grade, x.subject_2, x.subject_3)
        RETURNING p.subject_1, p.grade, p.subject_2, p.subject_3, p.best_count
      )
      SELECT array_agg(subject_1), array_agg(grade), array_agg(subject_2), array_agg(subject_3)
        INTO emptied_1, emptied_grades, emptied_2, emptied_3
        FROM counted WHERE best_count = 0;
      IF emptied_1 IS NOT NULL THEN
        WITH emptied AS (
          SELECT p.subject_1, p.grade, p.subject_2, p.subject_3, b.best_rank, b.best_count
          FROM unnest(emptied_1, emptied_grades, emptied_2, emptied_3) AS k (s1, g, s2, s3)
          JOIN triage_profiles p ON (p.subject_1, p.grade, p.subject_2, p.subject_3) = (k.s1, k.g, k.s2, k.s3),
          LATERAL triage_profile_best(p.subject_1, p.grade, p.second_bit, p.third_bit) b
        ), changed AS (
          UPDATE triage_profiles p SET best_rank = e.best_rank, best_count = e.best_count FROM emptied e
          WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3) = (e.subject_1, e.grade, e.subject_2, e.subject_3)
          RETURNING p.subject_1, p.grade, p.subject_2, p.subject_3, p.best_rank
        )
        UPDATE tutee_triage tt SET best_rank = c.best_rank FROM changed c
        WHERE tt.excluded = 0
          AND (tt.subject_1, tt.grade, tt.subject_2, tt.subject_3) = (c.subject_1, c.grade, c.subject_2, c.subject_3);
      END IF;
    END IF;
    UPDATE tutee_triage tt SET (excluded, best_rank) = (
        SELECT b.excluded, b.best_rank FROM triage_profiles p,
               triage_tutee_best(tt.tutee_id, tt.subject_1, tt.grade, p.second_bit, p.third_bit, p.best_rank) b
        WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3) = (tt.subject_1, tt.grade, tt.subject_2, tt.subject_3))
    FROM (SELECT x.tutee_id FROM tutee_triage x JOIN unnest(subjects, grades) AS k (s, g) ON x.subject_1 = k.s AND x.grade = k.g
          WHERE x.excluded > 0
          UNION SELECT m.tutee_id FROM matches m WHERE m.tutor_id = ANY (tutor_ids)
          UNION SELECT d.tutee_id FROM do_not_pair d WHERE d.tutor_id = ANY (tutor_ids)) r
    WHERE tt.tutee_id = r.tutee_id AND (tt.subject_1, tt.grade) IN (SELECT * FROM unnest(subjects, grades));
    RETURN NULL;
  END
  $$;
CREATE OR REPLACE TRIGGER triage_offers_on_insert AFTER INSERT ON tutor_offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_offers_changed();
CREATE OR REPLACE TRIGGER triage_offers_on_delete AFTER DELETE ON tutor_offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION triage_offers_changed();

-- A database from before triage gets its rows once (under the schema lock, as the overview's counts above).
SELECT triage_refresh_tutees(array_agg(t.id)) FROM tutees t
  WHERE t.active AND NOT t.matched AND NOT EXISTS (SELECT 1 FROM tutee_triage) HAVING count(*) > 0;
-- ===== end of triage =====

-- The migrations this schema holds: a server started on a database made from this file applies only later ones.
CREATE TABLE schema_migrations (
  version    integer PRIMARY KEY,
  name       text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO schema_migrations (version, name) VALUES
  (1, 'initial'),
  (2, 'guardian_consent'),
  (3, 'triage'),
  (4, 'availability'),
  (5, 'triage_new_profiles_only'),
  (6, 'triage_offers_by_index'),
  (7, 'triage_emptied_profiles');
