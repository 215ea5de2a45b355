import { useRef, type KeyboardEvent } from 'react';
import type { ReviewListName } from './reviewSlice';

export interface ReviewTab {
  list: ReviewListName;
  label: string;
}

export const tabId = (idPrefix: string, list: ReviewListName) => `${idPrefix}-tab-${list}`;
export const panelId = (idPrefix: string, list: ReviewListName) => `${idPrefix}-panel-${list}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between them; only the selected one is in the tab order. */
export function ReviewTabs({ tabs, selected, onSelect, idPrefix }: { tabs: readonly ReviewTab[]; selected: ReviewListName; onSelect: (list: ReviewListName) => void; idPrefix: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.list);
    refs.current[target]?.focus();
  };
  return (
    <div className="nav nav-tabs review-tabs" role="tablist">
      {tabs.map((tab, index) => {
        const isSelected = tab.list === selected;
        return (
          <button
            key={tab.list}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.list)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.list)}
            tabIndex={isSelected ? 0 : -1}
            className={`nav-link${isSelected ? ' active' : ''}`}
            onClick={() => onSelect(tab.list)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
