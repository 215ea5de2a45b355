import { useEffect } from 'react';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { TuteeProfile, TutorProfile } from '../../components/profiles';
import { CapacityControl } from '../tutors';
import { recordsMessages as m } from './messages';
import { MatchEmailList } from './MatchEmailList';
import { MatchFacts } from './MatchStatus';
import { MatchSurveys } from './MatchSurveys';
import { matchDetailsRequested, selectRecords, type MatchDetails as MatchDetailsState } from './recordsSlice';

/**
 * An expanded row: whether the pair met and how the match ended, the emails sent from the app, the survey answers,
 * then both full profiles, read from the server when first expanded.
 */
export function MatchDetails({ matchId }: { matchId: number }) {
  const dispatch = useAppDispatch();
  const details: MatchDetailsState | undefined = useAppSelector((state) => selectRecords(state).details[matchId]);
  const known = details !== undefined;
  useEffect(() => {
    if (!known) dispatch(matchDetailsRequested(matchId));
  }, [dispatch, matchId, known]);

  if (details?.status === 'failed') {
    return (
      <div className="d-flex align-items-start gap-2">
        <FormAlert message={details.error ?? ''} />
        <Button type="button" color="primary" outline onClick={() => dispatch(matchDetailsRequested(matchId))}>
          {m.retry}
        </Button>
      </div>
    );
  }
  const record = details?.record;
  if (!record) {
    return (
      <p className="text-secondary mb-0" role="status">
        {m.loadingDetails}
      </p>
    );
  }
  return (
    <>
      <MatchFacts record={record} />
      <MatchEmailList record={record} />
      <MatchSurveys record={record} />
      <div className="match-profiles">
        <section aria-label={m.tuteeHeading}>
          <h2 className="match-profile-title">{m.tuteeHeading}</h2>
          <TuteeProfile tutee={record} headingLevel={3} />
        </section>
        <section aria-label={m.tutorHeading}>
          <h2 className="match-profile-title">{m.tutorHeading}</h2>
          <TutorProfile tutor={record} headingLevel={3} />
          <CapacityControl tutorId={record.tutor_id} capacity={record.tutor_capacity} />
        </section>
      </div>
    </>
  );
}
