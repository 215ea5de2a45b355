import { Button } from 'reactstrap';
import {
  formatDate,
  MATCH_CANDIDATE_LIMIT,
  type CandidateRow,
  type MatchGroup,
  type TuteeRecord,
} from '@tutoring/common';
import {
  ExpandableCard,
  LanguageFlag,
  PillList,
  SpecialFlag,
  SubjectPill,
  type ListColumn,
} from '../../components/profiles';
import { staffLanguageNames } from '../../i18n/staffNames';
import { CandidateProfile } from './CandidateProfile';
import { candidateReasons } from './candidateReasons';
import { matchedSubjects } from './candidates';
import { matchMessages as m } from './messages';

export const TUTOR_COLUMNS: readonly ListColumn[] = [
  { label: m.tutorColumns.name, width: 2 },
  { label: m.tutorColumns.submitted, width: 2 },
  { label: m.tutorColumns.matchedSubjects, width: 3 },
  { label: m.tutorColumns.flags, width: 2 },
  { label: m.tutorColumns.action, width: 2 },
];

interface CandidateGroupListProps {
  group: MatchGroup;
  tutee: TuteeRecord;
  /** the group's tutors after the language filter */
  tutors: readonly CandidateRow[];
  /** how many the server answered before filtering */
  total: number;
  filtered: boolean;
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
  onCompleteMatch,
  onDoNotPair,
}: CandidateGroupListProps) {
  const headingId = `candidate-group-${group}`;
  const subjects = matchedSubjects(tutee, group);
  const now = new Date();
  return (
    <section className="candidate-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="candidate-group-title">
        {m.group(group)} <span className="candidate-group-hint">{m.groupHint[group]}</span>
      </h3>
      {tutors.length === 0 ? (
        <p className="empty-note">{filtered && total > 0 ? m.emptyFilteredGroup(group) : m.emptyGroup(group)}</p>
      ) : (
        <ul className="card-list">
          {tutors.map((tutor) => (
            <li key={tutor.id}>
              <ExpandableCard
                columns={TUTOR_COLUMNS}
                note={
                  <p className="candidate-reasons mb-0">
                    <span className="visually-hidden">{m.reasons.label}: </span>
                    {candidateReasons(tutee, tutor, group, now).join(' · ')}
                  </p>
                }
                cells={[
                  `${tutor.tutor_first_name} ${tutor.tutor_last_name}`,
                  formatDate(tutor.tutor_submission_timestamp),
                  <PillList
                    key="subjects"
                    items={subjects.map((key) => (
                      <SubjectPill key={key} subjectKey={key} />
                    ))}
                  />,
                  <span key="flags" className="flag-cell">
                    <SpecialFlag subjectKeys={tutor.special_subjects} />
                    <LanguageFlag languages={staffLanguageNames(tutor.languages, tutor.language_other)} />
                  </span>,
                  <span key="action" className="candidate-actions">
                    <Button
                      type="button"
                      color="primary"
                      size="sm"
                      aria-label={m.completeMatchWith(`${tutor.tutor_first_name} ${tutor.tutor_last_name}`)}
                      onClick={() => onCompleteMatch(tutor)}
                    >
                      {m.completeMatch}
                    </Button>
                    <Button
                      type="button"
                      color="secondary"
                      outline
                      size="sm"
                      aria-label={m.doNotPairWith(`${tutor.tutor_first_name} ${tutor.tutor_last_name}`)}
                      onClick={() => onDoNotPair(tutor)}
                    >
                      {m.doNotPair}
                    </Button>
                  </span>,
                ]}
              >
                <CandidateProfile tutorId={tutor.id} />
              </ExpandableCard>
            </li>
          ))}
        </ul>
      )}
      {total >= MATCH_CANDIDATE_LIMIT && <p className="text-secondary small">{m.limitNote(MATCH_CANDIDATE_LIMIT)}</p>}
    </section>
  );
}
