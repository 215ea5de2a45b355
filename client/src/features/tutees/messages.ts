import { staffMessages } from '../../i18n/staffText';

/** Every text of the Tutees page, from the staff catalogue. */
export const tuteesMessages = staffMessages((t) => ({
  title: t('tutees.title'),
  tabs: {
    active: {
      tab: t('tutees.tabs.active.tab'),
      heading: t('tutees.tabs.active.heading'),
      count: (n: number, capped: boolean) =>
        t(capped ? 'tutees.tabs.active.countCapped' : 'tutees.tabs.active.count', { n }),
      empty: t('tutees.tabs.active.empty'),
      emptySearch: t('tutees.tabs.active.emptySearch'),
    },
    deactive: {
      tab: t('tutees.tabs.deactive.tab'),
      heading: t('tutees.tabs.deactive.heading'),
      count: (n: number, capped: boolean) =>
        t(capped ? 'tutees.tabs.deactive.countCapped' : 'tutees.tabs.deactive.count', { n }),
      empty: t('tutees.tabs.deactive.empty'),
      emptySearch: t('tutees.tabs.deactive.emptySearch'),
    },
  },
  columns: {
    waiting: t('tutees.columns.waiting'),
    subjects: t('tutees.columns.subjects'),
    languages: t('tutees.columns.languages'),
    candidates: t('tutees.columns.candidates'),
  },
  daysWaiting: (n: number) => t('tutees.daysWaiting', { n }),
  since: (date: string) => t('tutees.since', { date }),
  bestGroup: (group: string) => t('tutees.bestGroup', { group }),
  candidateCount: (n: number) => t('tutees.candidateCount', { n }),
  noGroup: t('tutees.noGroup'),
  // an empty cell: no language besides English, or no candidates for a tutee not waiting
  dash: t('tutees.dash'),
  sortLabel: t('tutees.sort.label'),
  sorts: {
    longest_waiting: t('tutees.sort.longest_waiting'),
    shortest_waiting: t('tutees.sort.shortest_waiting'),
    best_group: t('tutees.sort.best_group'),
  },
  filterLabel: t('tutees.filter.label'),
  filters: {
    all: t('tutees.filter.all'),
    none: t('tutees.filter.none'),
    only_d: t('tutees.filter.only_d'),
  },
  gapFilter: (subject: string, grade: string) => t('tutees.gapFilter', { subject, grade }),
  clearGapFilter: t('tutees.clearGapFilter'),
}));
