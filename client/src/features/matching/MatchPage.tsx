import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Container, FormGroup, Input, Label } from 'reactstrap';
import { buildMatchEmails, isLocaleCode, MATCH_GROUPS, type TuteeRecord } from '@tutoring/common';
import { useCatalogueTranslator } from '../../i18n/useCatalogueTranslator';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { FlagLegend, ListHeader } from '../../components/profiles';
import { CandidateGroupList, TUTOR_COLUMNS } from './CandidateGroupList';
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
  tuteeRecoveryRequested,
  type MatchingState,
} from './matchingSlice';
import { matchFailureMessages } from './failureMessages';
import { matchMessages as m } from './messages';
import './matching.css';

/** The tutee id in ?tutee=ID, so a reload or a shared link finds the same tutee. */
function useTuteeIdParam(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tutee');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return [id, (next) => setParams({ tutee: String(next) }, { replace: true })];
}

/** /match: the selected tutee, the candidate tutors in groups A-D, and the Match Confirmation dialog. */
export default function MatchPage() {
  const dispatch = useAppDispatch();
  const tutee = useAppSelector((state) => state.matchSelection.tutee);
  const { recoveryStatus, recoveryError } = useAppSelector((state) => state.matching);
  const [tuteeIdParam, setTuteeIdParam] = useTuteeIdParam();

  useEffect(() => {
    if (tutee && tuteeIdParam === null) setTuteeIdParam(tutee.id);
    else if (tuteeIdParam !== null && tutee?.id !== tuteeIdParam && recoveryStatus !== 'loading') {
      dispatch(tuteeRecoveryRequested(tuteeIdParam));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of tutee or URL matters here; recoveryStatus is read to avoid a second request
  }, [tutee?.id, tuteeIdParam]);

  return (
    <Container className="match-page py-4">
      <h1 className="h2 mb-3">{m.title}</h1>
      {tutee && tutee.id === (tuteeIdParam ?? tutee.id) ? (
        <MatchWorkspace tutee={tutee} />
      ) : recoveryStatus === 'failed' ? (
        <NoTutee message={recoveryError ?? matchFailureMessages.recoveryFailed} />
      ) : tuteeIdParam !== null ? (
        <LoadingMessage text={m.loading} />
      ) : (
        <NoTutee message={m.noTutee} />
      )}
    </Container>
  );
}

function NoTutee({ message }: { message: string }) {
  return (
    <>
      <FormAlert message={message} color="info" />
      <Link to="/admin" className="btn btn-primary">
        {m.backToTutees}
      </Link>
    </>
  );
}

function MatchWorkspace({ tutee }: { tutee: TuteeRecord }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
  }: MatchingState = useAppSelector((state) => state.matching);
  // The tutor chosen with Complete Match: the dialog needs the full record, read when it opens.
  const [chosenTutorId, setChosenTutorId] = useState<number | null>(null);
  const chosenProfile = useTutorProfile(chosenTutorId);
  const chosenTutor = chosenProfile?.record ?? null;

  // Opened directly (not through Match on /admin): load this tutee's candidates.
  useEffect(() => {
    if (candidatesTuteeId !== tutee.id) dispatch(candidatesRequested(tutee));
  }, [dispatch, tutee, candidatesTuteeId]);

  useEffect(() => {
    if (confirmStatus === 'done') {
      dispatch(matchFlowReset());
      void navigate('/records');
    }
  }, [confirmStatus, dispatch, navigate]);

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
  const shown = useMemo(
    () =>
      Object.fromEntries(
        MATCH_GROUPS.map((g) => [
          g,
          (ready ? candidates[g] : []).filter((t) => speaksFilteredLanguage(t, languageFilter)),
        ]),
      ),
    [candidates, ready, languageFilter],
  );
  const nobodyAtAll = ready && MATCH_GROUPS.every((g) => candidates[g].length === 0);

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
        {ready && !nobodyAtAll && (
          <>
            <ListHeader columns={TUTOR_COLUMNS} />
            {MATCH_GROUPS.map((group) => (
              <CandidateGroupList
                key={group}
                group={group}
                tutee={tutee}
                tutors={shown[group] ?? []}
                total={candidates[group].length}
                filtered={languageFilter !== ''}
                onCompleteMatch={(tutor) => {
                  dispatch(matchFlowReset());
                  setChosenTutorId(tutor.id);
                }}
                onDoNotPair={(tutor) =>
                  dispatch(
                    doNotPairDialogOpened({
                      tuteeId: tutee.id,
                      tutorId: tutor.id,
                      tutorName: `${tutor.tutor_first_name} ${tutor.tutor_last_name}`,
                    }),
                  )
                }
              />
            ))}
          </>
        )}
      </section>

      <DoNotPairModal tuteeName={`${tutee.tutee_firstname} ${tutee.tutee_lastname}`} />
      <MatchConfirmationModal
        isOpen={chosenTutorId !== null}
        emails={emails}
        pending={
          chosenTutorId !== null && !emails ? <ProfilePending tutorId={chosenTutorId} entry={chosenProfile} /> : null
        }
        onCancel={() => setChosenTutorId(null)}
        onConfirm={(sendEmails) => {
          // Confirm closes the dialog at once, as in the original client; the page then shows the saving state, and
          // either goes to /records or shows why the match failed above the reloaded candidates.
          if (chosenTutor) dispatch(matchConfirmed({ tutor_id: chosenTutor.id, tutee_id: tutee.id, sendEmails }));
          setChosenTutorId(null);
        }}
      />
    </>
  );
}
