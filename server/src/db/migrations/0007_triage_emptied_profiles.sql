-- Migration 0007: a tutor's offers going recount only the triage profiles whose best count they emptied. The profiles
-- to recount were found by reading every profile (a sequential scan of 117,000 rows at 1,000,000 tutees, about 13 ms
-- of each tutor filling its last place, 57 ms when the table is not cached); the decrement that empties them now names
-- them. Every transaction recounts the profiles it emptied before it commits, so none is left at a count of 0 with a
-- group.

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
