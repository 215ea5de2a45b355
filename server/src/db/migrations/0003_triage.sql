-- Migration 0003: triage of the Pending Tutees list (docs/adr/0006-triage-counts.md).
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
            FROM tutees t WHERE t.id = ANY (ids) AND t.active AND NOT t.matched) k,
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
-- again. Tutees who exclude someone at a changed subject and grade, or exclude a changed tutor, are counted one by one.
CREATE OR REPLACE FUNCTION triage_offers_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    subjects text[];
    grades text[];
    tutor_ids integer[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(subject), array_agg(grade), array_agg(DISTINCT tutor_id) INTO subjects, grades, tutor_ids
        FROM new_rows WHERE language = '';
      IF tutor_ids IS NULL THEN RETURN NULL; END IF;
      WITH per AS (
        SELECT p.subject_1, p.grade, p.subject_2, p.subject_3, p.best_rank AS old_rank,
               triage_rank(c.subject_bits, p.second_bit, p.third_bit) AS r, count(*)::integer AS n
        FROM new_rows c JOIN triage_profiles p ON p.subject_1 = c.subject AND p.grade = c.grade
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
      SELECT array_agg(subject), array_agg(grade), array_agg(DISTINCT tutor_id) INTO subjects, grades, tutor_ids
        FROM old_rows WHERE language = '';
      IF tutor_ids IS NULL THEN RETURN NULL; END IF;
      WITH per AS (
        SELECT p.subject_1, p.grade, p.subject_2, p.subject_3, count(*)::integer AS n
        FROM old_rows c JOIN triage_profiles p ON p.subject_1 = c.subject AND p.grade = c.grade
        WHERE c.language = '' AND triage_rank(c.subject_bits, p.second_bit, p.third_bit) = p.best_rank
        GROUP BY 1, 2, 3, 4
      )
      UPDATE triage_profiles p SET best_count = p.best_count - x.n FROM per x
      WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3) = (x.subject_1, x.grade, x.subject_2, x.subject_3);
      WITH emptied AS (
        SELECT p.subject_1, p.grade, p.subject_2, p.subject_3, b.best_rank, b.best_count
        FROM triage_profiles p, triage_profile_best(p.subject_1, p.grade, p.second_bit, p.third_bit) b
        WHERE p.best_count = 0 AND p.best_rank < 4
          AND (p.subject_1, p.grade) IN (SELECT * FROM unnest(subjects, grades))
      ), changed AS (
        UPDATE triage_profiles p SET best_rank = e.best_rank, best_count = e.best_count FROM emptied e
        WHERE (p.subject_1, p.grade, p.subject_2, p.subject_3) = (e.subject_1, e.grade, e.subject_2, e.subject_3)
        RETURNING p.subject_1, p.grade, p.subject_2, p.subject_3, p.best_rank
      )
      UPDATE tutee_triage tt SET best_rank = c.best_rank FROM changed c
      WHERE tt.excluded = 0
        AND (tt.subject_1, tt.grade, tt.subject_2, tt.subject_3) = (c.subject_1, c.grade, c.subject_2, c.subject_3);
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
