import { formatDate, type TuteeRecord } from '@tutoring/common';
import {
  ExpandableCard,
  ListHeader,
  PillList,
  SubjectPill,
  TuteeFlags,
  TuteeProfile,
  type ListColumn,
} from '../../components/profiles';
import { matchMessages as m } from './messages';
import { PreviouslyMatched } from './PreviouslyMatched';

const COLUMNS: readonly ListColumn[] = [
  { label: m.tuteeColumns.name, width: 3 },
  { label: m.tuteeColumns.submitted, width: 2 },
  { label: m.tuteeColumns.subjects, width: 4 },
  { label: m.tuteeColumns.flags, width: 2 },
];

/** The selected tutee's row: name, submission date, the three choices and flags; expands to the profile. */
export function TuteeSummary({ tutee }: { tutee: TuteeRecord }) {
  const choices = [tutee.subject_1, tutee.subject_2, tutee.subject_3].filter(Boolean);
  return (
    <>
      <ListHeader columns={COLUMNS} />
      <ExpandableCard
        columns={COLUMNS}
        cells={[
          `${tutee.tutee_firstname} ${tutee.tutee_lastname}`,
          formatDate(tutee.tutee_submission_timestamp),
          <PillList
            key="subjects"
            items={choices.map((key) => (
              <SubjectPill key={key} subjectKey={key} />
            ))}
          />,
          <TuteeFlags key="flags" tutee={tutee} />,
        ]}
      >
        <TuteeProfile tutee={tutee} headingLevel={2} />
      </ExpandableCard>
      <PreviouslyMatched names={tutee.tutee_previous_tutors} />
    </>
  );
}
