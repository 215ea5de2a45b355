import { MATCH_GROUPS, type CandidateGroups as Groups, type CandidateRow, type TuteeRecord } from '@tutoring/common';
import { ListHeader } from '../../components/profiles';
import { TUTOR_COLUMNS } from './CandidateCard';
import { CandidateGroupList } from './CandidateGroupList';
import { useRowsShown } from './useRowsShown';

/** `rows` cards shared out in reading order: each group its cards until none are left. */
function shownPerGroup(rows: number, lengths: readonly number[]): number[] {
  return lengths.map((length, index) => {
    const before = lengths.slice(0, index).reduce((sum, earlier) => sum + earlier, 0);
    return Math.max(0, Math.min(length, rows - before));
  });
}

interface CandidateGroupsProps {
  tutee: TuteeRecord;
  /** the server's answer */
  candidates: Groups;
  /** each group's tutors after the language filter */
  listed: Groups;
  filtered: boolean;
  onCompleteMatch: (tutor: CandidateRow) => void;
  onDoNotPair: (tutor: CandidateRow) => void;
}

/**
 * Groups A-D, each with its heading at once; their cards come in reading order, a screenful in the first frame and
 * the rest after it is painted (useRowsShown), so the page shows the best candidates without waiting for all 400.
 */
export function CandidateGroups({
  tutee,
  candidates,
  listed,
  filtered,
  onCompleteMatch,
  onDoNotPair,
}: CandidateGroupsProps) {
  const lengths = MATCH_GROUPS.map((group) => listed[group].length);
  const rows = useRowsShown(
    lengths.reduce((sum, length) => sum + length, 0),
    candidates,
  );
  const shown = shownPerGroup(rows, lengths);
  return (
    <>
      <ListHeader columns={TUTOR_COLUMNS} />
      {MATCH_GROUPS.map((group, index) => (
        <CandidateGroupList
          key={group}
          group={group}
          tutee={tutee}
          tutors={listed[group]}
          total={candidates[group].length}
          filtered={filtered}
          shown={shown[index]}
          onCompleteMatch={onCompleteMatch}
          onDoNotPair={onDoNotPair}
        />
      ))}
    </>
  );
}
