import { memo } from 'react';
import { Button } from 'reactstrap';
import { formatDate, type CandidateRow, type MatchGroup, type SubjectKey, type TuteeRecord } from '@tutoring/common';
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
import { matchMessages as m } from './messages';

export const TUTOR_COLUMNS: readonly ListColumn[] = [
  { label: m.tutorColumns.name, width: 2 },
  { label: m.tutorColumns.submitted, width: 2 },
  { label: m.tutorColumns.matchedSubjects, width: 3 },
  { label: m.tutorColumns.flags, width: 2 },
  { label: m.tutorColumns.action, width: 2 },
];

interface CandidateCardProps {
  tutor: CandidateRow;
  tutee: TuteeRecord;
  group: MatchGroup;
  /** the group's matched subjects, the same for every card of the group */
  subjects: readonly SubjectKey[];
  /** the day the waits are counted to */
  now: Date;
  onCompleteMatch: (tutor: CandidateRow) => void;
  onDoNotPair: (tutor: CandidateRow) => void;
}

/**
 * One candidate's card: why it is there, its cells and its actions; the profile when opened. Memoised: the page adds
 * cards a few at a time (CandidateGroups.tsx), and the cards already there must not render again each time.
 */
export const CandidateCard = memo(function CandidateCard({
  tutor,
  tutee,
  group,
  subjects,
  now,
  onCompleteMatch,
  onDoNotPair,
}: CandidateCardProps) {
  const name = `${tutor.tutor_first_name} ${tutor.tutor_last_name}`;
  return (
    <ExpandableCard
      columns={TUTOR_COLUMNS}
      note={
        <p className="candidate-reasons mb-0">
          <span className="visually-hidden">{m.reasons.label}: </span>
          {candidateReasons(tutee, tutor, group, now).join(' · ')}
        </p>
      }
      cells={[
        name,
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
            aria-label={m.completeMatchWith(name)}
            onClick={() => onCompleteMatch(tutor)}
          >
            {m.completeMatch}
          </Button>
          <Button
            type="button"
            color="secondary"
            outline
            size="sm"
            aria-label={m.doNotPairWith(name)}
            onClick={() => onDoNotPair(tutor)}
          >
            {m.doNotPair}
          </Button>
        </span>,
      ]}
    >
      <CandidateProfile tutorId={tutor.id} />
    </ExpandableCard>
  );
});
