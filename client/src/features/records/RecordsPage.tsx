import { useEffect, useMemo } from 'react';
import { Button, Container, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { MATCH_STATUSES, type MatchStatus as StatusFilter } from '@tutoring/common';
import { ExpandableCard, ListHeader, type ListColumn } from '../../components/profiles';
import { matchedDate, yearOptions } from './matchedDate';
import { selectRecordYears } from '../config';
import { recordsFailureMessages } from './failureMessages';
import { recordsMessages as m } from './messages';
import './recordsFeature';
import { endDialogClosed, endDialogOpened, matchEndRequested, selectEndMatch } from './endMatchSlice';
import { MatchDetails } from './MatchDetails';
import {
  recordsLeft,
  recordsRequested,
  recordsSearched,
  recordsStatusChanged,
  recordsYearChanged,
  selectRecords,
  type RecordsState,
} from './recordsSlice';
import { SearchBox } from '../staffLists';
import { EndMatchModal, endTargetOf } from './EndMatchModal';
import { MatchStatus } from './MatchStatus';
import './records.css';

const COLUMNS: readonly ListColumn[] = [
  { label: m.columns.tutee, width: 3 },
  { label: m.columns.tutor, width: 3 },
  { label: m.columns.date, width: 2 },
  { label: m.columns.status, width: 3 },
];

/**
 * The server writes the export for the filter shown (GET /api/matches/export.csv, streamed): a download, not data for
 * the page, so it is a link the browser follows rather than a saga's call.
 */
function downloadCsv(year: string, status: StatusFilter, q: string): void {
  const query = new URLSearchParams({ ...(year ? { year } : {}), status, ...(q ? { q } : {}) });
  const link = document.createElement('a');
  link.href = `/api/matches/export.csv?${query.toString()}`;
  link.download = m.csvFileName(year);
  link.click();
}

/** /records: the matches of the year and status chosen, a page at a time, each row expanding into the full profiles; current matches can be ended. */
export default function RecordsPage() {
  const dispatch = useAppDispatch();
  const { items, total, capped, status, loadingMore, error, year, matchStatus, q, fresh }: RecordsState =
    useAppSelector(selectRecords);
  const { ending, saving, error: endError } = useAppSelector(selectEndMatch);
  const endingRecord = useMemo(() => {
    const record = items.find((r) => r.match_id === ending);
    return record ? endTargetOf(record) : null;
  }, [items, ending]);

  // Arriving from a confirmed match, the list was just loaded, or its reload is on its way: it is not loaded twice.
  useEffect(() => {
    if (!fresh && status !== 'loading') dispatch(recordsRequested());
    return () => {
      dispatch(recordsLeft());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arriving: fresh and status are read once
  }, [dispatch]);

  const configuredYears = useAppSelector(selectRecordYears);
  const years = useMemo(() => yearOptions(configuredYears, new Date().getFullYear(), year), [configuredYears, year]);
  const loaded = status === 'loaded' || (status === 'loading' && items.length > 0);

  return (
    <Container className="records-page py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
        <div>
          <h1 className="h2 mb-1">{m.title}</h1>
          {loaded && (
            <p className="mb-0 text-secondary" aria-live="polite">
              {m.count(total, capped)}
            </p>
          )}
        </div>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <SearchBox
            value={q}
            onSearch={(text) => dispatch(recordsSearched(text))}
            label={m.search}
            placeholder={m.searchPlaceholder}
          />
          <FormGroup noMargin>
            <Label for="year-filter" className="mb-1">
              {m.yearFilter}
            </Label>
            <Input
              id="year-filter"
              type="select"
              value={year}
              onChange={(e) => dispatch(recordsYearChanged(e.target.value))}
            >
              <option value="">{m.viewAll}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Input>
          </FormGroup>
          <FormGroup noMargin>
            <Label for="status-filter" className="mb-1">
              {m.statusFilter}
            </Label>
            <Input
              id="status-filter"
              type="select"
              value={matchStatus}
              onChange={(e) => dispatch(recordsStatusChanged(e.target.value as StatusFilter))}
            >
              {MATCH_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {m.statusOptions[s]}
                </option>
              ))}
            </Input>
          </FormGroup>
          <Button
            type="button"
            color="primary"
            outline
            disabled={total === 0}
            onClick={() => downloadCsv(year, matchStatus, q)}
          >
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
      {loaded && items.length === 0 && (
        <p className="empty-note">
          {q ? m.emptySearch : year ? m.emptyYear(year) : matchStatus !== 'all' ? m.emptyStatus : m.empty}
        </p>
      )}
      {loaded && items.length > 0 && (
        <>
          <ListHeader columns={COLUMNS} />
          <ul className="card-list">
            {items.map((record) => (
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
                  <MatchDetails matchId={record.match_id} />
                </ExpandableCard>
              </li>
            ))}
          </ul>
          <div className="review-paging">
            <span className="text-secondary small">{m.showing(items.length, total, capped)}</span>
            {(capped || items.length < total) && (
              <Button
                color="secondary"
                outline
                onClick={() => dispatch(recordsRequested({ more: true }))}
                disabled={loadingMore}
              >
                {m.loadMore}
              </Button>
            )}
            {error && status === 'loaded' && (
              <span className="text-danger small" role="alert">
                {error}
              </span>
            )}
          </div>
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
