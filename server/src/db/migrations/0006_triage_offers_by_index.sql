-- Migration 0006: a tutor's offers coming or going recount the triage profiles through their index. tutor_offers keeps
-- its subject and grade in the "C" collation, the triage tables in the database's default, and a comparison of the two
-- takes "C": the profiles' and waiting tutees' indexes (default collation) could not serve it, so each tutor filling
-- its last place or becoming available read all the profiles (117,000 at 1,000,000 tutees: 25 of the 34 ms of that
-- update, 11 s for 500 tutors at once). Comparing in the default collation lets them (1.5 ms; 3 s for 500).

CREATE OR REPLACE FUNCTION triage_offers_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    subjects text[];
    grades text[];
    tutor_ids integer[];
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
