import { TabList } from '../../components/TabList';
import type { ReviewListName } from './reviewSlice';

export interface ReviewTab {
  list: ReviewListName;
  label: string;
}

export const tabId = (idPrefix: string, list: ReviewListName) => `${idPrefix}-tab-${list}`;
export const panelId = (idPrefix: string, list: ReviewListName) => `${idPrefix}-panel-${list}`;

/** The Pending and Deactivated tabs of a staff list. */
export function ReviewTabs({
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  tabs: readonly ReviewTab[];
  selected: ReviewListName;
  onSelect: (list: ReviewListName) => void;
  idPrefix: string;
}) {
  return (
    <TabList
      className="review-tabs"
      tabs={tabs.map((tab) => ({
        key: tab.list,
        label: tab.label,
        id: tabId(idPrefix, tab.list),
        panelId: panelId(idPrefix, tab.list),
      }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
