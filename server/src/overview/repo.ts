import type { ProgrammeOverview } from '@tutoring/common';
import { CONTACT_STATUS_AGGREGATE } from '../checkins/index.js';
import type { Queryable } from '../db/db.js';

/**
 * The whole overview in one query. Waiting tutees are read from the counts the triggers keep (database.sql,
 * "Programme overview"): a few thousand day rows and a few hundred subject-and-grade rows, whatever the list's size.
 * The median wait is the wait of the middle tutee: counting from the newest day, the first day that reaches half.
 * Matches of erased people count from anonymous_matches, by the UTC day they started and ended; the follow-up figures
 * (check-ins, surveys) are of the matches still held, their check-ins grouped in one pass (asked match by match, the
 * year's 2,900 matches took 44 ms of the page's 58 at the benchmark's standard sizes).
 */
const OVERVIEW = `
  WITH waiting_days AS (SELECT day, n FROM waiting_tutee_days WHERE n > 0),
  today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS d),
  year_start AS (SELECT $1::date::timestamp AT TIME ZONE 'UTC' AS t),
  total AS (SELECT coalesce(sum(n), 0)::integer AS n FROM waiting_days),
  median_day AS (
    SELECT day FROM (SELECT day, sum(n) OVER (ORDER BY day DESC) AS reached FROM waiting_days) AS c
    WHERE c.reached * 2 >= (SELECT n FROM total)
    ORDER BY day DESC LIMIT 1
  )
  SELECT json_build_object(
    'schoolYearStart', $1::date,
    'pending', json_build_object(
      'tutees', (SELECT n FROM total),
      'tutors', (SELECT count(*) FROM tutors WHERE active AND current_matches < capacity)),
    'matches', json_build_object(
      'current', (SELECT count(*) FROM matches WHERE ended_at IS NULL),
      'startedThisYear', (SELECT count(*) FROM matches WHERE created_at >= (SELECT t FROM year_start))
        + (SELECT coalesce(sum(n), 0) FROM anonymous_matches WHERE started_on >= $1::date),
      'endedThisYear', (SELECT count(*) FROM matches WHERE ended_at >= (SELECT t FROM year_start))
        + (SELECT coalesce(sum(n), 0) FROM anonymous_matches WHERE ended_on >= $1::date)),
    'wait', json_build_object(
      'medianDays', (SELECT (SELECT d FROM today) - day FROM median_day),
      'longestDays', (SELECT (SELECT d FROM today) - min(day) FROM waiting_days)),
    'supplyGap', coalesce((
      SELECT json_agg(json_build_object('subject', w.subject, 'grade', w.grade, 'waitingTutees', w.n, 'availableTutors', coalesce(a.n, 0))
                      ORDER BY w.n - coalesce(a.n, 0) DESC, w.n DESC, w.subject, w.grade)
      FROM waiting_tutee_needs w LEFT JOIN available_tutor_needs a USING (subject, grade)
      WHERE w.n > 0), '[]'::json),
    'followUp', (
      SELECT json_build_object(
        'matches', count(*),
        'metShare', round(avg((y.status = 'met')::int), 3),
        'noContactShare', round(avg((y.status = 'no_contact')::int), 3),
        'medianDaysToContact', round((percentile_cont(0.5) WITHIN GROUP (ORDER BY y.days_to_yes))::numeric, 1),
        'averageRating', (SELECT round(avg(rating), 1) FROM match_survey
          WHERE answered_at >= (SELECT t FROM year_start)),
        'ratings', (SELECT count(*) FROM match_survey WHERE answered_at >= (SELECT t FROM year_start)))
      FROM (
        SELECT ${CONTACT_STATUS_AGGREGATE} AS status,
          extract(epoch FROM min(c.answered_at) FILTER (WHERE c.answer = 'yes') - m.created_at) / 86400 AS days_to_yes
        FROM matches m
          LEFT JOIN match_checkin c ON c.match_id = m.id
          LEFT JOIN email_outbox e ON e.id = c.outbox_id
        WHERE m.created_at >= (SELECT t FROM year_start)
        GROUP BY m.id
      ) AS y)
  )::text AS overview`;

export async function readOverview(db: Queryable, schoolYearStart: string): Promise<ProgrammeOverview> {
  const { rows } = await db.query<{ overview: string }>(OVERVIEW, [schoolYearStart]);
  return JSON.parse(rows[0]?.overview ?? 'null') as ProgrammeOverview;
}
