import { useEffect, useId, useState, type ReactNode } from 'react';
import { Container, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { RootState } from '../../lib/state';
import { FormAlert } from '../../components/FormAlert';
import type { ListColumn } from '../../components/profiles';
import { staffListMessages as m } from './messages';
import { ReviewListPanel, type ReviewListTexts } from './ReviewListPanel';
import { REVIEW_LISTS, type ReviewActions, type ReviewListName, type ReviewState } from './reviewSlice';
import { panelId, ReviewTabs, tabId } from './ReviewTabs';
import { SearchBox } from './SearchBox';
import { StatusActions } from './StatusActions';
import { ActivateUnconfirmedModal } from './ActivateUnconfirmedModal';
import './review.css';

// Name 3, Submission Date 2, Grade 2, Special Subjects & Languages 2, Action 2; the card's chevron takes the last 1.
const REVIEW_COLUMNS: readonly ListColumn[] = [
  { label: m.columns.name, width: 3 },
  { label: m.columns.submitted, width: 2 },
  { label: m.columns.grade, width: 2 },
  { label: m.columns.flags, width: 2 },
  { label: m.columns.action, width: 2 },
];

export interface ReviewPageProps<R extends { id: number }> {
  title: string;
  tabs: Record<ReviewListName, ReviewListTexts & { tab: string }>;
  selectState: (state: RootState) => ReviewState<R>;
  actions: ReviewActions<R>;
  nameOf: (record: R) => string;
  isActive: (record: R) => boolean;
  /** asked to confirm its email address and has not: Activate asks first, with a warning */
  isUnconfirmed: (record: R) => boolean;
  /** Submission Date, Grade and Special Subjects & Languages cells */
  summaryOf: (record: R) => ReactNode[];
  profileOf: (record: R) => ReactNode;
  /** buttons beside Activate/Deactivate, e.g. Match */
  extraActions?: (record: R) => ReactNode;
  /** a status line under the title, e.g. whose data was just erased */
  notice?: ReactNode;
  /** the list's own columns (name first, actions last); REVIEW_COLUMNS when absent */
  columns?: readonly ListColumn[];
  /** a line across a card under its cells */
  noteOf?: (record: R) => ReactNode;
  /** more controls beside the unconfirmed filter (the tutees' triage order and filters) */
  controls?: ReactNode;
  /** the Pending list's options the page opens with (a link's filter); the list loads once they are set */
  initialOptions?: Record<string, string | undefined>;
}

/** The Tutees and Tutors pages: Pending and Deactivated tabs over the searchable, paged lists. */
export function ReviewPage<R extends { id: number }>({
  title,
  tabs,
  selectState,
  actions,
  nameOf,
  isActive,
  isUnconfirmed,
  summaryOf,
  profileOf,
  extraActions,
  notice,
  columns = REVIEW_COLUMNS,
  noteOf,
  controls,
  initialOptions,
}: ReviewPageProps<R>) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectState);
  const [selected, setSelected] = useState<ReviewListName>('active');
  const idPrefix = useId();
  // The unconfirmed record whose Activate waits for the warning dialog's answer.
  const [activating, setActivating] = useState<R | null>(null);

  // Options reload both lists themselves (the review saga), so a link's filter is not preceded by the whole list.
  const openingOptions = JSON.stringify(initialOptions ?? null);
  useEffect(() => {
    const options = JSON.parse(openingOptions) as Record<string, string | undefined> | null;
    if (options) dispatch(actions.optionsChanged(options));
    else for (const list of REVIEW_LISTS) dispatch(actions.listRequested({ list }));
  }, [dispatch, actions, openingOptions]);

  const changeStatus = (record: R) => {
    dispatch(actions.statusChangeRequested(record));
    // The card leaves this list, taking the focused button with it: keep keyboard users in the panel.
    document.getElementById(panelId(idPrefix, selected))?.focus();
  };

  const cellsOf = (record: R): ReactNode[] => [
    nameOf(record),
    ...summaryOf(record),
    <StatusActions
      active={isActive(record)}
      name={nameOf(record)}
      busy={state.changing.includes(record.id)}
      onToggle={() => (!isActive(record) && isUnconfirmed(record) ? setActivating(record) : changeStatus(record))}
    >
      {extraActions?.(record)}
    </StatusActions>,
  ];

  const texts = tabs[selected];
  return (
    <Container className="review-page py-4">
      <div className="review-top">
        <h1 className="h2 mb-0">{title}</h1>
        <SearchBox value={state.q} onSearch={(q) => dispatch(actions.searchChanged(q))} />
      </div>
      <div className="review-controls mb-3">
        <FormGroup check className="mb-0">
          <Input
            id={`${idPrefix}-unconfirmed`}
            type="checkbox"
            checked={state.unconfirmedOnly}
            onChange={(event) => dispatch(actions.unconfirmedFilterChanged(event.target.checked))}
          />
          <Label check for={`${idPrefix}-unconfirmed`}>
            {m.unconfirmedOnly}
          </Label>
        </FormGroup>
        {controls}
      </div>
      <FormAlert message={state.changeError} />
      {notice}
      <ReviewTabs
        tabs={REVIEW_LISTS.map((list) => ({ list, label: tabs[list].tab }))}
        selected={selected}
        onSelect={setSelected}
        idPrefix={idPrefix}
      />
      <ReviewListPanel
        key={selected}
        id={panelId(idPrefix, selected)}
        labelledBy={tabId(idPrefix, selected)}
        texts={texts}
        list={state.lists[selected]}
        q={state.q}
        columns={columns}
        cellsOf={cellsOf}
        noteOf={noteOf}
        profileOf={profileOf}
        onRetry={() => dispatch(actions.listRequested({ list: selected }))}
        onLoadMore={() => dispatch(actions.listRequested({ list: selected, more: true }))}
      />
      <ActivateUnconfirmedModal
        name={activating && nameOf(activating)}
        onCancel={() => setActivating(null)}
        onConfirm={() => {
          if (activating) changeStatus(activating);
          setActivating(null);
        }}
      />
    </Container>
  );
}
