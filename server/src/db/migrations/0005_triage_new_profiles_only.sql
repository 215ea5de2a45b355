-- Migration 0005: a tutee joining the waiting list with a profile (first subject, grade, second and third subject)
-- that triage_profiles already holds no longer recounts that profile's best group. The tutor-side triggers keep
-- existing profiles exact, and the insert below kept them (ON CONFLICT DO NOTHING) after computing them all the same:
-- each recount reads every available tutor at the subject and grade, so a batch of 5,000 tutees at 100,000 tutors
-- read millions of offers for nothing.

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
