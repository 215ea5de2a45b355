import { useEffect, useMemo } from 'react';
import { Button, Container, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { ExpandableCard, ListHeader, TuteeProfile, TutorProfile, type ListColumn } from '../../components/profiles';
import { matchedDate, matchYear, yearOptions } from './matchedDate';
import { recordsFailureMessages } from './failureMessages';
import { recordsMessages as m } from './messages';
import './endMatchFeature';
import { endDialogClosed, endDialogOpened, matchEndRequested, selectEndMatch } from './endMatchSlice';
import { recordsRequested, recordsYearChanged } from './recordsSlice';
import { EndMatchModal } from './EndMatchModal';
import { EndFacts, MatchStatus } from './MatchStatus';
import { CapacityControl } from '../tutors/CapacityControl';
import './records.css';

const COLUMNS: readonly ListColumn[] = [
  { label: m.columns.tutee, width: 3 },
  { label: m.columns.tutor, width: 3 },
  { label: m.columns.date, width: 2 },
  { label: m.columns.status, width: 3 },
];

/**
 * The server writes the export for the year shown (GET /api/matches/export.csv, streamed): a download, not data for
 * the page, so it is a link the browser follows rather than a saga's call.
 */
function downloadCsv(year: string): void {
  const link = document.createElement('a');
  link.href = `/api/matches/export.csv${year ? `?year=${encodeURIComponent(year)}` : ''}`;
  link.download = m.csvFileName(year);
  link.click();
}

/** /records: every match (or one year's) with its status, each expanding into the full tutee and tutor profiles; current matches can be ended. */
export default function RecordsPage() {
  const dispatch = useAppDispatch();
  const { items, status, error, year } = useAppSelector((state) => state.records);
  const { ending, saving, error: endError } = useAppSelector(selectEndMatch);
  const endingRecord = useMemo(() => items.find((r) => r.match_id === ending) ?? null, [items, ending]);

  useEffect(() => {
    dispatch(recordsRequested());
  }, [dispatch]);

  const years = useMemo(() => yearOptions(items.map((r) => r.match_timestamp), new Date().getFullYear()), [items]);
  const shown = useMemo(() => (year ? items.filter((r) => matchYear(r.match_timestamp) === year) : items), [items, year]);
  const loaded = status === 'loaded' || (status === 'loading' && items.length > 0);

  return (
    <Container className="records-page py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
        <div>
          <h1 className="h2 mb-1">{m.title}</h1>
          {loaded && (
            <p className="mb-0 text-secondary" aria-live="polite">
              {m.count(shown.length)}
            </p>
          )}
        </div>
        <div className="d-flex align-items-end gap-2">
          <FormGroup noMargin>
            <Label for="year-filter" className="mb-1">
              {m.yearFilter}
            </Label>
            <Input id="year-filter" type="select" value={year} onChange={(e) => dispatch(recordsYearChanged(e.target.value))}>
              <option value="">{m.viewAll}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Input>
          </FormGroup>
          <Button type="button" color="primary" outline disabled={shown.length === 0} onClick={() => downloadCsv(year)}>
            {m.exportCsv}
          </Button>
        </div>
      </div>

      {status === 'failed' && (
        <div className="d-flex align-items-start gap-2">
          <FormAlert message={error ?? recordsFailureMessages.loadFailed} />
          <Button type="button" color="primary" outline onClick={() => dispatch(recordsRequested())}>
            {m.retry}
          </Button>
        </div>
      )}
      {!loaded && status !== 'failed' && <LoadingMessage text={m.loading} />}
      {loaded && shown.length === 0 && <p className="empty-records">{year ? m.emptyYear(year) : m.empty}</p>}
      {loaded && shown.length > 0 && (
        <>
          <ListHeader columns={COLUMNS} />
          <ul className="card-list">
            {shown.map((record) => (
              <li key={record.match_id}>
                <ExpandableCard
                  columns={COLUMNS}
                  cells={[
                    `${record.tutee_firstname} ${record.tutee_lastname}`,
                    `${record.tutor_first_name} ${record.tutor_last_name}`,
                    matchedDate(record.match_timestamp),
                    <MatchStatus key="status" record={record} onEnd={(r) => dispatch(endDialogOpened(r.match_id))} />,
                  ]}
                >
                  <EndFacts record={record} />
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
                </ExpandableCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <EndMatchModal
        match={endingRecord}
        saving={saving}
        error={endError}
        onCancel={() => dispatch(endDialogClosed())}
        onConfirm={(request) => dispatch(matchEndRequested(request))}
      />
    </Container>
  );
}
