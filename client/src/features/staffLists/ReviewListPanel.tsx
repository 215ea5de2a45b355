import type { ReactNode } from 'react';
import { Button, Spinner } from 'reactstrap';
import { ExpandableCard, FlagLegend, ListHeader, type ListColumn } from '../../components/profiles';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffT } from '../../i18n/staffText';
import { staffListMessages as m } from './messages';
import type { ReviewList } from './reviewSlice';

export interface ReviewListTexts {
  heading: string;
  /** "3 pending tutees", or "10,000+ pending tutees" when capped */
  count: (total: number, capped: boolean) => string;
  empty: string;
  emptySearch: string;
}

export interface ReviewListPanelProps<R> {
  id: string;
  labelledBy: string;
  texts: ReviewListTexts;
  list: ReviewList<R>;
  q: string;
  columns: readonly ListColumn[];
  /** one node per column, the name first */
  cellsOf: (record: R) => ReactNode[];
  profileOf: (record: R) => ReactNode;
  noteOf?: (record: R) => ReactNode;
  onRetry: () => void;
  onLoadMore: () => void;
}

/** One tab's content: heading, count, legend, column header, the cards and paging. */
export function ReviewListPanel<R extends { id: number }>(props: ReviewListPanelProps<R>) {
  const { id, labelledBy, texts, list, q, columns, cellsOf, profileOf, noteOf, onRetry, onLoadMore } = props;
  const firstLoad = list.status === 'idle' || (list.status === 'loading' && list.items.length === 0);
  return (
    <section id={id} role="tabpanel" aria-labelledby={labelledBy} className="review-panel" tabIndex={0}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h2 className="h4 mb-0">{texts.heading}</h2>
        {list.status !== 'failed' && !firstLoad && (
          <p className="review-count mb-0" aria-live="polite">
            {texts.count(list.total, list.capped)}
            {q && m.matchingSearch(q)}
          </p>
        )}
      </div>
      <FlagLegend />
      {list.status === 'failed' ? (
        <div
          className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
          role="alert"
        >
          <span>{list.error}</span>
          <Button color="danger" outline size="sm" onClick={onRetry}>
            {m.retry}
          </Button>
        </div>
      ) : firstLoad ? (
        <LoadingMessage text={staffT('common.loading')} />
      ) : list.items.length === 0 ? (
        <p className="review-empty">{q ? texts.emptySearch : texts.empty}</p>
      ) : (
        <>
          <ListHeader columns={columns} />
          <ul className="card-list" aria-label={texts.heading}>
            {list.items.map((record) => (
              <li key={record.id}>
                <ExpandableCard columns={columns} cells={cellsOf(record)} note={noteOf?.(record)}>
                  {profileOf(record)}
                </ExpandableCard>
              </li>
            ))}
          </ul>
          <div className="review-paging">
            <span className="text-secondary small">{m.showing(list.items.length, list.total, list.capped)}</span>
            {(list.capped || list.items.length < list.total) && (
              <Button color="secondary" outline onClick={onLoadMore} disabled={list.loadingMore}>
                {list.loadingMore && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {m.loadMore}
              </Button>
            )}
            {list.error && list.status === 'loaded' && (
              <span className="text-danger small" role="alert">
                {list.error}
              </span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
