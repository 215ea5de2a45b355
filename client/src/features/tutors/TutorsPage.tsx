import { formatDate, tutorGradeLabel, type TutorRecord } from '@tutoring/common';
import { TutorFlags, TutorProfile } from '../../components/profiles';
import { ReviewPage } from '../staffLists/ReviewPage';
import { tutorsMessages as m } from './messages';
import { tutorsActions } from './tutorsSlice';

/** /tutors: pending and deactivated tutors (no Match button here). */
export default function TutorsPage() {
  return (
    <ReviewPage<TutorRecord>
      title={m.title}
      tabs={m.tabs}
      selectState={(state) => state.tutors}
      actions={tutorsActions}
      nameOf={(tutor) => `${tutor.tutor_first_name} ${tutor.tutor_last_name}`}
      isActive={(tutor) => tutor.active_tutor}
      summaryOf={(tutor) => [formatDate(tutor.tutor_submission_timestamp), tutorGradeLabel(tutor.tutor_grade), <TutorFlags tutor={tutor} />]}
      profileOf={(tutor) => <TutorProfile tutor={tutor} />}
    />
  );
}
