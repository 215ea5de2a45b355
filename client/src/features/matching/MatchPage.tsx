import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Container, FormGroup, Input, Label } from 'reactstrap';
import {
  buildMatchEmails,
  isLocaleCode,
  MATCH_GROUPS,
  type CandidateGroups as Groups,
  type CandidateRow,
  type TuteeRecord,
  type TutorRecord,
} from '@tutoring/common';
import { useCatalogueTranslator } from '../../i18n/useCatalogueTranslator';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { FlagLegend } from '../../components/profiles';
import { CandidateGroups } from './CandidateGroups';
import { ProfilePending, useTutorProfile } from './CandidateProfile';
import { languageFilterOptions, speaksFilteredLanguage } from './candidates';
import { DoNotPairModal } from './DoNotPairModal';
import { doNotPairDialogOpened } from './doNotPairSlice';
import { MatchConfirmationModal } from './MatchConfirmationModal';
import { TuteeSummary } from './TuteeSummary';
import {
  candidatesRequested,
  languageFilterChanged,
  matchConfirmed,
  matchFlowReset,
  matchPageLeft,
  selectMatching,
  tuteeRecoveryRequested,
  waitingTuteeRequested,
  type CompletedMatch,
  type MatchingState,
} from './matchingSlice';
import { selectMatchTutee } from './selectionSlice';
import { matchFailureMessages } from './failureMessages';
import { matchMessages as m } from './messages';
import './matchingFeature';
import './matching.css';

/** The tutee id in ?tutee=ID, so a reload or a shared link finds the same tutee. */
function useTuteeIdParam(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tutee');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return [id, (next) => setParams({ tutee: String(next) }, { replace: true })];
}

/**
 * /match: the selected tutee, the candidate tutors in groups A-D, and the Match Confirmation dialog. Without a tutee
 * (the navigation's Match) it opens the first waiting one; after Confirm Match it goes on to the next.
 */
