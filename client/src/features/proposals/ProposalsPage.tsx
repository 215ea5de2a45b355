import { useMemo, useState } from 'react';
import { Badge, Button, Container, FormGroup, FormText, Input, Label } from 'reactstrap';
import { LANGUAGES, MATCH_GROUPS, type LanguageKey, type MatchGroup, type ProposalPair } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffLanguageNames } from '../../i18n/staffNames';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { proposalMessages as m } from './messages';
import './proposalsFeature';
import { acceptRequested, proposeRequested, rejectRequested, selectProposals } from './proposalsSlice';
import { RejectPairModal, tuteeName, tutorName } from './RejectPairModal';
import './proposals.css';

const keyOf = (pair: { tutee_id: number; tutor_id: number }) => `${pair.tutee_id}:${pair.tutor_id}`;

/** "Speaks …", the shared times, the wait and the free places: the match page's reasons for a candidate. */
function reasonsOf(pair: ProposalPair): string[] {
  const languages = staffLanguageNames(pair.reasons.languages, pair.reasons.language_other);
  return [
    ...(languages.length > 0 ? [m.speaks(languages.join(', '))] : []),
    ...(pair.reasons.availability.length > 0 ? [m.freeTogether(pair.reasons.availability)] : []),
    m.waiting(pair.reasons.tutor_waiting_days),
    m.freePlaces(pair.reasons.free_places),
  ];
}

