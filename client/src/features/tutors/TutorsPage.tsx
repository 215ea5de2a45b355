import { formatDate, type TutorRecord } from '@tutoring/common';
import { staffTutorGradeName } from '../../i18n/staffNames';
import { ApplicantBadges, TutorFlags, TutorProfile } from '../../components/profiles';
import { DoNotPairList } from '../matching';
import { ReviewPage } from '../staffLists';
import { ErasureStatus, PersonDataActions } from '../personData';
import { PausedBadge, PausedTutor, ReconfirmRound } from '../reconfirmations';
import { CapacityControl } from './CapacityControl';
import { tutorsMessages as m } from './messages';
import './tutorsFeature';
import { selectTutors, tutorsActions } from './tutorsSlice';

const nameOf = (tutor: TutorRecord) => `${tutor.tutor_first_name} ${tutor.tutor_last_name}`;

/**
 * /tutors: pending and deactivated tutors (no Match button here); a tutor's card sets its capacity and resumes a paused
 * tutor. The reconfirmation round starts here.
 */
export default function TutorsPage() {
  return (
    <ReviewPage<TutorRecord>
      title={m.title}
      tabs={m.tabs}
      selectState={selectTutors}
      actions={tutorsActions}
      nameOf={nameOf}
      notice={
        <>
          <ErasureStatus />
          <ReconfirmRound />
        </>
      }
      isActive={(tutor) => tutor.active_tutor}
      isUnconfirmed={(tutor) => tutor.tutor_email_unconfirmed}
      summaryOf={(tutor) => [
        formatDate(tutor.tutor_submission_timestamp),
        staffTutorGradeName(tutor.tutor_grade),
        // A paused tutor says so beside its flags.
        <>
          <TutorFlags tutor={tutor} /> <PausedBadge tutor={tutor} />
          <ApplicantBadges unconfirmed={tutor.tutor_email_unconfirmed} withdrawnAt={tutor.tutor_withdrawn_at} />
        </>,
      ]}
      profileOf={(tutor) => (
        <>
          <PausedTutor tutor={tutor} />
          <TutorProfile tutor={tutor} />
          <CapacityControl tutorId={tutor.id} capacity={tutor.tutor_capacity} />
          <DoNotPairList side="tutor" id={tutor.id} />
          <PersonDataActions kind="tutor" id={tutor.id} name={nameOf(tutor)} />
        </>
      )}
    />
  );
}