export default function MatchPage() {
  const dispatch = useAppDispatch();
  const tutee = useAppSelector(selectMatchTutee);
  const { recoveryStatus, recoveryError, confirmStatus, completed, matchedTuteeIds } = useAppSelector(selectMatching);
  const [tuteeIdParam, setTuteeIdParam] = useTuteeIdParam();
  const tuteeMatched = tutee !== null && (tutee.tutee_matched || matchedTuteeIds.includes(tutee.id));
  // Match next changes the selection and the address together, but they arrive apart (the router's update is a
  // transition): while one is the tutee just matched and the other the next one, neither is a tutee to reload.
  const goingOn = useRef<{ from: number; to: number } | null>(null);
  // Match next shows the next tutee while the address still names the tutee just matched (the address follows).
  const nextBeforeAddress =
    completed?.next && tuteeIdParam !== null && matchedTuteeIds.includes(tuteeIdParam) ? completed.next.id : null;

  // Match next: the saga selects the next tutee with the completion; the address follows. Declared first, so that it
  // marks the step before the effect below sees the new tutee under the old address.
  useEffect(() => {
    if (confirmStatus !== 'done' || !completed) return;
    dispatch(matchFlowReset());
    if (completed.next) {
      if (tuteeIdParam !== null) goingOn.current = { from: tuteeIdParam, to: completed.next.id };
      setTuteeIdParam(completed.next.id);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setTuteeIdParam is new each render; the completion alone matters
  }, [confirmStatus, completed, dispatch]);

  useEffect(() => {
    const step = goingOn.current;
    const halfway =
      step !== null &&
      ((tutee?.id === step.to && tuteeIdParam === step.from) || (tutee?.id === step.from && tuteeIdParam === step.to));
    if (halfway) return;
    goingOn.current = null;
    // Opened from the navigation with a tutee matched since: the first waiting tutee instead of a dead end.
    if (tutee && tuteeIdParam === null && tuteeMatched) dispatch(waitingTuteeRequested());
    else if (tutee && tuteeIdParam === null) setTuteeIdParam(tutee.id);
    else if (tuteeIdParam !== null && tutee?.id !== tuteeIdParam && recoveryStatus !== 'loading') {
      dispatch(tuteeRecoveryRequested(tuteeIdParam));
    } else if (!tutee && tuteeIdParam === null && recoveryStatus !== 'loading') {
      dispatch(waitingTuteeRequested());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of tutee or URL matters here; recoveryStatus is read to avoid a second request
  }, [tutee?.id, tuteeIdParam]);

  useEffect(
    () => () => {
      dispatch(matchPageLeft());
    },
    [dispatch],
  );

  return (
    <Container className="match-page py-4">
      <h1 className="h2 mb-3">{m.title}</h1>
      {/* Always there, so screen readers announce the message when it appears. */}
      <div role="status">{completed && <MatchedAlert completed={completed} />}</div>
      {completed && completed.next === null ? (
        <BackToTutees />
      ) : tuteeIdParam === null && recoveryStatus === 'failed' ? (
        <NoTutee message={recoveryError ?? matchFailureMessages.recoveryFailed} />
      ) : tutee && (tutee.id === (tuteeIdParam ?? tutee.id) || tutee.id === nextBeforeAddress) ? (
        // Keyed: the next tutee's page replaces this one whole.
        <MatchWorkspace key={tutee.id} tutee={tutee} />
      ) : recoveryStatus === 'failed' ? (
        <NoTutee message={recoveryError ?? matchFailureMessages.recoveryFailed} />
      ) : (
        <LoadingMessage text={m.loading} />
      )}
    </Container>
  );
}

/** What the page says after Confirm Match: who was matched, and where it went on to. */
function MatchedAlert({ completed: { tuteeName, tutorName, next } }: { completed: CompletedMatch }) {
  return (
    <Alert color="success" fade={false} className="d-flex flex-wrap align-items-center gap-2">
      <span>
        {m.done.matched(tuteeName, tutorName)}{' '}
        {next ? m.done.next(`${next.tutee_firstname} ${next.tutee_lastname}`) : m.done.noneWaiting}
      </span>
      <Link to="/records" className="alert-link">
        {m.done.records}
      </Link>
    </Alert>
  );
}

function BackToTutees() {
  return (
    <Link to="/admin" className="btn btn-primary">
      {m.backToTutees}
    </Link>
  );
}

function NoTutee({ message }: { message: string }) {
  return (
    <>
      <FormAlert message={message} color="info" />
      <BackToTutees />
    </>
  );
}

/** The match dialog's warnings: each side asked to confirm their email address who has not (staff may still match). */
function unconfirmedWarnings(tutee: TuteeRecord, tutor: TutorRecord | null): string[] {
  const warnings: string[] = [];
  if (tutee.tutee_email_unconfirmed)
    warnings.push(m.emailUnconfirmed(`${tutee.tutee_firstname} ${tutee.tutee_lastname}`));
  if (tutor?.tutor_email_unconfirmed)
    warnings.push(m.emailUnconfirmed(`${tutor.tutor_first_name} ${tutor.tutor_last_name}`));
  return warnings;
}

function MatchWorkspace({ tutee }: { tutee: TuteeRecord }) {
  const dispatch = useAppDispatch();
  const config = useAppSelector((state) => state.config);
  const {
    candidates,
    candidatesTuteeId,
    candidatesStatus,
    candidatesError,
    languageFilter,
    confirmStatus,
    confirmError,
    matchedTuteeIds,
  }: MatchingState = useAppSelector(selectMatching);
  // The tutor chosen with Complete Match: the dialog needs the full record, read when it opens.
  const [chosenTutorId, setChosenTutorId] = useState<number | null>(null);
  const chosenProfile = useTutorProfile(chosenTutorId);
  const chosenTutor = chosenProfile?.record ?? null;

  // Opened directly (not through Match on /admin): load this tutee's candidates.
  useEffect(() => {
    if (candidatesTuteeId !== tutee.id) dispatch(candidatesRequested(tutee));
  }, [dispatch, tutee, candidatesTuteeId]);

  const alreadyMatched = tutee.tutee_matched || matchedTuteeIds.includes(tutee.id);
  // The family's email in English (for the team and as the reference) and in the language of their form.
  const familyLanguage = isLocaleCode(tutee.preferred_language) ? tutee.preferred_language : 'en';
  const english = useCatalogueTranslator('en');
  const familyT = useCatalogueTranslator(familyLanguage);
  const emails = useMemo(
    () =>
      chosenTutor && english && familyT
        ? buildMatchEmails(tutee, chosenTutor, config, { english, family: { language: familyLanguage, t: familyT } })
        : null,
    [chosenTutor, tutee, config, english, familyT, familyLanguage],
  );
  const ready = candidates !== null && candidatesTuteeId === tutee.id;
  const listed = useMemo(
    () =>
      Object.fromEntries(
        MATCH_GROUPS.map((g) => [
          g,
          (ready ? candidates[g] : []).filter((t) => speaksFilteredLanguage(t, languageFilter)),
        ]),
      ) as Groups,
    [candidates, ready, languageFilter],
  );
  const nobodyAtAll = ready && MATCH_GROUPS.every((g) => candidates[g].length === 0);
  // Stable, so the candidate cards (memoised) do not render again when the page does.
  const onCompleteMatch = useCallback(
    (tutor: CandidateRow) => {
      dispatch(matchFlowReset());
      setChosenTutorId(tutor.id);
    },
    [dispatch],
  );
  const onDoNotPair = useCallback(
    (tutor: CandidateRow) =>
      dispatch(
        doNotPairDialogOpened({
          tuteeId: tutee.id,
          tutorId: tutor.id,
          tutorName: `${tutor.tutor_first_name} ${tutor.tutor_last_name}`,
        }),
      ),
    [dispatch, tutee.id],
  );

  if (alreadyMatched && confirmStatus !== 'done') {
    return (
      <>
        <TuteeSummary tutee={tutee} />
        <NoTutee message={m.alreadyMatched(`${tutee.tutee_firstname} ${tutee.tutee_lastname}`)} />
      </>
    );
  }

  return (
    <>
      <TuteeSummary tutee={tutee} />
      <FlagLegend />

      <section aria-labelledby="available-tutors" className="mt-4">
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-3">
          <h2 id="available-tutors" className="h4 mb-0">
            {m.availableTutors}
          </h2>
          <FormGroup noMargin className="language-filter">
            <Label for="language-filter" className="mb-1">
              {m.filterByLanguage}
            </Label>
            <Input
              id="language-filter"
              type="select"
              value={languageFilter}
              onChange={(e) => dispatch(languageFilterChanged(e.target.value))}
            >
              <option value="">{m.viewAll}</option>
              {languageFilterOptions().map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Input>
          </FormGroup>
        </div>

        <FormAlert message={confirmError ?? ''} />
        {confirmStatus === 'saving' && <LoadingMessage text={m.confirming} />}
        {candidatesStatus === 'failed' && (
          <div className="d-flex align-items-start gap-2">
            <FormAlert message={candidatesError ?? matchFailureMessages.candidatesFailed} />
            <Button type="button" color="primary" outline onClick={() => dispatch(candidatesRequested(tutee))}>
              {m.retry}
            </Button>
          </div>
        )}
        {!ready && candidatesStatus === 'loading' && <LoadingMessage text={m.loading} />}
        {nobodyAtAll && <p className="empty-note">{m.noCandidates}</p>}
        {/* Gone while the match is saved: nobody is chosen twice, and the page is lighter to replace with the next
            tutee's. A refused match brings the candidates back. */}
        {ready && !nobodyAtAll && confirmStatus !== 'saving' && (
          <CandidateGroups
            tutee={tutee}
            candidates={candidates}
            listed={listed}
            filtered={languageFilter !== ''}
            onCompleteMatch={onCompleteMatch}
            onDoNotPair={onDoNotPair}
          />
        )}
      </section>

      <DoNotPairModal tuteeName={`${tutee.tutee_firstname} ${tutee.tutee_lastname}`} />
      <MatchConfirmationModal
        isOpen={chosenTutorId !== null}
        emails={emails}
        warnings={unconfirmedWarnings(tutee, chosenTutor)}
        pending={
          chosenTutorId !== null && !emails ? <ProfilePending tutorId={chosenTutorId} entry={chosenProfile} /> : null
        }
        onCancel={() => setChosenTutorId(null)}
        onConfirm={(sendEmails) => {
          // Confirm closes the dialog at once, as in the original client; the page then shows the saving state, and
          // either goes on to the next waiting tutee or shows why the match failed above the reloaded candidates.
          if (chosenTutor)
            dispatch(
              matchConfirmed({
                match: { tutor_id: chosenTutor.id, tutee_id: tutee.id, sendEmails },
                tuteeName: `${tutee.tutee_firstname} ${tutee.tutee_lastname}`,
                tutorName: `${chosenTutor.tutor_first_name} ${chosenTutor.tutor_last_name}`,
              }),
            );
          setChosenTutorId(null);
        }}
      />
    </>
  );
}
