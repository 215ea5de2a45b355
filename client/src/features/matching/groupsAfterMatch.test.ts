import { describe, expect, it } from 'vitest';
import { MATCH_CANDIDATE_LIMIT, type CandidateGroups } from '@tutoring/common';
import { candidateRow } from '../../test/candidateRow';
import { groupsAfterMatch } from './groupsAfterMatch';

const DANA = candidateRow({ id: 21, free_places: 2 });
const OMAR = candidateRow({ id: 22 });
const BEA = candidateRow({ id: 23 });
const GROUPS: CandidateGroups = { A: [DANA, OMAR], B: [BEA], C: [], D: [BEA, DANA] };

describe('candidate groups after a match', () => {
  it('shows the matched tutor with the free places the match left, in the same place', () => {
    expect(groupsAfterMatch(GROUPS, 21, 1)).toEqual({
      groups: { A: [{ ...DANA, free_places: 1 }, OMAR], B: [BEA], C: [], D: [BEA, { ...DANA, free_places: 1 }] },
      short: false,
    });
  });

  it('leaves out a tutor the match filled, and keeps the other groups as they were', () => {
    const after = groupsAfterMatch(GROUPS, 21, 0);
    expect(after).toEqual({ groups: { A: [OMAR], B: [BEA], C: [], D: [BEA] }, short: false });
    expect(after.groups.B).toBe(GROUPS.B);
  });

  it('changes nothing for a tutor not among the candidates', () => {
    expect(groupsAfterMatch(GROUPS, 99, 0)).toEqual({ groups: GROUPS, short: false });
  });

  it('says a group cut at the limit is short once the filled tutor leaves it', () => {
    const full = Array.from({ length: MATCH_CANDIDATE_LIMIT }, (_, i) => candidateRow({ id: 100 + i }));
    const groups: CandidateGroups = { A: [], B: [], C: full, D: [] };
    expect(groupsAfterMatch(groups, 150, 0).short).toBe(true);
    expect(groupsAfterMatch(groups, 150, 0).groups.C).toHaveLength(MATCH_CANDIDATE_LIMIT - 1);
    expect(groupsAfterMatch(groups, 150, 1).short).toBe(false);
    expect(groupsAfterMatch(groups, 99, 0).short).toBe(false);
  });
});
