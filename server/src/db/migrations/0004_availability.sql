-- Migration 0004: structured availability ("When can you meet?", common/src/availability.ts). The slots an applicant
-- ticked on the weekday x time-of-day grid, as keys; empty when not answered (every application from before). The
-- candidate rows carry the tutor's slots, and the candidate search ranks tutors free at one of the tutee's times first
-- within their language tier.
ALTER TABLE tutees ADD COLUMN IF NOT EXISTS availability text[] NOT NULL DEFAULT '{}';
ALTER TABLE tutors ADD COLUMN IF NOT EXISTS availability text[] NOT NULL DEFAULT '{}';

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

-- Each tutor's stored rows now carry the new column and the candidate row its slots.
UPDATE tutor_json j SET candidate_json = candidate_json(r), row_json = to_json(r)::text FROM tutors r WHERE r.id = j.tutor_id;

-- A new parameter is a new function: the old one goes.
DROP FUNCTION IF EXISTS candidate_ranking(text, text, text, text, integer, text[], text, text[], boolean[], boolean[], integer);
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
