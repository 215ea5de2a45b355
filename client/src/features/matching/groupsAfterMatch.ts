import { MATCH_CANDIDATE_LIMIT, MATCH_GROUPS, type CandidateGroups } from '@tutoring/common';

/** The next tutee's candidate groups as the match just made leaves them, and whether they may be short of a row. */
export interface GroupsAfterMatch {
  groups: CandidateGroups;
  /** a group cut at MATCH_CANDIDATE_LIMIT lost the tutor, so a new read would fill its last row with another */
  short: boolean;
}

/**
 * Candidate groups read while a match with `tutorId` was being made (before or after it was saved), as they stand once
 * it is: the tutor's free places as the match left them, and the tutor gone when none are left. The match changes
 * nothing else a candidate row shows, nor any tutor's rank.
 */
export function groupsAfterMatch(groups: CandidateGroups, tutorId: number, freePlaces: number): GroupsAfterMatch {
  let short = false;
  const after = Object.fromEntries(
    MATCH_GROUPS.map((group) => {
      const rows = groups[group];
      if (!rows.some((row) => row.id === tutorId)) return [group, rows];
      if (freePlaces > 0)
        return [group, rows.map((row) => (row.id === tutorId ? { ...row, free_places: freePlaces } : row))];
      if (rows.length >= MATCH_CANDIDATE_LIMIT) short = true;
      return [group, rows.filter((row) => row.id !== tutorId)];
    }),
  ) as CandidateGroups;
  return { groups: after, short };
}
