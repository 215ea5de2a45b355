import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Collapse } from 'reactstrap';
import { ChevronIcon } from './icons';

/** A list column: its header text and its Bootstrap grid width on desktop (the widths of a row add up to 11; the chevron takes the 12th). */
export interface ListColumn {
  label: string;
  width: number;
}

/** The column headers above a list of cards; on narrow screens each cell shows its own label instead. */
export function ListHeader({ columns }: { columns: readonly ListColumn[] }) {
  return (
    <div className="list-header row g-0 d-none d-md-flex" aria-hidden="true">
      {columns.map((column) => (
        <div key={column.label} className={`col-md-${column.width}`}>
          {column.label}
        </div>
      ))}
    </div>
  );
}

export interface ExpandableCardProps {
  columns: readonly ListColumn[];
  /** one cell per column; the first is the title that toggles the card */
  cells: readonly ReactNode[];
  /** the expanded content, e.g. a TuteeProfile */
  children: ReactNode;
  /** a line across the whole summary under its cells, shown open or closed */
  note?: ReactNode;
  defaultOpen?: boolean;
}

/**
 * A summary row that expands into details. The title is the keyboard toggle (a button with aria-expanded);
 * a click anywhere else on the row toggles too, except on the row's own buttons and links.
 */
export function ExpandableCard({ columns, cells, children, note, defaultOpen = false }: ExpandableCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Details are rendered on first opening only, so a long list stays light.
  const [opened, setOpened] = useState(defaultOpen);
  const detailsId = useId();
  const toggle = () => {
    setOpen((value) => !value);
    setOpened(true);
  };
  const onRowClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
    toggle();
  };
  const [title, ...rest] = cells;
  const [titleColumn, ...restColumns] = columns;
  return (
    <div className={`expandable-card${open ? ' open' : ''}`}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the row is a larger pointer target; keyboards and screen readers use the toggle button inside it, which does the same */}
      <div className="card-summary row g-0 align-items-center" onClick={onRowClick}>
        <div className={`col-12 col-md-${titleColumn?.width ?? 3}`}>
          <button type="button" className="card-toggle" aria-expanded={open} aria-controls={detailsId} onClick={toggle}>
            {title}
          </button>
        </div>
        {rest.map((cell, index) => {
          const column = restColumns[index];
          return (
            <div key={column?.label ?? index} className={`summary-cell col-6 col-md-${column?.width ?? 2}`}>
              {column && <span className="cell-label">{column.label}</span>}
              <span className="cell-value">{cell}</span>
            </div>
          );
        })}
        <div className="col-md-1 d-none d-md-flex justify-content-end">
          <ChevronIcon open={open} />
        </div>
        {note && <div className="col-12 card-note">{note}</div>}
      </div>
      <Collapse isOpen={open} id={detailsId}>
        <div className="card-details">{opened && children}</div>
      </Collapse>
    </div>
  );
}
