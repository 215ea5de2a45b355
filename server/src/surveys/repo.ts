import type { SurveyResult } from '@tutoring/common';
import { isoTimestamp } from '../records/tuteeRecord.js';

/**
 * The column that lists a match's survey answers with the match (m): one JSON array per row, read through
 * match_survey's (match_id, side) index in the same statement, so the records list costs no query per match.
 */
export const MATCH_SURVEYS_COLUMN = `(SELECT coalesce(json_agg(json_build_object(
    'side', s.side, 'rating', s.rating, 'comment', s.comment, 'answered_at', s.answered_at) ORDER BY s.side), '[]'::json)
  FROM match_survey s WHERE s.match_id = m.id AND s.answered_at IS NOT NULL) AS surveys`;

interface SurveyJson {
  side: 'tutee' | 'tutor';
  rating: number;
  comment: string | null;
  answered_at: string;
}

/** The column's value: parsed by the driver (json), or text where a driver leaves it so. */
export function parseSurveys(value: unknown): SurveyResult[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as SurveyJson[];
  return list.map((answer) => ({ ...answer, answered_at: isoTimestamp(answer.answered_at) }));
}
