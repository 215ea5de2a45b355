import { useEffect } from 'react';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { TutorProfile } from '../../components/profiles';
import { matchMessages as m } from './messages';
import './tutorProfileFeature';
import { selectTutorProfile, tutorProfileRequested, type TutorProfileEntry } from './tutorProfileSlice';

/** A candidate's full record, read from the server the first time it is needed (null: none wanted). */
export function useTutorProfile(tutorId: number | null): TutorProfileEntry | undefined {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => (tutorId === null ? undefined : selectTutorProfile(state, tutorId)));
  const known = entry !== undefined;
  useEffect(() => {
    if (tutorId !== null && !known) dispatch(tutorProfileRequested(tutorId));
  }, [dispatch, tutorId, known]);
  return entry;
}

/** Why a profile is not shown yet: loading, or the failure with a retry. */
export function ProfilePending({ tutorId, entry }: { tutorId: number; entry: TutorProfileEntry | undefined }) {
  const dispatch = useAppDispatch();
  if (entry?.status === 'failed') {
    return (
      <div className="d-flex align-items-start gap-2">
        <FormAlert message={entry.error} />
        <Button type="button" color="primary" outline onClick={() => dispatch(tutorProfileRequested(tutorId))}>
          {m.retry}
        </Button>
      </div>
    );
  }
  return <LoadingMessage text={m.profileLoading} />;
}

/** An expanded candidate row: the tutor's full profile. */
export function CandidateProfile({ tutorId }: { tutorId: number }) {
  const entry = useTutorProfile(tutorId);
  return entry?.record ? (
    <TutorProfile tutor={entry.record} headingLevel={4} />
  ) : (
    <ProfilePending tutorId={tutorId} entry={entry} />
  );
}
