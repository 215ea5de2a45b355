import { useMemo, useState } from 'react';
import { MATCH_CANDIDATE_LIMIT, type CandidateRow, type MatchGroup, type TuteeRecord } from '@tutoring/common';
import { CandidateCard } from './CandidateCard';
import { matchedSubjects } from './candidates';
import { matchMessages as m } from './messages';

interface CandidateGroupListProps {
  group: MatchGroup;
  tutee: TuteeRecord;
  /** the group's tutors after the language filter */
  tutors: readonly CandidateRow[];
  /** how many the server answered before filtering */
  total: number;
  filtered: boolean;
  /** how many of `tutors` have their card yet (the page adds the rest after it is painted); all by default */
  shown?: number;
  onCompleteMatch: (tutor: CandidateRow) => void;
  onDoNotPair: (tutor: CandidateRow) => void;
}

/** One candidate group: its heading, then a card per tutor saying why it is there, or a sentence saying it is empty. */
export function CandidateGroupList({
  group,
  tutee,
  tutors,
  total,
  filtered,
  shown = tutors.length,
  onCompleteMatch,
  onDoNotPair,
}: CandidateGroupListProps) {
  const headingId = `candidate-group-${group}`;
  const subjects = useMemo(() => matchedSubjects(tutee, group), [tutee, group]);
  // Once per group list, so the cards added later count the waits to the same day and the ones there stay as they are.
  const [now] = useState(() => new Date());
  return (
    <section className="candidate-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="candidate-group-title">
        {m.group(group)} <span className="candidate-group-hint">{m.groupHint[group]}</span>
      </h3>
      {tutors.length === 0 ? (
        <p className="empty-note">{filtered && total > 0 ? m.emptyFilteredGroup(group) : m.emptyGroup(group)}</p>
      ) : (
        shown > 0 && (
          <ul className="card-list">
            {tutors.slice(0, shown).map((tutor) => (
              <li key={tutor.id}>
                <CandidateCard
                  tutor={tutor}
                  tutee={tutee}
                  group={group}
                  subjects={subjects}
                  now={now}
                  onCompleteMatch={onCompleteMatch}
                  onDoNotPair={onDoNotPair}
                />
              </li>
            ))}
          </ul>
        )
      )}
      {total >= MATCH_CANDIDATE_LIMIT && shown >= tutors.length && (
        <p className="text-secondary small">{m.limitNote(MATCH_CANDIDATE_LIMIT)}</p>
      )}
    </section>
  );
}
