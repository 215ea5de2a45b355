import type { Queryable } from '../db/db.js';
import type { MatchSide } from './tokens.js';

/** The form language of one side of a match: the language its link's page and emails speak. */
export async function matchSideLanguage(db: Queryable, subject: MatchSide): Promise<string> {
  const { rows } = await db.query<{ language: string }>(
    subject.side === 'tutee'
      ? 'SELECT t.preferred_language AS language FROM matches m JOIN tutees t ON t.id = m.tutee_id WHERE m.id = $1'
      : 'SELECT r.preferred_language AS language FROM matches m JOIN tutors r ON r.id = m.tutor_id WHERE m.id = $1',
    [subject.matchId],
  );
  return rows[0]?.language ?? 'en';
}
