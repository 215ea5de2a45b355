import { formatDate, type TuteeListRecord } from '@tutoring/common';
import { staffGradeName, staffSubjectName } from '../../i18n/staffNames';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch } from '../../lib/hooks';
import { ApplicantBadges, LanguageFlag, SpecialFlag, TuteeProfile, type ListColumn } from '../../components/profiles';
import { DoNotPairList, PreviouslyMatched, tuteeSelectedForMatch } from '../matching';
import { staffListMessages, ReviewPage } from '../staffLists';
import { ErasureStatus, PersonDataActions } from '../personData';
import { InactiveReasonBadge } from '../reconfirmations';
import { tuteesMessages as m } from './messages';
import { TriageControls } from './TriageControls';
import './tuteesFeature';
import { selectTutees, tuteesActions } from './tuteesSlice';
import './tutees.css';

const nameOf = (tutee: TuteeListRecord) => `${tutee.tutee_firstname} ${tutee.tutee_lastname}`;

// Name 2, Waiting 1, Grade 1, Subjects 2, Languages 2, Best group 1, Action 2; the card's chevron takes the last 1.
// On a phone every cell folds into the card with its label (ExpandableCard).
const COLUMNS: readonly ListColumn[] = [
  { label: staffListMessages.columns.name, width: 2 },
  { label: m.columns.waiting, width: 1 },
  { label: staffListMessages.columns.grade, width: 1 },
  { label: m.columns.subjects, width: 2 },
  { label: m.columns.languages, width: 2 },
  { label: m.columns.candidates, width: 1 },
  { label: staffListMessages.columns.action, width: 2 },
];

function Candidates({ tutee }: { tutee: TuteeListRecord }) {
  if (tutee.candidate_count === null) return <>{m.dash}</>;
  return (
    <>
      {tutee.best_group === null ? (
        <span className="triage-none">{m.noGroup}</span>
      ) : (
        <span className={`triage-group triage-group-${tutee.best_group}`}>{m.bestGroup(tutee.best_group)}</span>
      )}
      <span className="d-block small text-secondary">{m.candidateCount(tutee.candidate_count)}</span>
    </>
  );
}

/** /admin: pending and deactivated tutees; Match takes an active tutee to /match. */
export default function TuteesPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The overview's supply-gap rows link here with a first subject and grade.
  const [params] = useSearchParams();
  const match = (tutee: TuteeListRecord) => {
    dispatch(tuteeSelectedForMatch(tutee));
    void navigate('/match');
  };
  return (
    <ReviewPage<TuteeListRecord>
      title={m.title}
      tabs={m.tabs}
      selectState={selectTutees}
      actions={tuteesActions}
      nameOf={nameOf}
      isActive={(tutee) => tutee.active_tutee}
      isUnconfirmed={(tutee) => tutee.tutee_email_unconfirmed}
      columns={COLUMNS}
      initialOptions={{ subject: params.get('subject') ?? undefined, grade: params.get('grade') ?? undefined }}
      controls={<TriageControls />}
      summaryOf={(tutee) => [
        <>
          {m.daysWaiting(tutee.days_waiting)}
          <span className="d-block small text-secondary">{m.since(formatDate(tutee.tutee_submission_timestamp))}</span>
        </>,
        staffGradeName(tutee.tutee_grade),
        <>
          <SpecialFlag subjectKeys={[tutee.subject_1, tutee.subject_2, tutee.subject_3]} />
          <ol className="triage-subjects">
            {[tutee.subject_1, tutee.subject_2, tutee.subject_3].map((key) => (
              <li key={key}>{staffSubjectName(key)}</li>
            ))}
          </ol>
        </>,
        tutee.language_names.length > 0 ? (
          <>
            <LanguageFlag languages={tutee.language_names} /> {tutee.language_names.join(', ')}
          </>
        ) : (
          m.dash
        ),
        <Candidates tutee={tutee} />,
      ]}
      // A tutee a reconfirmation took off the list, or whose applicant has not confirmed, says so under its cells.
      noteOf={(tutee) =>
        (tutee.tutee_inactive_reason ||
          tutee.tutee_email_unconfirmed ||
          tutee.tutee_withdrawn_at ||
          tutee.tutee_guardian_consent_pending) && (
          <>
            <InactiveReasonBadge reason={tutee.tutee_inactive_reason} />{' '}
            <ApplicantBadges
              unconfirmed={tutee.tutee_email_unconfirmed}
              withdrawnAt={tutee.tutee_withdrawn_at}
              guardianConsentPending={tutee.tutee_guardian_consent_pending}
            />
          </>
        )
      }
      profileOf={(tutee) => (
        <>
          <PreviouslyMatched names={tutee.tutee_previous_tutors} />
          <TuteeProfile tutee={tutee} />
          <DoNotPairList side="tutee" id={tutee.id} />
          <PersonDataActions kind="tutee" id={tutee.id} name={nameOf(tutee)} />
        </>
      )}
      notice={<ErasureStatus />}
      extraActions={(tutee) =>
        tutee.active_tutee && (
          <Button size="sm" color="primary" onClick={() => match(tutee)}>
            {staffListMessages.match}
            <span className="visually-hidden"> {nameOf(tutee)}</span>
          </Button>
        )
      }
    />
  );
}
