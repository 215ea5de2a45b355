import { formatDate, type TuteeRecord } from '@tutoring/common';
import { staffGradeName } from '../../i18n/staffNames';
import { useNavigate } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch } from '../../lib/hooks';
import { ApplicantBadges, TuteeFlags, TuteeProfile } from '../../components/profiles';
import { DoNotPairList, PreviouslyMatched, tuteeSelectedForMatch } from '../matching';
import { staffListMessages, ReviewPage } from '../staffLists';
import { ErasureStatus, PersonDataActions } from '../personData';
import { InactiveReasonBadge } from '../reconfirmations';
import { tuteesMessages as m } from './messages';
import { tuteesActions } from './tuteesSlice';

const nameOf = (tutee: TuteeRecord) => `${tutee.tutee_firstname} ${tutee.tutee_lastname}`;

/** /admin: pending and deactivated tutees; Match takes an active tutee to /match. */
export default function TuteesPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const match = (tutee: TuteeRecord) => {
    dispatch(tuteeSelectedForMatch(tutee));
    void navigate('/match');
  };
  return (
    <ReviewPage<TuteeRecord>
      title={m.title}
      tabs={m.tabs}
      selectState={(state) => state.tutees}
      actions={tuteesActions}
      nameOf={nameOf}
      isActive={(tutee) => tutee.active_tutee}
      isUnconfirmed={(tutee) => tutee.tutee_email_unconfirmed}
      summaryOf={(tutee) => [
        formatDate(tutee.tutee_submission_timestamp),
        staffGradeName(tutee.tutee_grade),
        // A tutee a reconfirmation took off the list says why beside its flags.
        <>
          <TuteeFlags tutee={tutee} /> <InactiveReasonBadge reason={tutee.tutee_inactive_reason} />
          <ApplicantBadges
            unconfirmed={tutee.tutee_email_unconfirmed}
            withdrawnAt={tutee.tutee_withdrawn_at}
            guardianConsentPending={tutee.tutee_guardian_consent_pending}
          />
        </>,
      ]}
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
