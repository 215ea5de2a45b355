/** Every text of the records page (spec section 2), in one place. */
export const recordsMessages = {
  title: 'Records',
  count: (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`,
  yearFilter: 'Filter by Year',
  viewAll: 'View All',
  columns: { tutee: 'Tutee Name', tutor: 'Tutor Name', date: 'Matched Date' },
  tuteeHeading: 'Tutee',
  tutorHeading: 'Tutor',
  empty: 'No matches yet.',
  emptyYear: (year: string) => `No matches in ${year}.`,
  loading: 'Loading matches…',
  retry: 'Try again',
  exportCsv: 'Export CSV',
  csvFileName: (year: string) => `matches-${year || 'all'}.csv`,
} as const;
