import { useRef, type KeyboardEvent } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  /** id of the tab button */
  id: string;
  /** id of the panel it shows */
  panelId: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them and select; only the selected one is in the tab order. */
export function TabList<K extends string>({
  tabs,
  selected,
  onSelect,
  className,
}: {
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[target]?.focus();
  };
  return (
    <div className={`nav nav-tabs ${className}`} role="tablist">
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tab.id}
            aria-selected={isSelected}
            aria-controls={tab.panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`nav-link${isSelected ? ' active' : ''}`}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