/** Proposals for every waiting tutee: review, reject, accept (README, Proposals). */
export default function ProposalsPage() {
  const dispatch = useAppDispatch();
  const { run, status, error, rejected, accepting, acceptResult } = useAppSelector(selectProposals);
  const [group, setGroup] = useState<MatchGroup | ''>('');
  const [language, setLanguage] = useState<LanguageKey | ''>('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<ProposalPair | null>(null);
  const [sendEmails, setSendEmails] = useState(true);

  const rejectedKeys = useMemo(() => new Set(rejected.map(keyOf)), [rejected]);
  const pairs = useMemo(() => (run?.pairs ?? []).filter((pair) => !rejectedKeys.has(keyOf(pair))), [run, rejectedKeys]);
  const shown = pairs.filter(
    (pair) => (!group || pair.group === group) && (!language || pair.reasons.languages.includes(language)),
  );
  const open = pairs.filter((pair) => pair.match_id === null);
  const chosen = open.filter((pair) => selected.has(keyOf(pair)));
  const names = new Map(run?.pairs.map((pair) => [keyOf(pair), pair]));

  const propose = () => {
    setSelected(new Set());
    dispatch(proposeRequested());
  };
  const toggle = (pair: ProposalPair) => {
    const next = new Set(selected);
    if (next.has(keyOf(pair))) next.delete(keyOf(pair));
    else next.add(keyOf(pair));
    setSelected(next);
  };
  const accept = (list: ProposalPair[]) => {
    if (!run || list.length === 0) return;
    const ids = list.map(({ tutee_id, tutor_id }) => ({ tutee_id, tutor_id }));
    dispatch(acceptRequested({ runId: run.id, pairs: ids, sendEmails }));
    setSelected(new Set());
  };

  return (
    <Container className="proposals-page py-4">
      <h1 className="h2 mb-3">{m.title}</h1>
      <p>{m.help}</p>
      <p>{m.objective}</p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Button color="primary" onClick={propose} disabled={status === 'loading'}>
          {rejected.length > 0 && run ? m.proposeAgain : m.propose}
        </Button>
        {rejected.length > 0 && <span className="text-body-secondary">{m.rejectedCount(rejected.length)}</span>}
      </div>
      {error && <FormAlert message={error} />}
      {status === 'loading' && <LoadingMessage text={m.proposing} />}
      {acceptResult && (
        <div role="status" className="alert alert-success">
          <p className="mb-0">{m.created(acceptResult.created.length)}</p>
          {acceptResult.refused.length > 0 && (
            <>
              <h2 className="h6 mt-2">{m.refusedHeading}</h2>
              <ul className="mb-0">
                {acceptResult.refused.map((refused) => {
                  const pair = names.get(keyOf(refused));
                  return (
                    <li key={keyOf(refused)}>
                      {pair
                        ? m.refused(tuteeName(pair), tutorName(pair), refused.reason)
                        : m.refused(`#${refused.tutee_id}`, `#${refused.tutor_id}`, refused.reason)}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      )}
      {run && status !== 'loading' && (
        <>
          <p className="proposal-summary">
            <strong>{m.summary(run.stats.proposed, run.stats.waiting)}</strong>{' '}
            {MATCH_GROUPS.map((g) => m.byGroup(g, run.stats.by_group[g])).join(' · ')}
          </p>
          <h2 className="h4">{m.pairsHeading}</h2>
          <div className="d-flex flex-wrap gap-3 mb-2">
            <FormGroup>
              <Label for="proposal-group">{m.filterGroup}</Label>
              <Input
                id="proposal-group"
                type="select"
                value={group}
                onChange={(event) => setGroup(event.target.value as MatchGroup | '')}
              >
                <option value="">{m.allGroups}</option>
                {MATCH_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {g}: {m.groupHint[g]}
                  </option>
                ))}
              </Input>
            </FormGroup>
            <FormGroup>
              <Label for="proposal-language">{m.filterLanguage}</Label>
              <Input
                id="proposal-language"
                type="select"
                value={language}
                onChange={(event) => setLanguage(event.target.value as LanguageKey | '')}
              >
                <option value="">{m.anyLanguage}</option>
                {LANGUAGES.map((l) => (
                  <option key={l.key} value={l.key}>
                    {staffLanguageNames([l.key], null)[0]}
                  </option>
                ))}
              </Input>
            </FormGroup>
          </div>
          {shown.length === 0 ? (
            <p>{m.noPairs}</p>
          ) : (
            <ul className="proposal-pairs list-unstyled">
              {shown.map((pair) => (
                <li key={keyOf(pair)} className="proposal-pair">
                  <div className="pair-select">
                    {pair.match_id === null ? (
                      <Input
                        type="checkbox"
                        checked={selected.has(keyOf(pair))}
                        onChange={() => toggle(pair)}
                        aria-label={m.select(tuteeName(pair), tutorName(pair))}
                      />
                    ) : (
                      <Badge color="success">{m.matched}</Badge>
                    )}
                  </div>
                  <div className="pair-names">
                    <span>
                      <span className="visually-hidden">{m.tutee}: </span>
                      <strong>{tuteeName(pair)}</strong>
                    </span>
                    <span aria-hidden="true"> – </span>
                    <span>
                      <span className="visually-hidden">{m.tutor}: </span>
                      {tutorName(pair)}
                    </span>
                  </div>
                  <div className="pair-why">
                    <Badge color="light" className="text-dark border me-2">
                      {m.group} {pair.group}
                    </Badge>
                    {[m.groupHint[pair.group], ...reasonsOf(pair)].join(' · ')}
                  </div>
                  {pair.match_id === null && (
                    <Button size="sm" color="primary" outline onClick={() => setRejecting(pair)}>
                      {m.reject}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <FormGroup check className="mb-2">
            <Input
              type="checkbox"
              id="proposal-send-emails"
              aria-describedby="proposal-send-emails-hint"
              checked={sendEmails}
              onChange={(event) => setSendEmails(event.target.checked)}
            />
            <Label check for="proposal-send-emails">
              {m.sendEmails}
            </Label>
            <FormText id="proposal-send-emails-hint" className="d-block">
              {m.sendEmailsHint}
            </FormText>
          </FormGroup>
          <div className="d-flex flex-wrap gap-2 mb-4">
            <Button color="primary" outline disabled={accepting || chosen.length === 0} onClick={() => accept(chosen)}>
              {m.acceptSelected(chosen.length)}
            </Button>
            <Button color="primary" disabled={accepting || open.length === 0} onClick={() => accept(open)}>
              {accepting ? m.accepting : m.acceptAll}
            </Button>
          </div>
          <h2 className="h4">{m.unplacedHeading}</h2>
          {run.unplaced.length === 0 ? (
            <p>{m.unplacedNone}</p>
          ) : (
            <ul className="proposal-unplaced">
              {run.unplaced.map((entry) => (
                <li key={entry.tutee_id}>
                  <strong>
                    {entry.tutee_first_name} {entry.tutee_last_name}
                  </strong>
                  : {m.unplaced[entry.reason]}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <RejectPairModal
        pair={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(pair, doNotPairReason) => {
          dispatch(rejectRequested({ pair: { tutee_id: pair.tutee_id, tutor_id: pair.tutor_id }, doNotPairReason }));
          setRejecting(null);
        }}
      />
    </Container>
  );
}
